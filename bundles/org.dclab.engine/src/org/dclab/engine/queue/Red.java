package org.dclab.engine.queue;

import org.dclab.engine.packet.Packet;

/**
 * Random Early Detection with ECN (Floyd and Jacobson 1993; RFC 3168 section 7): see {@link RedEstimator} for the
 * average and probability, {@link RedParams} for the options (gentle, byte mode, hard drop).
 */
public final class Red extends AbstractQueueDiscipline {
    private final RedParams params;
    private final RedEstimator red;

    private Red(RedParams params) {
        this.params = params;
        this.red = new RedEstimator(params);
    }

    public static QueueFactory factory(RedParams params) {
        if (params == null) {
            throw new IllegalArgumentException("red: parameters must not be null; use RedParams.of(limit, minTh, maxTh)");
        }
        return () -> new Red(params);
    }

    @Override
    protected void onAttach(QueueContext context) {
        red.attach(context);
    }

    public RedParams params() {
        return params;
    }

    /** The current average queue, in packets. */
    public double averageQueue() {
        return red.average();
    }

    @Override
    public boolean enqueue(Packet p) {
        long idleFor = fifo.isEmpty() ? nowPs() - idleSincePs() : 0;
        red.update(lengthPackets(), lengthBytes(), idleFor);
        RedEstimator.Verdict v = red.decide(p.sizeBytes());
        if (v == RedEstimator.Verdict.EARLY || v == RedEstimator.Verdict.FORCED) {
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
