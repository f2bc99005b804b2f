// A network of hosts and switches joined by point-to-point links, built the way a DC Lab scenario describes one, and
// the queues of its ports. DC Lab's port is a queue of waiting packets in front of the one being sent; here that is a
// traffic-control queue disc in front of a device queue of one packet, so a DC Lab buffer of L packets is a queue
// disc of L - 1 packets (and one data packet less in bytes): the packet waiting in the device queue is the one DC Lab
// would send next. A queue's length is read as queue disc plus device queue, which is DC Lab's waiting count.
#ifndef DCLAB_TWIN_NETWORK_H
#define DCLAB_TWIN_NETWORK_H

#include "ns3/data-rate.h"
#include "ns3/ipv4-address.h"
#include "ns3/node.h"
#include "ns3/nstime.h"
#include "ns3/point-to-point-net-device.h"
#include "ns3/queue-disc.h"

#include <fstream>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace dclab
{

/** A port's queue as a DC Lab QueueSettings gives it. */
struct QueueSpec
{
    std::string discipline = "droptail"; // droptail, threshold (DCTCP marking at K) or red
    bool bytes = false;                  // the limit in bytes (drop-tail only), else in packets
    uint64_t limit = 100;                // DC Lab's bufferLimit
    double k = 65;                       // threshold marking: mark when more than K wait
    double minTh = 5;
    double maxTh = 15;
    double maxP = 0.1;
    double qw = 0.002;
    // RED's options at ns-3's defaults; DC Lab's gentle, wait, and hardDrop with hardDropFrom = TWICE_MAX_THRESHOLD.
    bool gentle = true;
    bool wait = true;
    bool hardDrop = true; // ns-3's UseHardDrop: beyond the gentle region (or max_th without it) drop, never mark
    bool ecn = true;
    uint32_t fullPacketBytes = 1052; // a full data packet on the wire, for a byte limit's device-queue share
};

struct Port
{
    int peer;
    ns3::Ptr<ns3::PointToPointNetDevice> device;
    uint32_t interface = 0;
    ns3::Ipv4Address address;
    ns3::Ipv4Address peerAddress;
    ns3::Ptr<ns3::QueueDisc> queue;
};

struct TwinNode
{
    std::string name;
    bool host;
    ns3::Ptr<ns3::Node> node;
    std::vector<Port> ports;
    QueueSpec queue; // every port's queue
};

/** The length of one port's queue over time: time-weighted mean and maximum, and each change into a CSV file. */
class QueueProbe
{
  public:
    QueueProbe(const Port& port, const std::string& csvPath);
    void Change(int delta);

  private:
    std::ofstream m_csv;
    int64_t m_length = 0;
};

class Network
{
  public:
    Network();
    int AddHost(const std::string& name, const QueueSpec& queue);
    int AddSwitch(const std::string& name, const QueueSpec& queue);
    void Link(const std::string& a, const std::string& b, ns3::DataRate rate, ns3::Time delay);
    /** Assigns addresses, installs the queues and the routes; call once, after every link. */
    void Finish(uint64_t seed);

    const TwinNode& Get(const std::string& name) const;
    ns3::Ipv4Address AddressOf(const std::string& host) const;
    std::vector<std::string> Hosts() const;
    /** Records the length of the queue of {@code from}'s port towards {@code to} into {@code csvPath}. */
    void ProbeQueue(const std::string& from, const std::string& to, const std::string& csvPath);
    /** Packets dropped and marked by every queue of the network. */
    uint64_t Drops() const;
    uint64_t Marks() const;
    /** Drops of each port that dropped, as "FROM>TO": N, for looking into where drops differ. */
    std::map<std::string, uint64_t> DropsByPort() const;
    /** pcap files of every host's device, PREFIX-HOST.pcap, for tcpdump or Wireshark. */
    void EnablePcap(const std::string& prefix) const;

  private:
    void InstallQueue(TwinNode& node, Port& port);
    void Route(uint64_t seed);

    std::vector<TwinNode> m_nodes;
    std::map<std::string, int> m_index;
    std::vector<std::unique_ptr<QueueProbe>> m_probes;
};

} // namespace dclab

#endif
