package org.dclab.engine.queue;

import java.util.List;
import java.util.SplittableRandom;

import org.dclab.engine.api.Parameter;
import org.dclab.engine.api.QueueType;
import org.dclab.engine.api.Range;
import org.dclab.engine.api.Rule;
import org.dclab.engine.explain.Numbers;
import org.dclab.engine.explain.Reason;
import org.dclab.engine.explain.ReasonKind;
import org.dclab.engine.packet.Packet;

/**
 * The marking of DCQCN's switches (Zhu et al., SIGCOMM 2015, section 3.1; RED's shape on the instantaneous queue): an
 * ECN-capable arrival is marked CE with a probability that rises linearly from 0 at K_min to P_max at K_max of the queue
 * it finds, and always above K_max; nothing is dropped early, and a Not-ECT packet it would mark is let in. K_min and
 * K_max count packets or bytes as the buffer does. The defaults (5 and 50 packets, 1 %) are the paper's 5 KB, 200 KB and 1 %
 * brought inside DC Lab's default buffer of 100 packets. The class, its descriptor and its explanation are this one file.
 */
public final class ProbabilisticMarking extends AbstractQueueDiscipline {

    private static final Range.Whole SIZE = Range.whole(0, Long.MAX_VALUE);

    public static final Parameter K_MIN = Parameter.whole("probabilistic-marking", "kMin", "K_min",
            "instantaneous queue from which arrivals may be marked", QueueType.SIZE_UNIT, SIZE, 5);
    public static final Parameter K_MAX = Parameter.whole("probabilistic-marking", "kMax", "K_max",
            "instantaneous queue from which every arrival is marked", QueueType.SIZE_UNIT, SIZE, 50);
    public static final Parameter P_MAX = Parameter.real("probabilistic-marking", "pMax", "P_max", "marking probability at K_max",
            "", Range.fractionAboveZero(), 0.01);

    public static final QueueType TYPE = QueueType.builder("probabilistic-marking", "probabilistic marking")
            .summary("DCQCN's switch (Zhu et al., SIGCOMM 2015): marks CE with a probability rising from 0 at K_min to P_max at "
                    + "K_max on the instantaneous queue, every arrival above K_max")
            .parameters(K_MIN, K_MAX, P_MAX).marksAlways()
            .rule(Rule.error("K_min below K_max", (v, size) -> v.whole(K_MIN.name()) < v.whole(K_MAX.name()) ? null
                    : "K_min = " + v.whole(K_MIN.name()) + " is not below K_max = " + v.whole(K_MAX.name()) + "; make kMin smaller"))
            .rule(Rule.error("K_max within the buffer", (v, size) -> v.whole(K_MAX.name()) <= size.limit() ? null
                    : "K_max = " + v.whole(K_MAX.name()) + " " + size.unit() + " is beyond the buffer of " + size.limit() + " "
                            + size.unit() + "; lower kMax or enlarge bufferLimit"))
            .factory((v, size) -> () -> new ProbabilisticMarking(size, v.whole(K_MIN.name()), v.whole(K_MAX.name()),
                    v.real(P_MAX.name())))
            .build();

    private final long limit;
    private final boolean inBytes;
    private final long kMin;
    private final long kMax;
    private final double pMax;
    private SplittableRandom random;

    private ProbabilisticMarking(QueueType.Size size, long kMin, long kMax, double pMax) {
        this.limit = size.limit();
        this.inBytes = size.inBytes();
        this.kMin = kMin;
        this.kMax = kMax;
        this.pMax = pMax;
    }

    @Override
    protected void onAttach(QueueContext context) {
        random = context.sim().randomStream("queue " + context.name() + " marking");
    }

    /** The marking probability of an arrival that finds {@code queue}: 0 up to K_min, P_max at K_max, 1 above. */
    public double probability(long queue) {
        if (queue <= kMin) {
            return 0;
        }
        return queue > kMax ? 1 : pMax * (queue - kMin) / (double) (kMax - kMin);
    }

    @Override
    public String displayName() {
        return TYPE.label();
    }

    @Override
    public long limit() {
        return limit;
    }

    @Override
    public boolean isInBytes() {
        return inBytes;
    }

    @Override
    public List<Figure> state() {
        List<Figure> state = super.state();
        String unit = inBytes ? "bytes" : "packets";
        state.add(new Figure(K_MIN.symbol(), kMin, unit));
        state.add(new Figure(K_MAX.symbol(), kMax, unit));
        return state;
    }

    @Override
    public boolean enqueue(Packet p) {
        long queue = inBytes ? lengthBytes() : lengthPackets();
        if (inBytes ? queue + p.sizeBytes() > limit : queue >= limit) {
            drop(p, DropReason.BUFFER_FULL);
            return false;
        }
        double probability = probability(queue);
        // Drawn only where it decides something, so the stream's draws do not depend on queues that never reach K_min.
        if (probability > 0 && (probability >= 1 || random.nextDouble() < probability) && mark(p) && explaining()) {
            explain(Reason.of(ReasonKind.MARK, "probabilistic marking").input("queue", queue, inBytes ? "bytes" : "packets")
                    .input("K_min", kMin, "").input("K_max", kMax, "").input("p", probability, "")
                    .text(() -> "probabilistic marking: queue " + queue + (probability >= 1 ? " > K_max " + kMax + " \u2192 mark CE"
                            : " in (K_min " + kMin + ", K_max " + kMax + "] \u2192 p = " + Numbers.format(probability)
                                    + ", and the coin fell \u2192 mark CE")));
        }
        accept(p);
        return true;
    }
}
