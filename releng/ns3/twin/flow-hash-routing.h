// Shortest-path routing with per-flow ECMP, as DC Lab's switches route: every neighbour one hop closer to the
// destination host is an equal-cost next hop, in the order of the node's links, and a hash of the flow with a
// per-switch salt picks one. ns-3.37's global routing offers only the first route or a random one per packet, so the
// twin routes with this instead. A flow registered with DC Lab's own hash (RegisterDclabFlow) takes the path DC Lab's
// switches give it: the engine's Packet.hashFlow of its host addresses and ports, and Switch.flowChoice with the
// switch's salt from the random stream "switch NAME ecmp salt"; any other flow is hashed by its 5-tuple here.
#ifndef DCLAB_TWIN_FLOW_HASH_ROUTING_H
#define DCLAB_TWIN_FLOW_HASH_ROUTING_H

#include "ns3/ipv4-routing-helper.h"
#include "ns3/ipv4-routing-protocol.h"
#include "ns3/ipv4.h"

#include <map>
#include <vector>

namespace dclab
{

/** One equal-cost choice: leave by this interface towards this neighbour address. */
struct NextHop
{
    uint32_t interface;
    ns3::Ipv4Address gateway;
};

/**
 * The packets from {@code src}:{@code srcPort} to {@code dst}:{@code dstPort} carry DC Lab's flow hash {@code hash}
 * (Packet.hashFlow of the engine's host addresses and ports of that direction of the connection).
 */
void RegisterDclabFlow(ns3::Ipv4Address src, uint16_t srcPort, ns3::Ipv4Address dst, uint16_t dstPort, int32_t hash);

/** The engine's Packet.hashFlow(srcHost, dstHost, srcPort, dstPort). */
int32_t DclabFlowHash(int32_t srcHost, int32_t dstHost, int32_t srcPort, int32_t dstPort);

class FlowHashRouting : public ns3::Ipv4RoutingProtocol
{
  public:
    static ns3::TypeId GetTypeId();

    /**
     * The table: for each destination host address, its equal-cost next hops. Filled once the network is built.
     * {@code salt} hashes unregistered flows, {@code dclabSalt} is the engine's salt of the switch of this name.
     */
    void SetTable(std::map<ns3::Ipv4Address, std::vector<NextHop>> table, uint64_t salt, int32_t dclabSalt);

    ns3::Ptr<ns3::Ipv4Route> RouteOutput(ns3::Ptr<ns3::Packet> p,
                                         const ns3::Ipv4Header& header,
                                         ns3::Ptr<ns3::NetDevice> oif,
                                         ns3::Socket::SocketErrno& sockerr) override;
    bool RouteInput(ns3::Ptr<const ns3::Packet> p,
                    const ns3::Ipv4Header& header,
                    ns3::Ptr<const ns3::NetDevice> idev,
                    UnicastForwardCallback ucb,
                    MulticastForwardCallback mcb,
                    LocalDeliverCallback lcb,
                    ErrorCallback ecb) override;
    void NotifyInterfaceUp(uint32_t interface) override;
    void NotifyInterfaceDown(uint32_t interface) override;
    void NotifyAddAddress(uint32_t interface, ns3::Ipv4InterfaceAddress address) override;
    void NotifyRemoveAddress(uint32_t interface, ns3::Ipv4InterfaceAddress address) override;
    void SetIpv4(ns3::Ptr<ns3::Ipv4> ipv4) override;
    void PrintRoutingTable(ns3::Ptr<ns3::OutputStreamWrapper> stream,
                           ns3::Time::Unit unit = ns3::Time::S) const override;

  private:
    ns3::Ptr<ns3::Ipv4Route> Route(const ns3::Ipv4Header& header, ns3::Ptr<const ns3::Packet> l4) const;

    ns3::Ptr<ns3::Ipv4> m_ipv4;
    std::map<ns3::Ipv4Address, std::vector<NextHop>> m_table;
    uint64_t m_salt = 0;
    int32_t m_dclabSalt = 0;
};

class FlowHashRoutingHelper : public ns3::Ipv4RoutingHelper
{
  public:
    FlowHashRoutingHelper* Copy() const override;
    ns3::Ptr<ns3::Ipv4RoutingProtocol> Create(ns3::Ptr<ns3::Node> node) const override;
};

} // namespace dclab

#endif
