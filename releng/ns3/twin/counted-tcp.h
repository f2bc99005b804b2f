// ns-3's Linux Reno and DCTCP, unchanged but for counting retransmission timeouts: ns-3 raises CA_EVENT_LOSS in
// TcpSocketBase::ReTxTimeout only, once per expiry (also when a timeout repeats in the Loss state, which the
// CongState trace would not show), so these count exactly what DC Lab's "rtos" counts.
#ifndef DCLAB_TWIN_COUNTED_TCP_H
#define DCLAB_TWIN_COUNTED_TCP_H

#include "ns3/tcp-dctcp.h"
#include "ns3/tcp-linux-reno.h"

namespace dclab
{

/** Retransmission timeouts of every connection of the run. */
uint64_t TimeoutCount();

class CountedLinuxReno : public ns3::TcpLinuxReno
{
  public:
    static ns3::TypeId GetTypeId();
    CountedLinuxReno() = default;
    CountedLinuxReno(const CountedLinuxReno& other) = default;
    ns3::Ptr<ns3::TcpCongestionOps> Fork() override;
    void CwndEvent(ns3::Ptr<ns3::TcpSocketState> tcb, const ns3::TcpSocketState::TcpCAEvent_t event) override;
};

/**
 * Linux Reno with RFC 5681's ssthresh = max(FlightSize / 2, 2 MSS) instead of Linux's cwnd / 2: what DC Lab's stacks
 * compute, for telling that rule's effect from others (congestion controls "newreno-rfc5681" and "ecn-tcp-rfc5681").
 */
class CountedRfc5681Reno : public CountedLinuxReno
{
  public:
    static ns3::TypeId GetTypeId();
    CountedRfc5681Reno() = default;
    CountedRfc5681Reno(const CountedRfc5681Reno& other) = default;
    ns3::Ptr<ns3::TcpCongestionOps> Fork() override;
    uint32_t GetSsThresh(ns3::Ptr<const ns3::TcpSocketState> tcb, uint32_t bytesInFlight) override;
};

class CountedDctcp : public ns3::TcpDctcp
{
  public:
    static ns3::TypeId GetTypeId();
    CountedDctcp() = default;
    CountedDctcp(const CountedDctcp& other) = default;
    ns3::Ptr<ns3::TcpCongestionOps> Fork() override;
    void CwndEvent(ns3::Ptr<ns3::TcpSocketState> tcb, const ns3::TcpSocketState::TcpCAEvent_t event) override;
};

} // namespace dclab

#endif
