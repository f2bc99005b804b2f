package org.dclab.engine.queue;

import java.util.SplittableRandom;

import org.dclab.engine.packet.Packet;

/**
 * CHOKe (Pan, Prabhakar and Psounis, INFOCOM 2000) as in Linux {@code sch_choke}: once RED's average exceeds
 * min_th, each arrival is compared with one packet drawn uniformly from the queue; if both belong to the same flow
 * both are dropped (never marked: the match is the penalty for the flow that fills the queue), otherwise RED
 * decides. A flow that sends faster than its share holds more of the queue and so is matched more often, which
 * is how CHOKe restrains unresponsive flows without per-flow state.
 */
public final class Choke extends AbstractQueueDiscipline {
    private final RedParams params;
    private final RedEstimator red;
    private SplittableRandom random;
    private long matches;

    private Choke(RedParams params) {
        this.params = params;
        this.red = new RedEstimator(params);
    }

    public static QueueFactory factory(RedParams params) {
        if (params == null) {
            throw new IllegalArgumentException("choke: parameters must not be null; use RedParams.of(limit, minTh, maxTh)");
        }
        return () -> new Choke(params);
    }

    @Override
    protected void onAttach(QueueContext context) {
        red.attach(context);
        random = context.sim().randomStream("queue " + context.name() + " choke draw");
    }

    /** Arrivals dropped because a drawn packet belonged to their flow. */
    public long matches() {
        return matches;
    }

    public double averageQueue() {
        return red.average();
    }

    @Override
    public boolean enqueue(Packet p) {
        long idleFor = fifo.isEmpty() ? nowPs() - idleSincePs() : 0;
        red.update(lengthPackets(), lengthBytes(), idleFor);
        if (red.average() > params.minTh() && !fifo.isEmpty()) {
            int victim = random.nextInt(fifo.size());
            if (fifo.get(victim).sameFlow(p)) {
                matches++;
                dropQueued(victim);
                drop(p, DropReason.AQM);
                return false;
            }
        }
        RedEstimator.Verdict v = red.decide(p.sizeBytes());
        if (v != RedEstimator.Verdict.PASS) {
            boolean markable = params.ecn() && !(v == RedEstimator.Verdict.FORCED && params.hardDrop());
            if (!markable || !mark(p)) {
                drop(p, DropReason.AQM);
                return false;
            }
        }
        if (lengthPackets() >= params.limitPackets()) {
            drop(p, DropReason.BUFFER_FULL);
            return false;
        }
        accept(p);
        return true;
    }
}
