// DCTCP's switch rule as DC Lab's threshold marking computes it: an arrival that finds more than K packets waiting is
// marked CE, or dropped when it is not ECN-capable (as ns-3's RED drops what it cannot mark); nothing else is dropped
// before the buffer is full. The twin's port is this queue disc in front of a device queue of one packet (network.h),
// so DC Lab's waiting count is the disc's length plus one whenever the disc holds anything, and "more than K wait" is
// "the disc holds K or more" for every K >= 1.
//
// ns-3's RedQueueDisc with MinTh = MaxTh = K and QW = 1 computes the same rule for K >= 2 only: it marks nothing while
// its own queue holds fewer than two packets (DoEnqueue's "nQueued > 1"), so at K = 1 it marks where DC Lab's K = 2
// does. This disc has no such floor.
#ifndef DCLAB_TWIN_THRESHOLD_QUEUE_DISC_H
#define DCLAB_TWIN_THRESHOLD_QUEUE_DISC_H

#include "ns3/queue-disc.h"

namespace dclab
{

class ThresholdQueueDisc : public ns3::QueueDisc
{
  public:
    static ns3::TypeId GetTypeId();
    ThresholdQueueDisc();

  private:
    bool DoEnqueue(ns3::Ptr<ns3::QueueDiscItem> item) override;
    ns3::Ptr<ns3::QueueDiscItem> DoDequeue() override;
    bool CheckConfig() override;
    void InitializeParams() override;

    uint32_t m_k{65};
};

} // namespace dclab

#endif
