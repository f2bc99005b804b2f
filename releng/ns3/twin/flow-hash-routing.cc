#include "flow-hash-routing.h"

#include "ns3/ipv4-route.h"
#include "ns3/log.h"
#include "ns3/node.h"
#include "ns3/output-stream-wrapper.h"

#include <map>
#include <tuple>

namespace dclab
{

using namespace ns3;

NS_OBJECT_ENSURE_REGISTERED(FlowHashRouting);

namespace
{

uint64_t
Mix(uint64_t z)
{
    z += 0x9e3779b97f4a7c15ULL;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

struct FourTuple
{
    uint32_t src;
    uint16_t srcPort;
    uint32_t dst;
    uint16_t dstPort;

    bool operator<(const FourTuple& o) const
    {
        return std::tie(src, srcPort, dst, dstPort) < std::tie(o.src, o.srcPort, o.dst, o.dstPort);
    }
};

std::map<FourTuple, int32_t> g_dclabFlows;

/** The engine's Switch.flowChoice: which of n equal-cost candidates the flow with this hash takes at this switch. */
uint32_t
DclabChoice(int32_t flowHash, int32_t salt, uint32_t n)
{
    uint32_t h = (uint32_t(flowHash) ^ uint32_t(salt)) * 0x9E3779B1u;
    return (h ^ (h >> 15)) % n;
}

} // namespace

void
RegisterDclabFlow(Ipv4Address src, uint16_t srcPort, Ipv4Address dst, uint16_t dstPort, int32_t hash)
{
    g_dclabFlows[FourTuple{src.Get(), srcPort, dst.Get(), dstPort}] = hash;
}

int32_t
DclabFlowHash(int32_t srcHost, int32_t dstHost, int32_t srcPort, int32_t dstPort)
{
    const uint64_t tcp = 6;
    uint64_t z = (uint64_t(int64_t(srcHost)) << 32) ^ uint64_t(uint32_t(dstHost));
    z = z * 0x9E3779B97F4A7C15ULL + ((uint64_t(int64_t(srcPort)) << 16) ^ uint64_t(int64_t(dstPort)) ^ (tcp << 48));
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    z ^= z >> 31;
    return int32_t(uint32_t(z ^ (z >> 32)));
}

TypeId
FlowHashRouting::GetTypeId()
{
    static TypeId tid = TypeId("dclab::FlowHashRouting")
                            .SetParent<Ipv4RoutingProtocol>()
                            .SetGroupName("Internet")
                            .AddConstructor<FlowHashRouting>();
    return tid;
}

void
FlowHashRouting::SetTable(std::map<Ipv4Address, std::vector<NextHop>> table, uint64_t salt, int32_t dclabSalt)
{
    m_table = std::move(table);
    m_salt = salt;
    m_dclabSalt = dclabSalt;
}

Ptr<Ipv4Route>
FlowHashRouting::Route(const Ipv4Header& header, Ptr<const Packet> l4) const
{
    auto it = m_table.find(header.GetDestination());
    if (it == m_table.end() || it->second.empty())
    {
        return nullptr;
    }
    const std::vector<NextHop>& hops = it->second;
    size_t choice = 0;
    uint8_t ports[4] = {0, 0, 0, 0};
    bool hasPorts = l4 && l4->GetSize() >= 4;
    if (hasPorts)
    {
        l4->CopyData(ports, 4);
    }
    auto dclab = g_dclabFlows.end();
    if (hops.size() > 1 && hasPorts && header.GetProtocol() == 6)
    {
        dclab = g_dclabFlows.find(FourTuple{header.GetSource().Get(),
                                            uint16_t((ports[0] << 8) | ports[1]),
                                            header.GetDestination().Get(),
                                            uint16_t((ports[2] << 8) | ports[3])});
    }
    if (dclab != g_dclabFlows.end())
    {
        choice = DclabChoice(dclab->second, m_dclabSalt, hops.size());
    }
    else if (hops.size() > 1)
    {
        // The 5-tuple: addresses, protocol and, for TCP and UDP, the two ports (the first four bytes of the L4
        // header, which RouteInput sees at the start of the packet).
        uint64_t key = (uint64_t(header.GetSource().Get()) << 32) ^ header.GetDestination().Get();
        key = Mix(key ^ m_salt) ^ header.GetProtocol();
        if (hasPorts)
        {
            key ^= (uint64_t(ports[0]) << 24) | (uint64_t(ports[1]) << 16) | (uint64_t(ports[2]) << 8) | ports[3];
        }
        choice = Mix(key) % hops.size();
    }
    const NextHop& hop = hops[choice];
    Ptr<Ipv4Route> route = Create<Ipv4Route>();
    route->SetDestination(header.GetDestination());
    route->SetGateway(hop.gateway);
    route->SetOutputDevice(m_ipv4->GetNetDevice(hop.interface));
    route->SetSource(m_ipv4->GetAddress(hop.interface, 0).GetLocal());
    return route;
}

Ptr<Ipv4Route>
FlowHashRouting::RouteOutput(Ptr<Packet> p,
                             const Ipv4Header& header,
                             Ptr<NetDevice> oif,
                             Socket::SocketErrno& sockerr)
{
    Ptr<Ipv4Route> route = Route(header, p);
    sockerr = route ? Socket::ERROR_NOTERROR : Socket::ERROR_NOROUTETOHOST;
    return route;
}

bool
FlowHashRouting::RouteInput(Ptr<const Packet> p,
                            const Ipv4Header& header,
                            Ptr<const NetDevice> idev,
                            UnicastForwardCallback ucb,
                            MulticastForwardCallback mcb,
                            LocalDeliverCallback lcb,
                            ErrorCallback ecb)
{
    uint32_t iif = m_ipv4->GetInterfaceForDevice(idev);
    if (m_ipv4->IsDestinationAddress(header.GetDestination(), iif))
    {
        if (!lcb.IsNull())
        {
            lcb(p, header, iif);
            return true;
        }
        return false;
    }
    Ptr<Ipv4Route> route = Route(header, p);
    if (!route)
    {
        ecb(p, header, Socket::ERROR_NOROUTETOHOST);
        return false;
    }
    ucb(route, p, header);
    return true;
}

void
FlowHashRouting::NotifyInterfaceUp(uint32_t)
{
}

void
FlowHashRouting::NotifyInterfaceDown(uint32_t)
{
}

void
FlowHashRouting::NotifyAddAddress(uint32_t, Ipv4InterfaceAddress)
{
}

void
FlowHashRouting::NotifyRemoveAddress(uint32_t, Ipv4InterfaceAddress)
{
}

void
FlowHashRouting::SetIpv4(Ptr<Ipv4> ipv4)
{
    m_ipv4 = ipv4;
}

void
FlowHashRouting::PrintRoutingTable(Ptr<OutputStreamWrapper> stream, Time::Unit) const
{
    std::ostream& os = *stream->GetStream();
    for (const auto& [dst, hops] : m_table)
    {
        os << dst << ":";
        for (const NextHop& hop : hops)
        {
            os << " if" << hop.interface << " via " << hop.gateway;
        }
        os << "\n";
    }
}

FlowHashRoutingHelper*
FlowHashRoutingHelper::Copy() const
{
    return new FlowHashRoutingHelper(*this);
}

Ptr<Ipv4RoutingProtocol>
FlowHashRoutingHelper::Create(Ptr<Node>) const
{
    return CreateObject<FlowHashRouting>();
}

} // namespace dclab
