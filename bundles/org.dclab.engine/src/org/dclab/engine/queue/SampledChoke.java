package org.dclab.engine.queue;

import java.util.SplittableRandom;

import java.util.ArrayList;
import java.util.List;

import org.dclab.engine.api.Parameter;
import org.dclab.engine.api.QueueType;
import org.dclab.engine.api.Range;
import org.dclab.engine.explain.ReasonKind;
import org.dclab.engine.packet.Ecn;
import org.dclab.engine.packet.Packet;

/**
 * CHOKe with several draws, the variant the coexistence study (Irteza et al., ICC 2014) uses to even out DCTCP and
 * TCP. Above min_th each arrival is compared with {@code draws} packets drawn uniformly, one after another, from
 * the queue (the original paper's multi-draw CHOKe). Each matching queued packet is dropped, or marked when the
 * match action is {@link MatchAction#MARK}; the arrival is dropped (or marked) if any draw matched. Without a match
 * RED decides. With several draws a flow holding a large share of the queue is matched almost surely, so the
 * penalty tracks queue share more steeply than with one draw.
 * <p>
 * [RECON] (docs/ALGORITHMS.md section 3.3) The paper's choice of m = 7 draws is from a noisy copy; whether
 * matches were dropped or ECN-marked was not recovered, so both are offered and dropping (CHOKe's own semantics)
 * is the default.
 */
public final class SampledChoke extends RedFamilyQueue {
    /** Draws per arrival in the coexistence study. */
    public static final int DEFAULT_DRAWS = 7;

    /** What happens to a flow whose arrival matched a queued packet. */
    public enum MatchAction {
        /** Drop the matched queued packets and the arrival, as in CHOKe. */
        DROP,
        /** Mark them CE instead; packets that are not ECN-capable are dropped. */
        MARK
    }

    /**
     * Each arrival costs its draws. A thousand already match a flow holding a thousandth of the queue almost surely;
     * more would only slow a run down, and a count in the millions would stall it.
     */
    public static final Range.Whole DRAWS = Range.whole(1, 1024);

    public static final Parameter SAMPLES = Parameter.whole("sampled-choke", "chokeSamples", "m",
            "queued packets each arrival is compared with", "packets", DRAWS, 2);
    public static final Parameter MARK_MATCHES = Parameter.flag("sampled-choke", "markMatches", "mark matches",
            "mark the arrival and its matches CE instead of dropping them (Not-ECT ones are still dropped)", false);

    /** CHOKe with m draws per arrival, the coexistence study's modified CHOKe; matches dropped or marked. */
    public static final QueueType TYPE = QueueType.builder("sampled-choke", "m-sample CHOKe")
            .summary("CHOKe with m draws per arrival (Irteza et al., ICC 2014); matches dropped or marked")
            .parameters(withRed(SAMPLES, MARK_MATCHES)).marksWhen(Red.MARK_ECN.name()).rules(Red.RULES)
            .factory((v, size) -> factory(RedSettings.of(v, size), v.wholeInt(SAMPLES.name()),
                    v.flag(MARK_MATCHES.name()) ? MatchAction.MARK : MatchAction.DROP))
            .build();

    private final int draws;
    private final MatchAction action;
    private SplittableRandom random;
    private long matches;

    private SampledChoke(RedParams params, int draws, MatchAction action) {
        super(params);
        this.draws = draws;
        this.action = action;
    }

    /** Seven draws, matches dropped. */
    public static QueueFactory factory(RedParams params) {
        return factory(params, DEFAULT_DRAWS, MatchAction.DROP);
    }

    public static QueueFactory factory(RedParams params, int draws, MatchAction action) {
        if (params == null || action == null) {
            throw new IllegalArgumentException("sampled choke: parameters and match action must not be null");
        }
        DRAWS.check("sampled choke: draws", draws);
        return () -> new SampledChoke(params, draws, action);
    }

    @Override
    protected void onAttach(QueueContext context) {
        super.onAttach(context);
        random = context.sim().randomStream("queue " + context.name() + " choke draw");
    }

    public int draws() {
        return draws;
    }

    public MatchAction matchAction() {
        return action;
    }

    /** Queued packets that matched an arrival. */
    public long matches() {
        return matches;
    }

    @Override
    public String displayName() {
        return draws == 1 ? Choke.TYPE.label() : Choke.TYPE.label() + " (m = " + draws + ")";
    }

    @Override
    public List<Figure> state() {
        List<Figure> state = super.state();
        state.add(new Figure("draws", draws, ""));
        state.add(new Figure("matches", matches, ""));
        return state;
    }

    private static Parameter[] withRed(Parameter... own) {
        List<Parameter> all = new ArrayList<>(Red.PARAMETERS);
        all.addAll(List.of(own));
        return all.toArray(Parameter[]::new);
    }

    @Override
    public boolean enqueue(Packet p) {
        updateAverage();
        int matched = 0;
        if (red.average() > params.minTh()) {
            for (int d = 0; d < draws && !fifo.isEmpty(); d++) {
                int i = random.nextInt(fifo.size());
                Packet candidate = fifo.get(i);
                if (candidate.sameFlow(p)) {
                    matched++;
                    matches++;
                    boolean dropped = action == MatchAction.DROP || (candidate.ecn() != Ecn.CE && !mark(candidate));
                    if (dropped) {
                        dropQueued(i);
                    }
                    if (explaining()) {
                        explain(QueueReasons.chokeVictim(dropped ? ReasonKind.DROP : ReasonKind.MARK, d + 1, draws, red.average(),
                                params.minTh()));
                    }
                }
            }
        }
        if (matched > 0) {
            if (action == MatchAction.DROP || !mark(p)) {
                drop(p, DropReason.AQM);
                if (explaining()) {
                    explain(QueueReasons.chokeArrival(ReasonKind.DROP, matched, draws));
                }
                return false;
            }
            if (explaining()) {
                explain(QueueReasons.chokeArrival(ReasonKind.MARK, matched, draws));
            }
            return acceptWithinLimit(p);
        }
        return admitByRed(p);
    }
}
