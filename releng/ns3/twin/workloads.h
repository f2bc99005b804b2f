// The traffic of DC Lab's applications, as the engine generates it: the incast client (NAIVE strategy, persistent
// connections), long flows, and Poisson background flows with sizes from a CDF given by its points.
#ifndef DCLAB_TWIN_WORKLOADS_H
#define DCLAB_TWIN_WORKLOADS_H

#include "java-random.h"
#include "network.h"

#include "ns3/socket.h"

#include <map>
#include <string>
#include <vector>

namespace dclab
{

/**
 * A TCP socket of congestion control "newreno" (ns-3's TcpLinuxReno), "ecn-tcp" (the same with RFC 3168 ECN), "dctcp"
 * (TcpDctcp).
 */
ns3::Ptr<ns3::Socket> OpenSocket(ns3::Ptr<ns3::Node> node, const std::string& cc);

/**
 * Writes every sender's cwnd, ssthresh and congestion state at each change into {@code csvPath} (name,what,time,value),
 * for looking into a difference; DC Lab's CWND and SSTHRESH probes give the same of its senders.
 */
void TraceWindows(const std::string& csvPath);
/// For tracing a difference: a leaf-spine flow closes once its last byte is sent, so its FIN leaves alone after the
/// last data segment, as DC Lab's does, instead of riding on it.
void FinAfterData(bool on);
void TraceSender(ns3::Ptr<ns3::Socket> socket, const std::string& name);

/** DC Lab's IncastClient with the NAIVE strategy and persistent connections (engine app/IncastClient). */
class Incast
{
  public:
    Incast(const Network& net,
           const std::string& client,
           const std::vector<std::string>& servers,
           const std::string& cc,
           uint64_t shareBytes,
           int blocks,
           ns3::Time requestDelay);
    void Start();
    bool Finished() const;
    /** Share bytes of every block from the first request to the last byte, as IncastClient.goodputBps. */
    double GoodputBps() const;
    /** Mean request completion time of the finished blocks. */
    double MeanBlockSeconds() const;
    int BlocksFinished() const;

  private:
    void Accept(ns3::Ptr<ns3::Socket> socket, const ns3::Address& from);
    void Connected(ns3::Ptr<ns3::Socket> socket);
    void StartBlock();
    void Request();
    void Receive(ns3::Ptr<ns3::Socket> socket);

    ns3::Ptr<ns3::Socket> m_listener;
    ns3::Ipv4Address m_listenerAddress;
    std::vector<ns3::Ptr<ns3::Socket>> m_servers;
    std::vector<ns3::Ipv4Address> m_serverAddresses;
    std::map<ns3::Ptr<ns3::Socket>, size_t> m_accepted;
    std::vector<uint64_t> m_received;
    uint64_t m_share;
    int m_blocks;
    ns3::Time m_requestDelay;
    size_t m_connected = 0;
    size_t m_doneInBlock = 0;
    int m_block = 0;
    ns3::Time m_firstRequest = ns3::Time(-1);
    ns3::Time m_blockStart;
    ns3::Time m_finish = ns3::Time(-1);
    uint64_t m_bytesReceived = 0;
    std::vector<double> m_blockSeconds;
};

/** Long flows that always have data, each to its own receiver port; goodput counts bytes delivered to the receiver. */
class LongFlows
{
  public:
    void Add(const Network& net, const std::string& name, const std::string& src, const std::string& dst,
             const std::string& cc);
    struct Flow
    {
        std::string name;
        uint64_t received = 0;
        uint64_t receivedAtWarmup = 0;
    };
    const std::vector<Flow>& Flows() const;
    /** Notes what every flow has received so far, from which goodput after the warm-up counts. */
    void MarkWarmup();

  private:
    std::vector<Flow> m_flows;
    std::vector<ns3::Ptr<ns3::Socket>> m_sockets;
};

/** DC Lab's PoissonFlowGenerator among hosts: arrivals, pairs, sizes; each flow a new connection that closes. */
class PoissonFlows
{
  public:
    PoissonFlows(const Network& net,
                 const std::vector<std::string>& hosts,
                 const std::string& cdfPoints,
                 double load,
                 double accessBps,
                 uint32_t mssBytes,
                 const std::string& cc,
                 ns3::Time stop,
                 uint64_t seed);
    void Start();
    struct Flow
    {
        double startSeconds;
        uint64_t bytes;
        std::string source;
        std::string destination;
        double ackedSeconds = -1;    // all data acknowledged at the sender
        double receivedSeconds = -1; // all data delivered at the receiver
        uint64_t received = 0;
    };
    const std::vector<Flow>& Flows() const;

  private:
    double Quantile(double u) const;
    void ScheduleNext();
    void StartFlow();
    void Accept(ns3::Ptr<ns3::Socket> socket, const ns3::Address& from);
    void Receive(ns3::Ptr<ns3::Socket> socket);

    const Network& m_net;
    std::vector<std::string> m_hosts;
    std::vector<double> m_values;
    std::vector<double> m_probs;
    double m_meanGapPs;
    int64_t m_nextPs = 0; // the engine's arrival times, in its picoseconds
    std::string m_cc;
    ns3::Time m_stop;
    SplittableRandom m_arrivals;
    SplittableRandom m_pairs;
    SplittableRandom m_sizes;
    std::vector<Flow> m_flows;
    std::vector<ns3::Ptr<ns3::Socket>> m_listeners;
    std::map<std::pair<uint32_t, uint16_t>, size_t> m_bySource;
    std::map<ns3::Ptr<ns3::Socket>, size_t> m_byReceiver;
    std::vector<ns3::Ptr<ns3::Socket>> m_senders;
    std::map<size_t, int32_t> m_dclabNextPort; // by host index: the engine's Host.bind counter
};

} // namespace dclab

#endif
