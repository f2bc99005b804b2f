package org.dclab.engine.queue;

import java.util.List;

import org.dclab.engine.api.Parameter;
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

    @Override
    public final long limit() {
        return params.limitPackets();
    }

    @Override
    public final double level(Parameter parameter) {
        return parameter.equals(Red.MIN_TH) ? params.minTh() : parameter.equals(Red.MAX_TH) ? params.maxTh() : Double.NaN;
    }

    /** The limit, min_th and max_th (in packets whatever the buffer counts) and the average queue. */
    @Override
    public List<Figure> state() {
        List<Figure> state = super.state();
        state.add(new Figure(Red.MIN_TH.symbol(), params.minTh(), "packets"));
        state.add(new Figure(Red.MAX_TH.symbol(), params.maxTh(), "packets"));
        state.add(new Figure("average queue", red.average(), "packets"));
        return state;
    }

    /** The current average queue, in packets. */
    public final double averageQueue() {
        return red.average();
    }

    /** The discipline's name in explanations: "RED", "CHOKe" or "CHOKe (m = 7)". */
    @Override
    public abstract String displayName();

    /** Folds the arrival's view of the queue, including any idle time before it, into the average. */
    protected final void updateAverage() {
        long idleFor = fifo.isEmpty() ? nowPs() - idleSincePs() : 0;
        red.update(lengthPackets(), lengthBytes(), idleFor);
    }

    /**
     * RED's decision for an arrival: pass, mark (ECN) or drop early, then the buffer limit. A Not-ECT packet RED
     * would mark is dropped, or let in unmarked when the parameters say {@link NotEctPolicy#ADMIT}.
     */
    protected final boolean admitByRed(Packet p) {
        RedEstimator.Verdict v = red.decide(p.sizeBytes());
        if (v != RedEstimator.Verdict.PASS) {
            boolean markable = params.ecn() && !(v == RedEstimator.Verdict.FORCED && params.hardDrop());
            if (markable && params.notEct() == NotEctPolicy.ADMIT && !p.ecn().isCapable()) {
                return acceptWithinLimit(p);
            }
            if (!markable || !mark(p)) {
                drop(p, DropReason.AQM);
                if (explaining()) {
                    explain(QueueReasons.red(displayName(), params, red,
                            !params.ecn() ? "ECN off" : markable ? "not ECN-capable"
                                    : params.hardDropFrom() == HardDropFrom.MAX_TH ? "hard drop beyond max_th"
                                            : "hard drop beyond 2\u00b7max_th"));
                }
                return false;
            }
            if (explaining()) {
                explain(QueueReasons.red(displayName(), params, red, null));
            }
        }
        return acceptWithinLimit(p);
    }

    /** Queues the arrival unless the buffer is full. */
    protected final boolean acceptWithinLimit(Packet p) {
        if (lengthPackets() >= params.limitPackets()) {
            drop(p, DropReason.BUFFER_FULL);
            if (explaining()) {
                explain(QueueReasons.bufferFull(displayName(), lengthPackets(), p.sizeBytes(), params.limitPackets(), false));
            }
            return false;
        }
        accept(p);
        return true;
    }
}
