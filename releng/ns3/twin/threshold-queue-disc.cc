#include "threshold-queue-disc.h"

#include "ns3/drop-tail-queue.h"
#include "ns3/object-factory.h"
#include "ns3/uinteger.h"

namespace dclab
{

using namespace ns3;

NS_OBJECT_ENSURE_REGISTERED(ThresholdQueueDisc);

namespace
{
// The reasons the disc's statistics count its marks and drops under.
constexpr const char* THRESHOLD_MARK = "Marked above K";
constexpr const char* NOT_ECT_DROP = "Not-ECT above K";
constexpr const char* BUFFER_FULL_DROP = "Buffer full";
} // namespace

TypeId
ThresholdQueueDisc::GetTypeId()
{
    static TypeId tid =
        TypeId("dclab::ThresholdQueueDisc")
            .SetParent<QueueDisc>()
            .SetGroupName("TrafficControl")
            .AddConstructor<ThresholdQueueDisc>()
            .AddAttribute("MaxSize",
                          "the disc's buffer, packets",
                          QueueSizeValue(QueueSize("100p")),
                          MakeQueueSizeAccessor(&QueueDisc::SetMaxSize, &QueueDisc::GetMaxSize),
                          MakeQueueSizeChecker())
            .AddAttribute("K",
                          "arrivals that find this many packets or more in the disc are marked",
                          UintegerValue(65),
                          MakeUintegerAccessor(&ThresholdQueueDisc::m_k),
                          MakeUintegerChecker<uint32_t>(1));
    return tid;
}

ThresholdQueueDisc::ThresholdQueueDisc()
    : QueueDisc(QueueDiscSizePolicy::SINGLE_INTERNAL_QUEUE)
{
}

bool
ThresholdQueueDisc::DoEnqueue(Ptr<QueueDiscItem> item)
{
    if (GetCurrentSize() + item > GetMaxSize())
    {
        DropBeforeEnqueue(item, BUFFER_FULL_DROP);
        return false;
    }
    if (GetInternalQueue(0)->GetNPackets() >= m_k && !Mark(item, THRESHOLD_MARK))
    {
        DropBeforeEnqueue(item, NOT_ECT_DROP);
        return false;
    }
    return GetInternalQueue(0)->Enqueue(item);
}

Ptr<QueueDiscItem>
ThresholdQueueDisc::DoDequeue()
{
    return GetInternalQueue(0)->Dequeue();
}

bool
ThresholdQueueDisc::CheckConfig()
{
    if (GetNQueueDiscClasses() > 0 || GetNPacketFilters() > 0)
    {
        return false;
    }
    if (GetNInternalQueues() == 0)
    {
        AddInternalQueue(CreateObjectWithAttributes<DropTailQueue<QueueDiscItem>>("MaxSize",
                                                                                  QueueSizeValue(GetMaxSize())));
    }
    return GetNInternalQueues() == 1;
}

void
ThresholdQueueDisc::InitializeParams()
{
}

} // namespace dclab
