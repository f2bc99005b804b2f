package org.dclab.engine.queue;

import org.dclab.engine.packet.Packet;

/**
 * What RED and the CHOKe variants share: the average-queue estimator, kept current on every arrival, and RED's
 * admission (mark or drop early, then the hard buffer limit). CHOKe only adds its draws in front of that.
 */
abstract class RedFamilyQueue extends AbstractQueueDiscipline {
    protected final RedParams params;
    protected final RedEstimator red;

    RedFamilyQueue(RedParams params) {
        this.params = params;
        this.red = new RedEstimator(params);
    }

    @Override
    protected void onAttach(QueueContext context) {
        red.attach(context);
    }

    public final RedParams params() {
        return params;
    }

    /** The current average queue, in packets. */
    public final double averageQueue() {
        return red.average();
    }

    /** Folds the arrival's view of the queue, including any idle time before it, into the average. */
    protected final void updateAverage() {
        long idleFor = fifo.isEmpty() ? nowPs() - idleSincePs() : 0;
        red.update(lengthPackets(), lengthBytes(), idleFor);
    }

    /** RED's decision for an arrival: pass, mark (ECN) or drop early, then the buffer limit. */
    protected final boolean admitByRed(Packet p) {
        RedEstimator.Verdict v = red.decide(p.sizeBytes());
        if (v != RedEstimator.Verdict.PASS) {
            boolean markable = params.ecn() && !(v == RedEstimator.Verdict.FORCED && params.hardDrop());
            if (!markable || !mark(p)) {
                drop(p, DropReason.AQM);
                return false;
            }
        }
        return acceptWithinLimit(p);
    }

    /** Queues the arrival unless the buffer is full. */
    protected final boolean acceptWithinLimit(Packet p) {
        if (lengthPackets() >= params.limitPackets()) {
            drop(p, DropReason.BUFFER_FULL);
            return false;
        }
        accept(p);
        return true;
    }
}
