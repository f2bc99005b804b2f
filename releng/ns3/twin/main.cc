// dclab-twin: the ns-3 twin of DC Lab's scenarios in releng/ns3/scenarios. One program, three topologies
// (--topology=incast|dumbbell|leafspine), every setting a command-line value whose default is, for most, the value of
// the twin .dclab file (RED's options default to ns-3's own), so that the pairs in releng/ns3/pairs.txt give only what
// they vary. It prints one JSON object with the
// figures under DC Lab's own names (goodputGbps, rtos, drops, marks, applications.NAME.*), and with --queueCsv the
// length of one queue at every change in the layout of DC Lab's series.csv.
//
// The TCP is ns-3's: TcpLinuxReno (NewReno, and ECN-TCP with UseEcn) or TcpDctcp, on TcpSocketBase with SACK,
// timestamps and limited transmit as asked, RFC 6675 recovery and PRR (or classic recovery), delayed ACKs.
// docs/crosscheck-ns3.md says how each setting maps onto DC Lab's and where the models differ.

#include "counted-tcp.h"
#include "network.h"
#include "workloads.h"

#include "ns3/boolean.h"
#include "ns3/command-line.h"
#include "ns3/config.h"
#include "ns3/double.h"
#include "ns3/enum.h"
#include "ns3/rng-seed-manager.h"
#include "ns3/simulator.h"
#include "ns3/string.h"
#include "ns3/tcp-dctcp.h"
#include "ns3/tcp-l4-protocol.h"
#include "ns3/tcp-prr-recovery.h"
#include "ns3/tcp-recovery-ops.h"
#include "ns3/tcp-socket-base.h"
#include "ns3/uinteger.h"

#include <algorithm>
#include <cmath>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <sstream>

using namespace ns3;
using namespace dclab;

namespace
{

struct Settings
{
    std::string topology = "incast";
    uint32_t seed = 1;
    std::string duration = "3s";
    std::string json;
    std::string queueCsv;
    std::string queuePort;
    std::string warmup = "0s";
    std::string pcap;
    std::string windowCsv;
    std::string flowsCsv;
    bool growOnDelivered = false;
    bool growOnLossExit = false;
    bool growPerAck = false;
    bool echoAsLinux = false;
    bool finAfterData = false;
    bool resetCwndCnt = false;
    // TCP
    std::string cc = "newreno";
    uint32_t mss = 1000;
    uint32_t iw = 10;
    std::string minRto = "200ms";
    uint32_t delAckCount = 2;
    std::string delAckTimeout = "200ms";
    bool sack = true;
    bool timestamps = true;
    bool limitedTransmit = true;
    std::string recovery = "prr";
    std::string prrBound = "SSRB";
    std::string prrRecoverFs = "flight";
    bool prrDeliveredOnce = false;
    double dctcpG = 0.0625;
    uint32_t rcvBuf = 16777216;
    // switch queues
    QueueSpec queue;
    std::string bufferUnit = "packets";
    uint64_t hostBuffer = 100;
    // incast
    uint32_t servers = 16;
    std::string linkRate = "1Gbps";
    std::string linkDelay = "25us";
    uint64_t share = 262144;
    uint32_t blocks = 5;
    std::string requestDelay = "50us";
    // dumbbell: NAME=CC,... one sender sN and receiver rN each
    std::string flows = "dctcp=dctcp,ecntcp=ecn-tcp";
    std::string startGap = "0s";
    std::string accessRate = "10Gbps";
    std::string accessDelay = "12.5us";
    std::string bottleneckRate = "1Gbps";
    std::string bottleneckDelay = "75us";
    // leaf-spine
    uint32_t leaves = 2;
    uint32_t spines = 2;
    uint32_t hostsPerLeaf = 4;
    std::string hostRate = "1Gbps";
    std::string hostDelay = "12.5us";
    std::string uplinkRate = "1Gbps";
    std::string uplinkDelay = "12.5us";
    std::string cdf = "1000 0, 10000 0.5, 100000 0.9, 1000000 1";
    double load = 0.5;
    std::string stop = "0.15s";
};

void
ConfigureTcp(const Settings& s)
{
    // DC Lab's MSS counts the timestamp option, as Linux's does: a segment carries MSS - 12 bytes of data with
    // timestamps on. ns-3's SegmentSize is the data alone.
    Config::SetDefault("ns3::TcpSocket::SegmentSize", UintegerValue(s.mss - (s.timestamps ? 12 : 0)));
    Config::SetDefault("ns3::TcpSocket::InitialCwnd", UintegerValue(s.iw));
    Config::SetDefault("ns3::TcpSocket::DelAckCount", UintegerValue(s.delAckCount));
    Config::SetDefault("ns3::TcpSocket::DelAckTimeout", TimeValue(Time(s.delAckTimeout)));
    Config::SetDefault("ns3::TcpSocket::RcvBufSize", UintegerValue(s.rcvBuf));
    // The engine's send buffer is unbounded; a flow is written whole.
    Config::SetDefault("ns3::TcpSocket::SndBufSize", UintegerValue(1u << 30));
    // The engine never gives up on a connection.
    Config::SetDefault("ns3::TcpSocket::DataRetries", UintegerValue(1000));
    Config::SetDefault("ns3::TcpSocketBase::MinRto", TimeValue(Time(s.minRto)));
    // RFC 6298's G: the engine's is 1 us (ns-3's default 1 ms).
    Config::SetDefault("ns3::TcpSocketBase::ClockGranularity", TimeValue(MicroSeconds(1)));
    Config::SetDefault("ns3::TcpSocketBase::Sack", BooleanValue(s.sack));
    Config::SetDefault("ns3::TcpSocketBase::Timestamp", BooleanValue(s.timestamps));
    Config::SetDefault("ns3::TcpSocketBase::LimitedTransmit", BooleanValue(s.limitedTransmit));
    NS_ABORT_MSG_IF(s.recovery != "prr" && s.recovery != "classic", "recovery must be prr or classic");
    NS_ABORT_MSG_IF(s.prrRecoverFs != "flight" && s.prrRecoverFs != "cwnd", "prrRecoverFs must be flight or cwnd");
    bool diagnostic = s.prrRecoverFs == "cwnd" || s.prrDeliveredOnce;
    DiagnosticPrrRecovery::Configure(s.prrRecoverFs == "cwnd", s.prrDeliveredOnce);
    TypeId prr = diagnostic ? DiagnosticPrrRecovery::GetTypeId() : TcpPrrRecovery::GetTypeId();
    Config::SetDefault("ns3::TcpL4Protocol::RecoveryType",
                       TypeIdValue(s.recovery == "prr" ? prr : TcpClassicRecovery::GetTypeId()));
    Config::SetDefault("ns3::TcpPrrRecovery::ReductionBound",
                       EnumValue(s.prrBound == "CRB" ? TcpPrrRecovery::CRB : TcpPrrRecovery::SSRB));
    Config::SetDefault("ns3::TcpDctcp::DctcpShiftG", DoubleValue(s.dctcpG));
}

QueueSpec
HostQueue(const Settings& s)
{
    QueueSpec q;
    q.limit = s.hostBuffer;
    return q;
}

std::vector<std::string>
Split(const std::string& text, char by)
{
    std::vector<std::string> parts;
    std::stringstream in(text);
    std::string part;
    while (std::getline(in, part, by))
    {
        if (!part.empty())
        {
            parts.push_back(part);
        }
    }
    return parts;
}

/** Nearest rank, as the engine's Metrics.percentile: the smallest value with a fraction q at or below it. */
double
Percentile(std::vector<double> x, double q)
{
    if (x.empty())
    {
        return NAN;
    }
    std::sort(x.begin(), x.end());
    size_t rank = size_t(std::ceil(q * x.size()));
    return x[std::max<size_t>(rank, 1) - 1];
}

std::string
Number(double v)
{
    if (!std::isfinite(v))
    {
        return "null";
    }
    std::ostringstream out;
    out.precision(12);
    out << v;
    return out.str();
}

} // namespace

int
main(int argc, char* argv[])
{
    Settings s;
    CommandLine cmd(__FILE__);
    cmd.AddValue("topology", "incast, dumbbell or leafspine", s.topology);
    cmd.AddValue("seed", "run number of ns-3's random streams and the workload's", s.seed);
    cmd.AddValue("duration", "simulated time", s.duration);
    cmd.AddValue("json", "write the figures here instead of standard output", s.json);
    cmd.AddValue("queueCsv", "write the length of the queue of --queuePort here at each change", s.queueCsv);
    cmd.AddValue("queuePort", "the port FROM>TO whose queue --queueCsv records", s.queuePort);
    cmd.AddValue("warmup", "long flows: goodputAfterWarmupGbps counts from this time on", s.warmup);
    cmd.AddValue("pcap", "write pcap files of every host's device with this prefix", s.pcap);
    cmd.AddValue("windowCsv", "write every sender's cwnd, ssthresh and congestion state here at each change", s.windowCsv);
    cmd.AddValue("flowsCsv", "leaf-spine: write every flow (start, hosts, size, completion time) here", s.flowsCsv);
    cmd.AddValue("growOnDelivered",
                 "for tracing a difference: grow windows on what an ACK newly delivered (Linux's acked_sacked)",
                 s.growOnDelivered);
    cmd.AddValue("growOnLossExit",
                 "for tracing a difference: grow the window on the ACK that ends a timeout's recovery by what it "
                 "delivered, as Linux",
                 s.growOnLossExit);
    cmd.AddValue("growPerAck",
                 "grow windows on each ACK as on one segment, as DC Lab's papers' stack (windowGrowth=PER_ACK, ns-2)",
                 s.growPerAck);
    cmd.AddValue("echoAsLinux",
                 "for tracing a difference: DCTCP's receiver sends a held ACK for what came before a segment that changes "
                 "the CE state, as Linux and DC Lab",
                 s.echoAsLinux);
    cmd.AddValue("finAfterData",
                 "for tracing a difference: a leaf-spine flow's FIN leaves alone after its last data segment, as DC Lab's finRule=ALONE",
                 s.finAfterData);
    cmd.AddValue("resetCwndCnt",
                 "for tracing a difference: congestion avoidance counts afresh after every reduction, as Linux's",
                 s.resetCwndCnt);
    cmd.AddValue("cc", "congestion control of incast and leaf-spine: newreno, ecn-tcp or dctcp", s.cc);
    cmd.AddValue("mss", "MSS, bytes, with the timestamp option (DC Lab's mssBytes)", s.mss);
    cmd.AddValue("iw", "initial window, segments", s.iw);
    cmd.AddValue("minRto", "minimum RTO", s.minRto);
    cmd.AddValue("delAckCount", "segments per delayed ACK", s.delAckCount);
    cmd.AddValue("delAckTimeout", "delayed ACK timeout", s.delAckTimeout);
    cmd.AddValue("sack", "SACK", s.sack);
    cmd.AddValue("timestamps", "timestamps", s.timestamps);
    cmd.AddValue("limitedTransmit", "limited transmit", s.limitedTransmit);
    cmd.AddValue("recovery", "prr (TcpPrrRecovery) or classic (TcpClassicRecovery)", s.recovery);
    cmd.AddValue("prrBound", "PRR reduction bound: SSRB or CRB", s.prrBound);
    cmd.AddValue("prrRecoverFs",
                 "for tracing a difference: PRR's RecoverFS, flight (ns-3) or cwnd (Linux's prior_cwnd)",
                 s.prrRecoverFs);
    cmd.AddValue("prrDeliveredOnce",
                 "for tracing a difference: PRR counts the data delivered by the ACK that starts a reduction once",
                 s.prrDeliveredOnce);
    cmd.AddValue("dctcpG", "DCTCP's g", s.dctcpG);
    cmd.AddValue("rcvBuf", "receive buffer, bytes", s.rcvBuf);
    cmd.AddValue("queue", "switch queues: droptail, threshold (DCTCP marking at K) or red", s.queue.discipline);
    cmd.AddValue("bufferUnit", "packets or bytes", s.bufferUnit);
    cmd.AddValue("buffer", "switch buffer per port, DC Lab's bufferLimit", s.queue.limit);
    cmd.AddValue("k", "marking threshold K, packets", s.queue.k);
    cmd.AddValue("minTh", "RED min_th, packets (DC Lab's)", s.queue.minTh);
    cmd.AddValue("maxTh", "RED max_th, packets (DC Lab's)", s.queue.maxTh);
    cmd.AddValue("maxP", "RED max_p", s.queue.maxP);
    cmd.AddValue("qw", "RED w_q", s.queue.qw);
    cmd.AddValue("gentle", "RED gentle", s.queue.gentle);
    cmd.AddValue("wait", "RED wait", s.queue.wait);
    cmd.AddValue("hardDrop", "RED UseHardDrop: drop, not mark, where the forced region starts", s.queue.hardDrop);
    cmd.AddValue("ecn", "switches mark ECN", s.queue.ecn);
    cmd.AddValue("hostBuffer", "host NIC queue, packets", s.hostBuffer);
    cmd.AddValue("servers", "incast servers", s.servers);
    cmd.AddValue("linkRate", "incast links' rate", s.linkRate);
    cmd.AddValue("linkDelay", "incast links' delay", s.linkDelay);
    cmd.AddValue("share", "incast bytes per server and block (SRU)", s.share);
    cmd.AddValue("blocks", "incast blocks", s.blocks);
    cmd.AddValue("requestDelay", "incast request's delay to the servers", s.requestDelay);
    cmd.AddValue("flows", "dumbbell flows NAME=CC,...", s.flows);
    cmd.AddValue("startGap", "dumbbell: each flow starts this long after the one before", s.startGap);
    cmd.AddValue("accessRate", "dumbbell access links' rate", s.accessRate);
    cmd.AddValue("accessDelay", "dumbbell access links' delay", s.accessDelay);
    cmd.AddValue("bottleneckRate", "dumbbell bottleneck rate", s.bottleneckRate);
    cmd.AddValue("bottleneckDelay", "dumbbell bottleneck delay", s.bottleneckDelay);
    cmd.AddValue("leaves", "leaf switches", s.leaves);
    cmd.AddValue("spines", "spine switches", s.spines);
    cmd.AddValue("hostsPerLeaf", "hosts under each leaf", s.hostsPerLeaf);
    cmd.AddValue("hostRate", "host links' rate", s.hostRate);
    cmd.AddValue("hostDelay", "host links' delay", s.hostDelay);
    cmd.AddValue("uplinkRate", "leaf-spine links' rate", s.uplinkRate);
    cmd.AddValue("uplinkDelay", "leaf-spine links' delay", s.uplinkDelay);
    // A string with spaces: AddValue's stream parsing would stop at the first one.
    cmd.AddValue(
        "cdf",
        "flow sizes: 'bytes probability' points, comma separated",
        ns3::Callback<bool, std::string>([&s](std::string v) {
            s.cdf = v;
            return true;
        }),
        s.cdf);
    cmd.AddValue("load", "offered load of the hosts' access capacity, in wire bytes", s.load);
    cmd.AddValue("stop", "no flow starts at or after this time", s.stop);
    cmd.Parse(argc, argv);

    RngSeedManager::SetSeed(1);
    RngSeedManager::SetRun(s.seed);
    ConfigureTcp(s);
    GrowOnDelivered(s.growOnDelivered);
    GrowOnLossExit(s.growOnLossExit);
    GrowPerAck(s.growPerAck);
    EchoAsLinux(s.echoAsLinux);
    FinAfterData(s.finAfterData);
    ResetCwndCntOnReduction(s.resetCwndCnt);
    s.queue.bytes = s.bufferUnit == "bytes";
    // A full data packet: MSS (data and options) and 40 B of headers.
    s.queue.fullPacketBytes = s.mss + 40;

    if (!s.windowCsv.empty())
    {
        TraceWindows(s.windowCsv);
    }
    Network net;
    std::unique_ptr<Incast> incast;
    LongFlows longFlows;
    std::unique_ptr<PoissonFlows> poisson;
    if (s.topology == "incast")
    {
        net.AddSwitch("sw", s.queue);
        net.AddHost("client", HostQueue(s));
        net.Link("client", "sw", DataRate(s.linkRate), Time(s.linkDelay));
        std::vector<std::string> servers;
        for (uint32_t i = 1; i <= s.servers; i++)
        {
            servers.push_back("srv" + std::to_string(i));
            net.AddHost(servers.back(), HostQueue(s));
            net.Link("sw", servers.back(), DataRate(s.linkRate), Time(s.linkDelay));
        }
        net.Finish(s.seed);
        incast = std::make_unique<Incast>(net, "client", servers, s.cc, s.share, s.blocks, Time(s.requestDelay));
        // At time 0, once ns-3 has initialised the nodes (their traffic-control layers find their devices then).
        Simulator::ScheduleNow(&Incast::Start, incast.get());
    }
    else if (s.topology == "dumbbell")
    {
        net.AddSwitch("left", s.queue);
        net.AddSwitch("right", s.queue);
        net.Link("left", "right", DataRate(s.bottleneckRate), Time(s.bottleneckDelay));
        std::vector<std::string> flows = Split(s.flows, ',');
        for (size_t i = 0; i < flows.size(); i++)
        {
            std::string n = std::to_string(i + 1);
            net.AddHost("s" + n, HostQueue(s));
            net.AddHost("r" + n, HostQueue(s));
            net.Link("s" + n, "left", DataRate(s.accessRate), Time(s.accessDelay));
            net.Link("right", "r" + n, DataRate(s.accessRate), Time(s.accessDelay));
        }
        net.Finish(s.seed);
        for (size_t i = 0; i < flows.size(); i++)
        {
            std::vector<std::string> nameCc = Split(flows[i], '=');
            NS_ABORT_MSG_IF(nameCc.size() != 2, "flow '" << flows[i] << "' is not NAME=CC");
            std::string n = std::to_string(i + 1);
            // At time 0, once ns-3 has initialised the nodes, and each later flow --startGap after the one before.
            Simulator::Schedule(Time(s.startGap) * int64_t(i), [&longFlows, &net, nameCc, n]() {
                longFlows.Add(net, nameCc[0], "s" + n, "r" + n, nameCc[1]);
            });
        }
    }
    else if (s.topology == "leafspine")
    {
        std::vector<std::string> hosts;
        for (uint32_t sp = 0; sp < s.spines; sp++)
        {
            net.AddSwitch("spine" + std::to_string(sp), s.queue);
        }
        for (uint32_t l = 0; l < s.leaves; l++)
        {
            std::string leaf = "leaf" + std::to_string(l);
            net.AddSwitch(leaf, s.queue);
            for (uint32_t sp = 0; sp < s.spines; sp++)
            {
                net.Link(leaf, "spine" + std::to_string(sp), DataRate(s.uplinkRate), Time(s.uplinkDelay));
            }
            for (uint32_t h = 0; h < s.hostsPerLeaf; h++)
            {
                hosts.push_back("h" + std::to_string(l * s.hostsPerLeaf + h));
                net.AddHost(hosts.back(), HostQueue(s));
                net.Link(leaf, hosts.back(), DataRate(s.hostRate), Time(s.hostDelay));
            }
        }
        net.Finish(s.seed);
        poisson = std::make_unique<PoissonFlows>(net,
                                                 hosts,
                                                 s.cdf,
                                                 s.load,
                                                 DataRate(s.hostRate).GetBitRate(),
                                                 s.mss,
                                                 s.cc,
                                                 Time(s.stop),
                                                 s.seed);
        Simulator::ScheduleNow(&PoissonFlows::Start, poisson.get());
    }
    else
    {
        NS_ABORT_MSG("unknown topology " << s.topology);
    }
    if (!s.queueCsv.empty())
    {
        std::vector<std::string> ends = Split(s.queuePort, '>');
        NS_ABORT_MSG_IF(ends.size() != 2, "--queuePort must be FROM>TO");
        net.ProbeQueue(ends[0], ends[1], s.queueCsv);
    }
    if (!s.pcap.empty())
    {
        net.EnablePcap(s.pcap);
    }

    Time warmup(s.warmup);
    Simulator::Schedule(warmup, &LongFlows::MarkWarmup, &longFlows);
    Time duration(s.duration);
    Simulator::Stop(duration);
    Simulator::Run();

    std::ostringstream out;
    // An incast stops the run when its last block is in; long flows and the leaf-spine run for the duration.
    double seconds = Simulator::Now().GetSeconds();
    out << "{\"simulator\":\"ns-3.37\",\"topology\":\"" << s.topology << "\",\"seed\":" << s.seed
        << ",\"simulatedSeconds\":" << Number(seconds);
    if (incast)
    {
        out << ",\"goodputGbps\":" << Number(incast->GoodputBps() / 1e9)
            << ",\"rctMs\":" << Number(incast->MeanBlockSeconds() * 1e3);
    }
    else if (!longFlows.Flows().empty())
    {
        double total = 0;
        for (const auto& f : longFlows.Flows())
        {
            total += f.received;
        }
        out << ",\"goodputGbps\":" << Number(total * 8 / seconds / 1e9);
    }
    out << ",\"rtos\":" << TimeoutCount() << ",\"drops\":" << net.Drops() << ",\"marks\":" << net.Marks()
        << ",\"dropsByPort\":{";
    bool firstPort = true;
    for (const auto& [port, drops] : net.DropsByPort())
    {
        out << (firstPort ? "" : ",") << "\"" << port << "\":" << drops;
        firstPort = false;
    }
    out << "},\"applications\":{";
    if (incast)
    {
        out << "\"incast\":{\"blocksCompleted\":" << incast->BlocksFinished()
            << ",\"finished\":" << (incast->Finished() ? "true" : "false")
            << ",\"goodputGbps\":" << Number(incast->GoodputBps() / 1e9) << "}";
    }
    bool first = true;
    for (const auto& f : longFlows.Flows())
    {
        double afterWarmup = (f.received - f.receivedAtWarmup) * 8 / (seconds - warmup.GetSeconds()) / 1e9;
        out << (first ? "" : ",") << "\"" << f.name << "\":{\"deliveredBytes\":" << f.received
            << ",\"goodputGbps\":" << Number(f.received * 8 / seconds / 1e9)
            << ",\"goodputAfterWarmupGbps\":" << Number(afterWarmup) << "}";
        first = false;
    }
    if (poisson)
    {
        std::vector<double> fct;
        std::vector<double> fctRecv;
        for (const auto& f : poisson->Flows())
        {
            if (f.ackedSeconds >= 0)
            {
                fct.push_back((f.ackedSeconds - f.startSeconds) * 1e3);
            }
            if (f.receivedSeconds >= 0)
            {
                fctRecv.push_back((f.receivedSeconds - f.startSeconds) * 1e3);
            }
        }
        if (!s.flowsCsv.empty())
        {
            std::ofstream csv(s.flowsCsv);
            csv << "startSeconds,source,destination,sizeBytes,fctMs\n" << std::setprecision(12);
            for (const auto& f : poisson->Flows())
            {
                csv << f.startSeconds << "," << f.source << "," << f.destination << "," << f.bytes << ","
                    << (f.ackedSeconds >= 0 ? Number((f.ackedSeconds - f.startSeconds) * 1e3) : "") << "\n";
            }
        }
        out << "\"background\":{\"flows\":" << poisson->Flows().size() << ",\"completed\":" << fct.size()
            << ",\"received\":" << fctRecv.size() << ",\"fctMedianMs\":" << Number(Percentile(fct, 0.5))
            << ",\"fctP99Ms\":" << Number(Percentile(fct, 0.99))
            << ",\"fctRecvMedianMs\":" << Number(Percentile(fctRecv, 0.5))
            << ",\"fctRecvP99Ms\":" << Number(Percentile(fctRecv, 0.99)) << "}";
    }
    out << "}}\n";
    Simulator::Destroy();
    if (s.json.empty())
    {
        std::cout << out.str();
    }
    else
    {
        std::ofstream(s.json) << out.str();
    }
    return 0;
}
