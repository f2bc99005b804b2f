#include "network.h"

#include "flow-hash-routing.h"
#include "java-random.h"

#include "ns3/abort.h"
#include "ns3/boolean.h"
#include "ns3/channel.h"
#include "ns3/config.h"
#include "ns3/double.h"
#include "ns3/internet-stack-helper.h"
#include "ns3/ipv4-address-helper.h"
#include "ns3/ipv4-l3-protocol.h"
#include "ns3/point-to-point-helper.h"
#include "ns3/queue-size.h"
#include "ns3/simulator.h"
#include "ns3/string.h"
#include "ns3/traffic-control-helper.h"
#include "ns3/uinteger.h"

#include <deque>
#include <iomanip>

namespace dclab
{

using namespace ns3;

QueueProbe::QueueProbe(const Port& port, const std::string& csvPath)
    : m_csv(csvPath)
{
    NS_ABORT_MSG_IF(!m_csv, "cannot write " << csvPath);
    m_csv << "series,unit,timeSeconds,value\n" << std::setprecision(12);
    port.queue->TraceConnectWithoutContext(
        "PacketsInQueue",
        Callback<void, uint32_t, uint32_t>([this](uint32_t before, uint32_t after) {
            Change(int(after) - int(before));
        }));
    port.device->GetQueue()->TraceConnectWithoutContext(
        "PacketsInQueue",
        Callback<void, uint32_t, uint32_t>([this](uint32_t before, uint32_t after) {
            Change(int(after) - int(before));
        }));
}

void
QueueProbe::Change(int delta)
{
    if (delta == 0)
    {
        return;
    }
    m_length += delta;
    m_csv << "queue," << "packets," << Simulator::Now().GetSeconds() << "," << m_length << "\n";
}

Network::Network()
{
    // DC Lab's port holds its waiting packets in its own queue; the device queue keeps only the next one.
    Config::SetDefault("ns3::DropTailQueue<Packet>::MaxSize", QueueSizeValue(QueueSize("1p")));
}

int
Network::AddHost(const std::string& name, const QueueSpec& queue)
{
    m_index[name] = int(m_nodes.size());
    m_nodes.push_back(TwinNode{name, true, CreateObject<Node>(), {}, queue});
    return m_index[name];
}

int
Network::AddSwitch(const std::string& name, const QueueSpec& queue)
{
    m_index[name] = int(m_nodes.size());
    m_nodes.push_back(TwinNode{name, false, CreateObject<Node>(), {}, queue});
    return m_index[name];
}

void
Network::Link(const std::string& a, const std::string& b, DataRate rate, Time delay)
{
    int ia = m_index.at(a);
    int ib = m_index.at(b);
    PointToPointHelper p2p;
    p2p.SetDeviceAttribute("DataRate", DataRateValue(rate));
    p2p.SetChannelAttribute("Delay", TimeValue(delay));
    p2p.SetQueue("ns3::DropTailQueue<Packet>", "MaxSize", QueueSizeValue(QueueSize("1p")));
    NetDeviceContainer devices = p2p.Install(m_nodes[ia].node, m_nodes[ib].node);
    m_nodes[ia].ports.push_back(Port{ib, DynamicCast<PointToPointNetDevice>(devices.Get(0))});
    m_nodes[ib].ports.push_back(Port{ia, DynamicCast<PointToPointNetDevice>(devices.Get(1))});
}

void
Network::InstallQueue(TwinNode& node, Port& port)
{
    const QueueSpec& q = node.queue;
    // The device queue holds one of DC Lab's waiting packets (see network.h).
    std::string size = q.bytes ? std::to_string(q.limit - std::min<uint64_t>(q.limit - 1, q.fullPacketBytes)) + "B"
                               : std::to_string(std::max<uint64_t>(1, q.limit - 1)) + "p";
    TrafficControlHelper tch;
    if (q.discipline == "droptail")
    {
        tch.SetRootQueueDisc("ns3::FifoQueueDisc", "MaxSize", QueueSizeValue(QueueSize(size)));
    }
    else if (q.discipline == "threshold")
    {
        NS_ABORT_MSG_IF(q.bytes, "threshold marking is configured in packets here");
        // DC Lab marks when more than K packets wait, counting the device queue's one: the disc holds K or more.
        tch.SetRootQueueDisc("dclab::ThresholdQueueDisc",
                             "MaxSize",
                             QueueSizeValue(QueueSize(size)),
                             "K",
                             UintegerValue(uint32_t(q.k)));
    }
    else
    {
        NS_ABORT_MSG_IF(q.bytes, "RED is configured in packets here");
        NS_ABORT_MSG_IF(q.discipline != "red", "unknown queue discipline " << q.discipline);
        DataRateValue rate;
        port.device->GetAttribute("DataRate", rate);
        // RED's thresholds compare an average of the queue disc's length, one packet shorter than DC Lab's, so they
        // move down by one.
        tch.SetRootQueueDisc("ns3::RedQueueDisc",
                             "MaxSize",
                             QueueSizeValue(QueueSize(size)),
                             "MinTh",
                             DoubleValue(q.minTh - 1),
                             "MaxTh",
                             DoubleValue(q.maxTh - 1),
                             "QW",
                             DoubleValue(q.qw),
                             "LInterm",
                             DoubleValue(1.0 / q.maxP),
                             "Gentle",
                             BooleanValue(q.gentle),
                             "Wait",
                             BooleanValue(q.wait),
                             "UseEcn",
                             BooleanValue(q.ecn),
                             "UseHardDrop",
                             BooleanValue(q.hardDrop),
                             "MeanPktSize",
                             UintegerValue(1500),
                             "LinkBandwidth",
                             rate);
    }
    port.queue = tch.Install(port.device).Get(0);
}

void
Network::Finish(uint64_t seed)
{
    InternetStackHelper stack;
    stack.SetRoutingHelper(FlowHashRoutingHelper());
    for (TwinNode& n : m_nodes)
    {
        stack.Install(n.node);
    }
    Ipv4AddressHelper addresses("10.0.0.0", "255.255.255.252");
    for (TwinNode& n : m_nodes)
    {
        for (Port& p : n.ports)
        {
            InstallQueue(n, p);
        }
    }
    // Each link its own /30, in the order the links were made (visit each link once, from its lower-index end).
    for (size_t i = 0; i < m_nodes.size(); i++)
    {
        for (Port& p : m_nodes[i].ports)
        {
            if (size_t(p.peer) < i)
            {
                continue;
            }
            Port* back = nullptr;
            for (Port& q : m_nodes[p.peer].ports)
            {
                if (q.peer == int(i) && !q.interface && q.device->GetChannel() == p.device->GetChannel())
                {
                    back = &q;
                }
            }
            NS_ABORT_MSG_IF(!back, "link without its other end");
            NetDeviceContainer pair;
            pair.Add(p.device);
            pair.Add(back->device);
            Ipv4InterfaceContainer ifs = addresses.Assign(pair);
            addresses.NewNetwork();
            p.address = ifs.GetAddress(0);
            back->address = ifs.GetAddress(1);
            p.peerAddress = back->address;
            back->peerAddress = p.address;
            p.interface = m_nodes[i].node->GetObject<Ipv4>()->GetInterfaceForDevice(p.device);
            back->interface = m_nodes[p.peer].node->GetObject<Ipv4>()->GetInterfaceForDevice(back->device);
        }
    }
    Route(seed);
}

void
Network::Route(uint64_t seed)
{
    // Hop counts from every host, then at each node every neighbour one hop closer is an equal-cost next hop.
    std::vector<std::map<Ipv4Address, std::vector<NextHop>>> tables(m_nodes.size());
    for (size_t h = 0; h < m_nodes.size(); h++)
    {
        if (!m_nodes[h].host)
        {
            continue;
        }
        std::vector<int> dist(m_nodes.size(), -1);
        std::deque<int> todo{int(h)};
        dist[h] = 0;
        while (!todo.empty())
        {
            int n = todo.front();
            todo.pop_front();
            // Hosts do not forward: a path only passes through switches.
            if (m_nodes[n].host && n != int(h))
            {
                continue;
            }
            for (const Port& p : m_nodes[n].ports)
            {
                if (dist[p.peer] < 0)
                {
                    dist[p.peer] = dist[n] + 1;
                    todo.push_back(p.peer);
                }
            }
        }
        Ipv4Address dst = AddressOf(m_nodes[h].name);
        for (size_t n = 0; n < m_nodes.size(); n++)
        {
            if (n == h || dist[n] < 0)
            {
                continue;
            }
            for (const Port& p : m_nodes[n].ports)
            {
                if (dist[p.peer] == dist[n] - 1)
                {
                    tables[n][dst].push_back(NextHop{p.interface, p.peerAddress});
                }
            }
        }
    }
    for (size_t n = 0; n < m_nodes.size(); n++)
    {
        Ptr<Ipv4> ipv4 = m_nodes[n].node->GetObject<Ipv4>();
        Ptr<FlowHashRouting> routing = DynamicCast<FlowHashRouting>(ipv4->GetRoutingProtocol());
        int32_t dclabSalt = int32_t(SplittableRandom::Stream(seed, "switch " + m_nodes[n].name + " ecmp salt").NextLong());
        routing->SetTable(std::move(tables[n]), seed * 0x9e3779b97f4a7c15ULL + n, dclabSalt);
    }
}

const TwinNode&
Network::Get(const std::string& name) const
{
    auto it = m_index.find(name);
    NS_ABORT_MSG_IF(it == m_index.end(), "no node " << name);
    return m_nodes[it->second];
}

Ipv4Address
Network::AddressOf(const std::string& host) const
{
    const TwinNode& n = Get(host);
    NS_ABORT_MSG_IF(n.ports.size() != 1, host << " must have exactly one link");
    return n.ports[0].address;
}

std::vector<std::string>
Network::Hosts() const
{
    std::vector<std::string> hosts;
    for (const TwinNode& n : m_nodes)
    {
        if (n.host)
        {
            hosts.push_back(n.name);
        }
    }
    return hosts;
}

void
Network::ProbeQueue(const std::string& from, const std::string& to, const std::string& csvPath)
{
    const TwinNode& a = Get(from);
    int b = m_index.at(to);
    for (const Port& p : a.ports)
    {
        if (p.peer == b)
        {
            m_probes.push_back(std::make_unique<QueueProbe>(p, csvPath));
            return;
        }
    }
    NS_ABORT_MSG("no link " << from << "-" << to);
}

uint64_t
Network::Drops() const
{
    uint64_t drops = 0;
    for (const TwinNode& n : m_nodes)
    {
        for (const Port& p : n.ports)
        {
            drops += p.queue->GetStats().nTotalDroppedPackets + p.device->GetQueue()->GetTotalDroppedPackets();
        }
    }
    return drops;
}

std::map<std::string, uint64_t>
Network::DropsByPort() const
{
    std::map<std::string, uint64_t> drops;
    for (const TwinNode& n : m_nodes)
    {
        for (const Port& p : n.ports)
        {
            uint64_t d = p.queue->GetStats().nTotalDroppedPackets + p.device->GetQueue()->GetTotalDroppedPackets();
            if (d > 0)
            {
                drops[n.name + ">" + m_nodes[p.peer].name] = d;
            }
        }
    }
    return drops;
}

uint64_t
Network::Marks() const
{
    uint64_t marks = 0;
    for (const TwinNode& n : m_nodes)
    {
        for (const Port& p : n.ports)
        {
            marks += p.queue->GetStats().nTotalMarkedPackets;
        }
    }
    return marks;
}

void
Network::EnablePcap(const std::string& prefix) const
{
    // Nanosecond time stamps, as DC Lab's captures: two segments a microsecond apart keep their order.
    Config::SetDefault("ns3::PcapFileWrapper::NanosecMode", BooleanValue(true));
    PointToPointHelper p2p;
    for (const TwinNode& n : m_nodes)
    {
        for (const Port& p : n.ports)
        {
            if (n.host)
            {
                p2p.EnablePcap(prefix + "-" + n.name + ".pcap", p.device, false, true);
            }
        }
    }
}

} // namespace dclab
