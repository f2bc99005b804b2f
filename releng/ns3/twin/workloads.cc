#include "workloads.h"

#include "flow-hash-routing.h"

#include "counted-tcp.h"

#include "ns3/abort.h"
#include "ns3/inet-socket-address.h"
#include "ns3/packet.h"
#include "ns3/simulator.h"
#include "ns3/tcp-l4-protocol.h"
#include "ns3/tcp-socket-base.h"

#include <cmath>
#include <fstream>
#include <iomanip>
#include <memory>
#include <sstream>

namespace dclab
{

using namespace ns3;

namespace
{
const uint16_t INCAST_PORT = 5000;
const uint16_t FLOW_PORT = 6000;
const uint32_t WRITE_CHUNK = 1 << 20;
bool g_finAfterData = false;

std::unique_ptr<std::ofstream> g_windows;
} // namespace

Ptr<Socket>
OpenSocket(Ptr<Node> node, const std::string& cc)
{
    TypeId type = cc == "dctcp" ? CountedDctcp::GetTypeId() : CountedLinuxReno::GetTypeId();
    NS_ABORT_MSG_IF(cc != "dctcp" && cc != "newreno" && cc != "ecn-tcp", "unknown congestion control " << cc);
    Ptr<Socket> socket = node->GetObject<TcpL4Protocol>()->CreateSocket(type);
    if (cc != "newreno")
    {
        DynamicCast<TcpSocketBase>(socket)->SetUseEcn(TcpSocketState::On);
    }
    return socket;
}

void
TraceWindows(const std::string& csvPath)
{
    g_windows = std::make_unique<std::ofstream>(csvPath);
    NS_ABORT_MSG_IF(!*g_windows, "cannot write " << csvPath);
    *g_windows << "name,what,timeSeconds,value\n" << std::setprecision(12);
}

void
TraceSender(Ptr<Socket> socket, const std::string& name)
{
    if (!g_windows)
    {
        return;
    }
    auto write = [name](const char* what, double v) {
        *g_windows << name << "," << what << "," << Simulator::Now().GetSeconds() << "," << v << "\n";
    };
    socket->TraceConnectWithoutContext("CongestionWindow", Callback<void, uint32_t, uint32_t>([write](uint32_t, uint32_t v) {
                                           write("cwnd", v);
                                       }));
    socket->TraceConnectWithoutContext("SlowStartThreshold",
                                       Callback<void, uint32_t, uint32_t>([write](uint32_t, uint32_t v) {
                                           write("ssthresh", v);
                                       }));
    socket->TraceConnectWithoutContext(
        "CongState",
        Callback<void, TcpSocketState::TcpCongState_t, TcpSocketState::TcpCongState_t>(
            [write](TcpSocketState::TcpCongState_t, TcpSocketState::TcpCongState_t v) { write("state", v); }));
}

// ---- Incast ----------------------------------------------------------------------------------------------------

Incast::Incast(const Network& net,
               const std::string& client,
               const std::vector<std::string>& servers,
               const std::string& cc,
               uint64_t shareBytes,
               int blocks,
               Time requestDelay)
    : m_received(servers.size()),
      m_share(shareBytes),
      m_blocks(blocks),
      m_requestDelay(requestDelay)
{
    Ipv4Address clientAddress = net.AddressOf(client);
    m_listener = OpenSocket(net.Get(client).node, cc);
    m_listener->Bind(InetSocketAddress(Ipv4Address::GetAny(), INCAST_PORT));
    m_listener->Listen();
    m_listener->SetAcceptCallback(MakeNullCallback<bool, Ptr<Socket>, const Address&>(),
                                  MakeCallback(&Incast::Accept, this));
    for (const std::string& s : servers)
    {
        Ptr<Socket> socket = OpenSocket(net.Get(s).node, cc);
        TraceSender(socket, s);
        socket->Bind();
        socket->SetConnectCallback(MakeCallback(&Incast::Connected, this),
                                   MakeNullCallback<void, Ptr<Socket>>());
        m_servers.push_back(socket);
        m_serverAddresses.push_back(net.AddressOf(s));
    }
    m_listenerAddress = clientAddress;
}

void
Incast::Start()
{
    // Servers open the connections towards the client (the engine's TcpConnection.create(server, client)); the
    // first block is requested once every handshake is done.
    for (Ptr<Socket> s : m_servers)
    {
        s->Connect(InetSocketAddress(m_listenerAddress, INCAST_PORT));
    }
}

void
Incast::Accept(Ptr<Socket> socket, const Address& from)
{
    Ipv4Address peer = InetSocketAddress::ConvertFrom(from).GetIpv4();
    for (size_t i = 0; i < m_serverAddresses.size(); i++)
    {
        if (m_serverAddresses[i] == peer)
        {
            m_accepted[socket] = i;
        }
    }
    socket->SetRecvCallback(MakeCallback(&Incast::Receive, this));
}

void
Incast::Connected(Ptr<Socket>)
{
    if (++m_connected == m_servers.size())
    {
        StartBlock();
    }
}

void
Incast::StartBlock()
{
    m_blockStart = Simulator::Now();
    if (m_firstRequest.IsNegative())
    {
        m_firstRequest = m_blockStart;
    }
    m_doneInBlock = 0;
    std::fill(m_received.begin(), m_received.end(), 0);
    // A request is a message reaching every server requestDelay later, not packets, as in the engine.
    Simulator::Schedule(m_requestDelay, &Incast::Request, this);
}

void
Incast::Request()
{
    for (Ptr<Socket> s : m_servers)
    {
        NS_ABORT_MSG_IF(s->GetTxAvailable() < m_share, "send buffer smaller than a share");
        s->Send(Create<Packet>(m_share));
    }
}

void
Incast::Receive(Ptr<Socket> socket)
{
    size_t server = m_accepted.at(socket);
    Ptr<Packet> p;
    while ((p = socket->Recv()))
    {
        uint64_t used = std::min<uint64_t>(p->GetSize(), m_share - m_received[server]);
        m_received[server] += used;
        m_bytesReceived += used;
        if (used > 0 && m_received[server] == m_share && ++m_doneInBlock == m_servers.size())
        {
            m_blockSeconds.push_back((Simulator::Now() - m_blockStart).GetSeconds());
            if (++m_block < m_blocks)
            {
                StartBlock();
            }
            else
            {
                // The engine's run ends when its last application finishes; so does this one.
                m_finish = Simulator::Now();
                Simulator::Stop();
            }
        }
    }
}

bool
Incast::Finished() const
{
    return !m_finish.IsNegative();
}

double
Incast::GoodputBps() const
{
    if (!Finished())
    {
        return m_bytesReceived * 8.0 / Simulator::Now().GetSeconds();
    }
    return double(m_share) * m_servers.size() * m_blocks * 8.0 / (m_finish - m_firstRequest).GetSeconds();
}

double
Incast::MeanBlockSeconds() const
{
    double sum = 0;
    for (double s : m_blockSeconds)
    {
        sum += s;
    }
    return m_blockSeconds.empty() ? NAN : sum / m_blockSeconds.size();
}

int
Incast::BlocksFinished() const
{
    return int(m_blockSeconds.size());
}

// ---- Long flows --------------------------------------------------------------------------------------------------

void
LongFlows::Add(const Network& net, const std::string& name, const std::string& src, const std::string& dst,
               const std::string& cc)
{
    size_t index = m_flows.size();
    m_flows.push_back(Flow{name});
    uint16_t port = FLOW_PORT + index;
    Ptr<Socket> listener = OpenSocket(net.Get(dst).node, cc);
    listener->Bind(InetSocketAddress(Ipv4Address::GetAny(), port));
    listener->Listen();
    listener->SetAcceptCallback(
        MakeNullCallback<bool, Ptr<Socket>, const Address&>(),
        Callback<void, Ptr<Socket>, const Address&>([this, index](Ptr<Socket> s, const Address&) {
            s->SetRecvCallback(Callback<void, Ptr<Socket>>([this, index](Ptr<Socket> r) {
                Ptr<Packet> p;
                while ((p = r->Recv()))
                {
                    m_flows[index].received += p->GetSize();
                }
            }));
        }));
    Ptr<Socket> sender = OpenSocket(net.Get(src).node, cc);
    TraceSender(sender, name);
    sender->Bind();
    auto fill = [](Ptr<Socket> s, uint32_t) {
        while (s->GetTxAvailable() > 0)
        {
            if (s->Send(Create<Packet>(std::min(s->GetTxAvailable(), WRITE_CHUNK))) < 0)
            {
                return;
            }
        }
    };
    sender->SetSendCallback(Callback<void, Ptr<Socket>, uint32_t>(fill));
    sender->SetConnectCallback(Callback<void, Ptr<Socket>>([fill](Ptr<Socket> s) { fill(s, 0); }),
                               MakeNullCallback<void, Ptr<Socket>>());
    sender->Connect(InetSocketAddress(net.AddressOf(dst), port));
    m_sockets.push_back(listener);
    m_sockets.push_back(sender);
}

const std::vector<LongFlows::Flow>&
LongFlows::Flows() const
{
    return m_flows;
}

void
LongFlows::MarkWarmup()
{
    for (Flow& f : m_flows)
    {
        f.receivedAtWarmup = f.received;
    }
}

// ---- Poisson flows -----------------------------------------------------------------------------------------------

PoissonFlows::PoissonFlows(const Network& net,
                           const std::vector<std::string>& hosts,
                           const std::string& cdfPoints,
                           double load,
                           double accessBps,
                           uint32_t mssBytes,
                           const std::string& cc,
                           Time stop,
                           uint64_t seed)
    : m_net(net),
      m_hosts(hosts),
      m_cc(cc),
      m_stop(stop),
      // The engine's PoissonFlowGenerator: streams named after the first "poisson flows" of the simulation.
      m_arrivals(SplittableRandom::Stream(seed, "poisson flows arrivals")),
      m_pairs(SplittableRandom::Stream(seed, "poisson flows pairs")),
      m_sizes(SplittableRandom::Stream(seed, "poisson flows sizes"))
{
    // "size probability" pairs separated by commas, as the model's cdfPoints.
    std::stringstream in(cdfPoints);
    std::string item;
    while (std::getline(in, item, ','))
    {
        std::stringstream point(item);
        double v;
        double p;
        NS_ABORT_MSG_IF(!(point >> v >> p), "cdf point '" << item << "' is not 'size probability'");
        m_values.push_back(v);
        m_probs.push_back(p);
    }
    NS_ABORT_MSG_IF(m_values.size() < 2 || m_probs.back() != 1.0, "cdf needs points ending at probability 1");
    // The mean of the linearly interpolated CDF, then the engine's arrival rate for a load counted in wire bytes
    // (40 B of headers per MSS): lambda = load * capacity / (8 * mean * (MSS + 40) / MSS).
    double mean = m_values[0] * m_probs[0];
    for (size_t i = 1; i < m_values.size(); i++)
    {
        mean += (m_probs[i] - m_probs[i - 1]) * (m_values[i - 1] + m_values[i]) / 2;
    }
    double wireMean = mean * (mssBytes + 40.0) / mssBytes;
    double flowsPerSecond = load * (accessBps * double(hosts.size())) / (8 * wireMean);
    m_meanGapPs = 1e12 / flowsPerSecond;
    for (const std::string& h : hosts)
    {
        Ptr<Socket> listener = OpenSocket(net.Get(h).node, cc);
        listener->Bind(InetSocketAddress(Ipv4Address::GetAny(), FLOW_PORT));
        listener->Listen();
        listener->SetAcceptCallback(MakeNullCallback<bool, Ptr<Socket>, const Address&>(),
                                    MakeCallback(&PoissonFlows::Accept, this));
        m_listeners.push_back(listener);
    }
}

double
PoissonFlows::Quantile(double u) const
{
    for (size_t i = 1; i < m_probs.size(); i++)
    {
        if (u < m_probs[i])
        {
            double span = m_probs[i] - m_probs[i - 1];
            double f = span == 0 ? 0 : (u - m_probs[i - 1]) / span;
            return m_values[i - 1] + f * (m_values[i] - m_values[i - 1]);
        }
    }
    return m_values.back();
}

void
PoissonFlows::Start()
{
    ScheduleNext();
}

void
PoissonFlows::ScheduleNext()
{
    // As the engine: a gap truncated to whole picoseconds after the last arrival, none at or after the stop time.
    m_nextPs += int64_t(-std::log(1.0 - m_arrivals.NextDouble()) * m_meanGapPs);
    if (m_nextPs < m_stop.GetPicoSeconds())
    {
        Simulator::Schedule(PicoSeconds(m_nextPs) - Simulator::Now(), &PoissonFlows::StartFlow, this);
    }
}

void
PoissonFlows::StartFlow()
{
    size_t n = m_hosts.size();
    size_t s = m_pairs.NextInt(int32_t(n));
    size_t d = m_pairs.NextInt(int32_t(n - 1));
    if (d >= s)
    {
        d++;
    }
    // Java's Math.round: floor(x + 1/2).
    uint64_t bytes = std::max<uint64_t>(1, uint64_t(std::floor(Quantile(m_sizes.NextDouble()) + 0.5)));
    size_t index = m_flows.size();
    m_flows.push_back(Flow{Simulator::Now().GetSeconds(), bytes, m_hosts[s], m_hosts[d]});
    Ptr<Socket> socket = OpenSocket(m_net.Get(m_hosts[s]).node, m_cc);
    socket->Bind();
    Address local;
    socket->GetSockName(local);
    uint16_t port = InetSocketAddress::ConvertFrom(local).GetPort();
    m_bySource[{m_net.AddressOf(m_hosts[s]).Get(), port}] = index;
    // The path DC Lab's switches give this connection: its hash of the hosts' addresses (their index among the hosts)
    // and the ports the engine binds, the sender's on its host first, then the receiver's, each host counting from 1.
    int32_t dclabSrcPort = m_dclabNextPort.try_emplace(s, 1).first->second++;
    int32_t dclabDstPort = m_dclabNextPort.try_emplace(d, 1).first->second++;
    RegisterDclabFlow(m_net.AddressOf(m_hosts[s]), port, m_net.AddressOf(m_hosts[d]), FLOW_PORT,
                      DclabFlowHash(int32_t(s), int32_t(d), dclabSrcPort, dclabDstPort));
    RegisterDclabFlow(m_net.AddressOf(m_hosts[d]), FLOW_PORT, m_net.AddressOf(m_hosts[s]), port,
                      DclabFlowHash(int32_t(d), int32_t(s), dclabDstPort, dclabSrcPort));
    // The first data byte is sequence number 1: all data is acknowledged once the highest ACK passes 1 + size.
    socket->TraceConnectWithoutContext(
        "HighestRxAck",
        Callback<void, SequenceNumber32, SequenceNumber32>([this, index](SequenceNumber32, SequenceNumber32 ack) {
            Flow& f = m_flows[index];
            if (f.ackedSeconds < 0 && ack.GetValue() >= 1 + f.bytes)
            {
                f.ackedSeconds = Simulator::Now().GetSeconds();
            }
        }));
    if (g_finAfterData)
    {
        // The first data byte is 1: the last is sent when the next to send passes 1 + size. Closed then, with nothing
        // left to send, the socket sends its FIN at once in a segment of its own.
        socket->TraceConnectWithoutContext(
            "NextTxSequence",
            Callback<void, SequenceNumber32, SequenceNumber32>([socket, bytes](SequenceNumber32, SequenceNumber32 next) {
                if (next.GetValue() == 1 + bytes)
                {
                    Simulator::ScheduleNow(&Socket::Close, socket);
                }
            }));
    }
    socket->Connect(InetSocketAddress(m_net.AddressOf(m_hosts[d]), FLOW_PORT));
    socket->Send(Create<Packet>(bytes));
    if (!g_finAfterData)
    {
        socket->Close();
    }
    m_senders.push_back(socket);
    ScheduleNext();
}

void
PoissonFlows::Accept(Ptr<Socket> socket, const Address& from)
{
    InetSocketAddress peer = InetSocketAddress::ConvertFrom(from);
    m_byReceiver[socket] = m_bySource.at({peer.GetIpv4().Get(), peer.GetPort()});
    socket->SetRecvCallback(MakeCallback(&PoissonFlows::Receive, this));
}

void
PoissonFlows::Receive(Ptr<Socket> socket)
{
    Flow& f = m_flows[m_byReceiver.at(socket)];
    Ptr<Packet> p;
    while ((p = socket->Recv()))
    {
        f.received += p->GetSize();
    }
    if (f.receivedSeconds < 0 && f.received >= f.bytes)
    {
        f.receivedSeconds = Simulator::Now().GetSeconds();
    }
}

const std::vector<PoissonFlows::Flow>&
PoissonFlows::Flows() const
{
    return m_flows;
}

void
FinAfterData(bool on)
{
    g_finAfterData = on;
}

} // namespace dclab
