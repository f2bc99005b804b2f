// ns-3's Linux Reno and DCTCP, unchanged but for counting retransmission timeouts: ns-3 raises CA_EVENT_LOSS in
// TcpSocketBase::ReTxTimeout only, once per expiry (also when a timeout repeats in the Loss state, which the
// CongState trace would not show), so these count exactly what DC Lab's "rtos" counts. For tracing a difference
// (never in a pair), switches make them compute what Linux and DC Lab compute on a point where ns-3 differs:
// --growOnDelivered, --growOnLossExit and --resetCwndCnt; --growPerAck gives them the per-ACK growth of DC Lab's
// papers' stack, which a pair may set.
#ifndef DCLAB_TWIN_COUNTED_TCP_H
#define DCLAB_TWIN_COUNTED_TCP_H

#include "ns3/tcp-dctcp.h"
#include "ns3/tcp-linux-reno.h"
#include "ns3/tcp-prr-recovery.h"

#include <type_traits>

namespace dclab
{

/** Retransmission timeouts of every connection of the run. */
uint64_t TimeoutCount();

/**
 * Grow the window on the segments an ACK newly delivered (TcpSocketState::m_lastAckedSackedBytes, Linux's
 * acked_sacked) where ns-3 grows on the cumulative ACK's segments, which count again data SACKed before a timeout.
 */
void GrowOnDelivered(bool on);

/**
 * Grow the window on the ACK that ends the Loss state (after a timeout) by what it newly delivered, as Linux's
 * tcp_cong_control does in every state, where ns-3's ProcessAck counts only the segments acknowledged beyond the
 * recovery point: none when the ACK is exactly that point, so the window stays at one segment.
 */
void GrowOnLossExit(bool on);

/**
 * Start congestion avoidance's count of acknowledged segments afresh at every window reduction (ECN, fast recovery,
 * timeout), as Linux's tcp_init_cwnd_reduction and tcp_enter_loss do; ns-3's TcpLinuxReno keeps its m_cWndCnt, so
 * the count built up on the larger window grows the reduced one by a segment or two on the first ACK after it.
 */
void ResetCwndCntOnReduction(bool on);

/**
 * Grow the window on each ACK as on one segment, however many it acknowledges: RFC 5681's per-ACK increase, ns-2's
 * opencwnd and DC Lab's PER_ACK growth rule (the papers' stack), where ns-3's TcpLinuxReno counts every segment
 * acknowledged, so that a receiver's delayed ACKs halve growth as they do in DC Lab's papers' stack.
 */
void GrowPerAck(bool on);

/**
 * DCTCP's receiver as Linux's (dctcp_ece_ack_update) and DC Lab's: when a segment changes the CE state while an ACK is
 * held back, that ACK goes first, with the old state, for everything received before this segment. ns-3's TcpDctcp
 * sends it for the sequence it recorded at the previous change of state, so an isolated CE segment is acknowledged
 * without ECE (docs/crosscheck-ns3.md#dctcp-ce-echo).
 */
void EchoAsLinux(bool on);
bool EchoesAsLinux();

/** The receiver's state for EchoAsLinux: the last segment's CE bit and whether an ACK is held back. */
struct CeEcho
{
    bool ce{false};
    bool ackHeld{false};

    /** Handles a CE event as Linux does; false for the events it leaves to the control. */
    bool On(ns3::Ptr<ns3::TcpSocketState> tcb, ns3::TcpSocketState::TcpCAEvent_t event);
};

/** Congestion avoidance as TcpLinuxReno computes it, with a count that ResetCwndCntOnReduction may reset. */
class LinuxAi
{
  public:
    void Grow(ns3::Ptr<ns3::TcpSocketState> tcb, uint32_t segmentsAcked);

  private:
    uint32_t m_count{0};
    uint32_t m_ssthresh{0}; // every reduction sets a new ssthresh (ns-3 tells a control of no ECN reduction)
};

/** Notes a retransmission timeout (CA_EVENT_LOSS). */
void CountTimeout(ns3::TcpSocketState::TcpCAEvent_t event);
/** What the window grows on at the end of the Loss state: {@code segmentsAcked}, or more under GrowOnLossExit. */
uint32_t LossExitSegments(ns3::Ptr<const ns3::TcpSocketState> tcb, uint32_t segmentsAcked);
/** What the window grows on: {@code segmentsAcked}, or less under GrowOnDelivered or GrowPerAck. */
uint32_t GrowthSegments(ns3::Ptr<const ns3::TcpSocketState> tcb, uint32_t segmentsAcked);
/** Whether ResetCwndCntOnReduction is on. */
bool ResetsCwndCnt();

/** ns-3's control {@code Base} (TcpLinuxReno or one of its children), counting timeouts, with the switches above. */
template <class Base>
class Counted : public Base
{
  public:
    static ns3::TypeId GetTypeId()
    {
        // "ns3::TcpLinuxReno" is counted as "dclab::CountedTcpLinuxReno".
        static ns3::TypeId tid = ns3::TypeId("dclab::Counted" + Base::GetTypeId().GetName().substr(5))
                                     .template SetParent<Base>()
                                     .SetGroupName("Internet")
                                     .template AddConstructor<Counted<Base>>();
        return tid;
    }

    Counted() = default;
    Counted(const Counted& other) = default;

    ns3::Ptr<ns3::TcpCongestionOps> Fork() override
    {
        return ns3::CopyObject<Counted<Base>>(this);
    }

    void CwndEvent(ns3::Ptr<ns3::TcpSocketState> tcb, const ns3::TcpSocketState::TcpCAEvent_t event) override
    {
        CountTimeout(event);
        if constexpr (std::is_same_v<Base, ns3::TcpDctcp>)
        {
            if (EchoesAsLinux() && m_echo.On(tcb, event))
            {
                return;
            }
        }
        Base::CwndEvent(tcb, event);
    }

    void CongestionStateSet(ns3::Ptr<ns3::TcpSocketState> tcb,
                            const ns3::TcpSocketState::TcpCongState_t newState) override
    {
        // ProcessAck tells the control of the new state before it sets it and grows the window.
        m_leavingLoss = tcb->m_congState == ns3::TcpSocketState::CA_LOSS && newState == ns3::TcpSocketState::CA_OPEN;
        Base::CongestionStateSet(tcb, newState);
    }

    void IncreaseWindow(ns3::Ptr<ns3::TcpSocketState> tcb, uint32_t segmentsAcked) override
    {
        if (m_leavingLoss)
        {
            m_leavingLoss = false;
            segmentsAcked = LossExitSegments(tcb, segmentsAcked);
        }
        Base::IncreaseWindow(tcb, GrowthSegments(tcb, segmentsAcked));
    }

  protected:
    void CongestionAvoidance(ns3::Ptr<ns3::TcpSocketState> tcb, uint32_t segmentsAcked) override
    {
        if (ResetsCwndCnt())
        {
            m_ai.Grow(tcb, segmentsAcked);
        }
        else
        {
            Base::CongestionAvoidance(tcb, segmentsAcked);
        }
    }

  private:
    LinuxAi m_ai;
    CeEcho m_echo;
    bool m_leavingLoss{false};
};

using CountedLinuxReno = Counted<ns3::TcpLinuxReno>;
using CountedDctcp = Counted<ns3::TcpDctcp>;

/**
 * ns-3's PRR with two switches for tracing a difference: RecoverFS the window before the reduction (Linux's
 * prior_cwnd, DC Lab's) where ns-3 takes the flight, SACKed data included; and the data delivered by the ACK that
 * starts a reduction counted once, where ns-3's EnterCwr counts it in EnterRecovery and its ProcessAck again in a
 * second DoRecovery for the same ACK. Both off, it is TcpPrrRecovery.
 */
class DiagnosticPrrRecovery : public ns3::TcpPrrRecovery
{
  public:
    static ns3::TypeId GetTypeId();
    static void Configure(bool recoverFsCwnd, bool deliveredOnce);
    DiagnosticPrrRecovery() = default;
    DiagnosticPrrRecovery(const DiagnosticPrrRecovery& other) = default;
    ns3::Ptr<ns3::TcpRecoveryOps> Fork() override;
    void EnterRecovery(ns3::Ptr<ns3::TcpSocketState> tcb,
                       uint32_t dupAckCount,
                       uint32_t unAckDataCount,
                       uint32_t deliveredBytes) override;
    void DoRecovery(ns3::Ptr<ns3::TcpSocketState> tcb, uint32_t deliveredBytes) override;

  private:
    ns3::Time m_enteredAt{ns3::Time(-1)};
};

} // namespace dclab

#endif
