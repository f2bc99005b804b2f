// -*- c-basic-offset: 4; indent-tabs-mode: nil -*-
// DC Lab's bench work (dclab bench --scenario fattree-N / incast-64x5000) on htsim, so the two simulators can be
// timed on the same packets. Built by compare.sh against an htsim source tree with dclab-bench.patch applied.
//
//   dclab_bench fattree K DURATION_US [SEED]     k-ary fat tree, 10 Gbit/s, 1 us links, every port 250 packets
//                                                 marking at K = 65, one unending DCTCP flow per host, the pairs one
//                                                 random cycle, each flow on one random path (per-flow ECMP)
//   dclab_bench incast SERVERS SEGMENTS [SEED]    SERVERS on one switch, 1 Gbit/s, 25 us links, each sending one
//                                                 block of SEGMENTS segments of 1,000 B to the client at once
//
// Prints one line of key=value pairs: events, simulated and wall time, packets sent and delivered, peak RSS.
#include <algorithm>
#include <chrono>
#include <iostream>
#include <random>
#include <string.h>
#include <sys/resource.h>
#include <time.h>
#include <vector>

#include "config.h"
#include "dctcp.h"
#include "ecnqueue.h"
#include "eventlist.h"
#include "fat_tree_topology.h"
#include "network.h"
#include "pipe.h"
#include "queue.h"
#include "tcp.h"

using namespace std;

static const int BUFFER_PACKETS = 250;
static const int MARKING_PACKETS = 65;
static const int HEADER_BYTES = 40;

EventList eventlist;

struct Flows {
    vector<TcpSrc*> sources;
    vector<TcpSink*> sinks;
};

// Processor time of this thread, as DC Lab's bench reports for its simulating thread.
static double threadCpuSeconds() {
    struct timespec t;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return t.tv_sec + t.tv_nsec / 1e9;
}

static DCTCPSrc* dctcpSource(TcpRtxTimerScanner& scanner) {
    DCTCPSrc* src = new DCTCPSrc(NULL, NULL, eventlist);
    scanner.registerTcp(*src);
    return src;
}

// One route of the src -> dst choices, copied so the topology's freshly built vector can be freed.
static Route* randomPath(FatTreeTopology& top, uint32_t src, uint32_t dst, mt19937_64& rng) {
    vector<const Route*>* paths = top.get_bidir_paths(src, dst, false);
    Route* chosen = new Route(*paths->at(rng() % paths->size()));
    for (const Route* r : *paths) delete r;
    delete paths;
    return chosen;
}

static void fatTree(uint32_t k, Flows& flows, TcpRtxTimerScanner& scanner, mt19937_64& rng) {
    Packet::set_packet_size(1460 + HEADER_BYTES);
    FatTreeTopology::set_ecn_threshold(memFromPkt(MARKING_PACKETS));
    FatTreeTopology top(k * k * k / 4, speedFromGbps(10), memFromPkt(BUFFER_PACKETS), NULL, &eventlist, NULL, ECN,
                        timeFromUs(1.0), 0, ECN);
    uint32_t hosts = top.no_of_nodes();
    vector<uint32_t> order(hosts);
    for (uint32_t i = 0; i < hosts; i++) order[i] = i;
    shuffle(order.begin(), order.end(), rng);
    for (uint32_t i = 0; i < hosts; i++) {
        uint32_t src = order[i], dst = order[(i + 1) % hosts];
        TcpSrc* source = dctcpSource(scanner);
        TcpSink* sink = new TcpSink();
        Route* out = randomPath(top, src, dst, rng);
        out->push_back(sink);
        Route* back = randomPath(top, dst, src, rng);
        back->push_back(source);
        source->connect(*out, *back, *sink, 0);
        flows.sources.push_back(source);
        flows.sinks.push_back(sink);
    }
}

static void incast(uint32_t servers, uint64_t segments, Flows& flows, TcpRtxTimerScanner& scanner) {
    Packet::set_packet_size(1000 + HEADER_BYTES);
    linkspeed_bps rate = speedFromGbps(1);
    simtime_picosec delay = timeFromUs(25.0);
    mem_b buffer = memFromPkt(BUFFER_PACKETS), marking = memFromPkt(MARKING_PACKETS);
    Queue* clientNic = new Queue(rate, memFromPkt(1000), eventlist, NULL);
    Pipe* clientUp = new Pipe(delay, eventlist);
    ECNQueue* toClient = new ECNQueue(rate, buffer, eventlist, NULL, marking);
    Pipe* clientDown = new Pipe(delay, eventlist);
    for (uint32_t i = 0; i < servers; i++) {
        TcpSrc* source = dctcpSource(scanner);
        source->set_flowsize(segments * Packet::data_packet_size());
        TcpSink* sink = new TcpSink();
        Route* out = new Route();
        out->push_back(new Queue(rate, memFromPkt(1000), eventlist, NULL));
        out->push_back(new Pipe(delay, eventlist));
        out->push_back(toClient);
        out->push_back(clientDown);
        out->push_back(sink);
        Route* back = new Route();
        back->push_back(clientNic);
        back->push_back(clientUp);
        back->push_back(new ECNQueue(rate, buffer, eventlist, NULL, marking));
        back->push_back(new Pipe(delay, eventlist));
        back->push_back(source);
        source->connect(*out, *back, *sink, 0);
        flows.sources.push_back(source);
        flows.sinks.push_back(sink);
    }
}

int main(int argc, char** argv) {
    if (argc < 4 || (strcmp(argv[1], "fattree") && strcmp(argv[1], "incast"))) {
        cerr << "usage: " << argv[0] << " fattree K DURATION_US [SEED] | incast SERVERS SEGMENTS [SEED]" << endl;
        return 2;
    }
    bool isFatTree = !strcmp(argv[1], "fattree");
    mt19937_64 rng(argc > 4 ? strtoull(argv[4], NULL, 10) : 1);
    // DC Lab's DCTCP hosts in the bench: minRTO 10 ms; the scanner looks at the timers ten times as often
    TcpSrc::_min_rto = timeFromMs(10);
    TcpRtxTimerScanner scanner(timeFromMs(1), eventlist);
    Flows flows;
    auto started = chrono::steady_clock::now();
    simtime_picosec endPs;
    if (isFatTree) {
        endPs = timeFromUs((uint32_t)atoi(argv[3]));
        fatTree(atoi(argv[2]), flows, scanner, rng);
    } else {
        uint32_t servers = atoi(argv[2]);
        uint64_t segments = atoll(argv[3]);
        // as the bench's incast: the block at line rate and a quarter more
        endPs = (simtime_picosec)servers * segments * 1000 * 8 * 1000 * 5 / 4;
        incast(servers, segments, flows, scanner);
    }
    eventlist.setEndtime(endPs);
    auto built = chrono::steady_clock::now();
    double cpuAtStart = threadCpuSeconds();
    while (eventlist.doNextEvent()) {
    }
    auto ended = chrono::steady_clock::now();
    double cpuS = threadCpuSeconds() - cpuAtStart;
    uint64_t sent = 0, delivered = 0;
    for (TcpSrc* s : flows.sources) sent += s->_packets_sent / Packet::data_packet_size();
    for (TcpSink* s : flows.sinks) delivered += s->_cumulative_ack / Packet::data_packet_size();
    struct rusage usage;
    getrusage(RUSAGE_SELF, &usage);
    double buildS = chrono::duration<double>(built - started).count();
    double runS = chrono::duration<double>(ended - built).count();
    cout << "htsim scenario=" << argv[1] << "-" << argv[2] << " events=" << EventList::eventsDone()
         << " simulatedUs=" << timeAsUs(EventList::now()) << " buildSeconds=" << buildS << " runSeconds=" << runS << " cpuSeconds=" << cpuS
         << " eventsPerSecond=" << (uint64_t)(EventList::eventsDone() / runS) << " packetsSent=" << sent
         << " packetsDelivered=" << delivered << " peakRssMB=" << usage.ru_maxrss / 1024.0 << endl;
    return 0;
}
