#include "counted-tcp.h"

namespace dclab
{

using namespace ns3;

NS_OBJECT_ENSURE_REGISTERED(CountedLinuxReno);
NS_OBJECT_ENSURE_REGISTERED(CountedDctcp);
NS_OBJECT_ENSURE_REGISTERED(CountedRfc5681Reno);

namespace
{
uint64_t g_timeouts = 0;
}

uint64_t
TimeoutCount()
{
    return g_timeouts;
}

TypeId
CountedLinuxReno::GetTypeId()
{
    static TypeId tid = TypeId("dclab::CountedLinuxReno")
                            .SetParent<TcpLinuxReno>()
                            .SetGroupName("Internet")
                            .AddConstructor<CountedLinuxReno>();
    return tid;
}

Ptr<TcpCongestionOps>
CountedLinuxReno::Fork()
{
    return CopyObject<CountedLinuxReno>(this);
}

void
CountedLinuxReno::CwndEvent(Ptr<TcpSocketState> tcb, const TcpSocketState::TcpCAEvent_t event)
{
    if (event == TcpSocketState::CA_EVENT_LOSS)
    {
        ++g_timeouts;
    }
    TcpLinuxReno::CwndEvent(tcb, event);
}

TypeId
CountedRfc5681Reno::GetTypeId()
{
    static TypeId tid = TypeId("dclab::CountedRfc5681Reno")
                            .SetParent<CountedLinuxReno>()
                            .SetGroupName("Internet")
                            .AddConstructor<CountedRfc5681Reno>();
    return tid;
}

Ptr<TcpCongestionOps>
CountedRfc5681Reno::Fork()
{
    return CopyObject<CountedRfc5681Reno>(this);
}

uint32_t
CountedRfc5681Reno::GetSsThresh(Ptr<const TcpSocketState> tcb, uint32_t bytesInFlight)
{
    return std::max<uint32_t>(2 * tcb->m_segmentSize, bytesInFlight / 2);
}

TypeId
CountedDctcp::GetTypeId()
{
    static TypeId tid = TypeId("dclab::CountedDctcp")
                            .SetParent<TcpDctcp>()
                            .SetGroupName("Internet")
                            .AddConstructor<CountedDctcp>();
    return tid;
}

Ptr<TcpCongestionOps>
CountedDctcp::Fork()
{
    return CopyObject<CountedDctcp>(this);
}

void
CountedDctcp::CwndEvent(Ptr<TcpSocketState> tcb, const TcpSocketState::TcpCAEvent_t event)
{
    if (event == TcpSocketState::CA_EVENT_LOSS)
    {
        ++g_timeouts;
    }
    TcpDctcp::CwndEvent(tcb, event);
}

} // namespace dclab
