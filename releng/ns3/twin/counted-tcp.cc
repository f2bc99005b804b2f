#include "counted-tcp.h"

#include "ns3/simulator.h"

namespace dclab
{

using namespace ns3;

NS_OBJECT_ENSURE_REGISTERED(CountedLinuxReno);
NS_OBJECT_ENSURE_REGISTERED(CountedDctcp);
NS_OBJECT_ENSURE_REGISTERED(DiagnosticPrrRecovery);

namespace
{
uint64_t g_timeouts = 0;
bool g_growOnDelivered = false;
bool g_growOnLossExit = false;
bool g_growPerAck = false;
bool g_echoAsLinux = false;
bool g_resetCwndCnt = false;
bool g_prrRecoverFsCwnd = false;
bool g_prrDeliveredOnce = false;

} // namespace

void
CountTimeout(TcpSocketState::TcpCAEvent_t event)
{
    if (event == TcpSocketState::CA_EVENT_LOSS)
    {
        ++g_timeouts;
    }
}

bool
ResetsCwndCnt()
{
    return g_resetCwndCnt;
}

uint32_t
GrowthSegments(Ptr<const TcpSocketState> tcb, uint32_t segmentsAcked)
{
    if (g_growPerAck)
    {
        return std::min<uint32_t>(segmentsAcked, 1);
    }
    if (!g_growOnDelivered)
    {
        return segmentsAcked;
    }
    uint32_t delivered = (tcb->m_lastAckedSackedBytes + tcb->m_segmentSize - 1) / tcb->m_segmentSize;
    return std::min(segmentsAcked, delivered);
}

void
GrowOnDelivered(bool on)
{
    g_growOnDelivered = on;
}

void
GrowPerAck(bool on)
{
    g_growPerAck = on;
}

void
EchoAsLinux(bool on)
{
    g_echoAsLinux = on;
}

bool
EchoesAsLinux()
{
    return g_echoAsLinux;
}

bool
CeEcho::On(Ptr<TcpSocketState> tcb, TcpSocketState::TcpCAEvent_t event)
{
    switch (event)
    {
    case TcpSocketState::CA_EVENT_DELAYED_ACK:
        ackHeld = true;
        return false;
    case TcpSocketState::CA_EVENT_NON_DELAYED_ACK:
        ackHeld = false;
        return false;
    case TcpSocketState::CA_EVENT_ECN_IS_CE:
    case TcpSocketState::CA_EVENT_ECN_NO_CE: {
        // The socket raises these before it queues the segment: NextRxSequence is still what came before it.
        bool now = event == TcpSocketState::CA_EVENT_ECN_IS_CE;
        if (now != ce && ackHeld)
        {
            tcb->m_sendEmptyPacketCallback(ce ? TcpHeader::ACK | TcpHeader::ECE : TcpHeader::ACK);
            ackHeld = false;
        }
        ce = now;
        if (!ce && (tcb->m_ecnState == TcpSocketState::ECN_CE_RCVD ||
                    tcb->m_ecnState == TcpSocketState::ECN_SENDING_ECE))
        {
            tcb->m_ecnState = TcpSocketState::ECN_IDLE;
        }
        return true;
    }
    default:
        return false;
    }
}

uint32_t
LossExitSegments(Ptr<const TcpSocketState> tcb, uint32_t segmentsAcked)
{
    if (!g_growOnLossExit)
    {
        return segmentsAcked;
    }
    uint32_t delivered = (tcb->m_lastAckedSackedBytes + tcb->m_segmentSize - 1) / tcb->m_segmentSize;
    return std::max(segmentsAcked, delivered);
}

void
GrowOnLossExit(bool on)
{
    g_growOnLossExit = on;
}

void
ResetCwndCntOnReduction(bool on)
{
    g_resetCwndCnt = on;
}

void
LinuxAi::Grow(Ptr<TcpSocketState> tcb, uint32_t segmentsAcked)
{
    if (tcb->m_ssThresh != m_ssthresh)
    {
        m_ssthresh = tcb->m_ssThresh;
        m_count = 0;
    }
    // TcpLinuxReno::CongestionAvoidance, line for line.
    uint32_t w = std::max<uint32_t>(1, tcb->m_cWnd / tcb->m_segmentSize);
    if (m_count >= w)
    {
        m_count = 0;
        tcb->m_cWnd += tcb->m_segmentSize;
    }
    m_count += segmentsAcked;
    if (m_count >= w)
    {
        uint32_t delta = m_count / w;
        m_count -= delta * w;
        tcb->m_cWnd += delta * tcb->m_segmentSize;
    }
}

uint64_t
TimeoutCount()
{
    return g_timeouts;
}


TypeId
DiagnosticPrrRecovery::GetTypeId()
{
    static TypeId tid = TypeId("dclab::DiagnosticPrrRecovery")
                            .SetParent<TcpPrrRecovery>()
                            .SetGroupName("Internet")
                            .AddConstructor<DiagnosticPrrRecovery>();
    return tid;
}

void
DiagnosticPrrRecovery::Configure(bool recoverFsCwnd, bool deliveredOnce)
{
    g_prrRecoverFsCwnd = recoverFsCwnd;
    g_prrDeliveredOnce = deliveredOnce;
}

Ptr<TcpRecoveryOps>
DiagnosticPrrRecovery::Fork()
{
    return CopyObject<DiagnosticPrrRecovery>(this);
}

void
DiagnosticPrrRecovery::EnterRecovery(Ptr<TcpSocketState> tcb,
                                     uint32_t dupAckCount,
                                     uint32_t unAckDataCount,
                                     uint32_t deliveredBytes)
{
    // TcpSocketBase calls this before PRR has touched the window: m_cWnd is still the window before the reduction.
    m_enteredAt = Simulator::Now();
    TcpPrrRecovery::EnterRecovery(tcb, dupAckCount, g_prrRecoverFsCwnd ? tcb->m_cWnd.Get() : unAckDataCount,
                                  deliveredBytes);
}

void
DiagnosticPrrRecovery::DoRecovery(Ptr<TcpSocketState> tcb, uint32_t deliveredBytes)
{
    bool sameAck = g_prrDeliveredOnce && Simulator::Now() == m_enteredAt;
    m_enteredAt = Time(-1);
    TcpPrrRecovery::DoRecovery(tcb, sameAck ? 0 : deliveredBytes);
}

} // namespace dclab
