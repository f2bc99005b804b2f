package org.dclab.engine.queue;

import java.util.List;

import org.dclab.engine.api.Parameter;
import org.dclab.engine.api.QueueType;
import org.dclab.engine.api.Range;
import org.dclab.engine.api.Rule;
import org.dclab.engine.packet.Packet;

/**
 * Random Early Detection with ECN (Floyd and Jacobson 1993; RFC 3168 section 7): see {@link RedEstimator} for the
 * average and probability, {@link RedParams} for the options (gentle, byte mode, hard drop).
 */
public final class Red extends RedFamilyQueue {

    /** A threshold of the average queue, in the buffer's unit; the rules compare it with the buffer. */
    private static final Range.Whole THRESHOLD = Range.whole(0, Long.MAX_VALUE);

    public static final Parameter MIN_TH = Parameter.whole("red", "minThreshold", "min_th",
            "average queue below which every packet is admitted", QueueType.SIZE_UNIT, THRESHOLD, 5);
    public static final Parameter MAX_TH = Parameter.whole("red", "maxThreshold", "max_th",
            "average queue at which the probability reaches max_p", QueueType.SIZE_UNIT, THRESHOLD, 15);
    public static final Parameter MAX_P = Parameter.real("red", "maxProbability", "max_p", "drop or mark probability at max_th", "",
            RedParams.MAX_P, 0.1);
    public static final Parameter W_Q = Parameter.real("red", "queueWeight", "w_q", "weight of the newest sample in the average queue",
            "", RedParams.WQ, 0.002);
    public static final Parameter MARK_ECN = Parameter.flag("red", "markEcn", "ECN",
            "mark ECN-capable packets CE instead of dropping them early", true);
    public static final Parameter GENTLE = Parameter.flag("red", "gentle", "gentle",
            "above max_th the probability climbs on to 1 at 2\u00b7max_th instead of jumping to 1 (Floyd 2000)", false);
    public static final Parameter HARD_DROP = Parameter.flag("red", "hardDrop", "hard drop",
            "with ECN, drop rather than mark once the average exceeds max_th, as Linux's harddrop", false);
    public static final Parameter HARD_DROP_FROM = Parameter.choice("red", "hardDropFrom", "hard drop from",
            "with gentle, ECN and hard drop: drops start at max_th, or at 2\u00b7max_th as ns-3's UseHardDrop",
            Range.choice("MAX_THRESHOLD", "TWICE_MAX_THRESHOLD"), "MAX_THRESHOLD");
    public static final Parameter WAIT = Parameter.flag("red", "wait", "wait",
            "no early decision until count\u00b7p_b reaches 1, then p_b/(2 \u2212 count\u00b7p_b), as ns-2 and ns-3", false);
    public static final Parameter NOT_ECT = Parameter.choice("red", "notEctPolicy", "Not-ECT",
            "with ECN, what happens to a packet RED chose that is not ECN-capable", Range.choice("DROP", "ADMIT"), "DROP");

    /** RED's parameters, which the CHOKe variants share. */
    public static final List<Parameter> PARAMETERS = List.of(MIN_TH, MAX_TH, MAX_P, W_Q, MARK_ECN, GENTLE, HARD_DROP, HARD_DROP_FROM,
            WAIT, NOT_ECT);

    /**
     * How RED's thresholds relate to each other and the buffer, and the options that change nothing without others: a
     * study should not believe it ran them.
     */
    public static final List<Rule<QueueType.Size>> RULES = List.of(
            Rule.error("min_th below max_th", (v, size) -> v.whole(MIN_TH.name()) < v.whole(MAX_TH.name()) ? null
                    : "min_th = " + v.whole(MIN_TH.name()) + " is not below max_th = " + v.whole(MAX_TH.name())
                            + "; make minThreshold smaller than maxThreshold"),
            Rule.error("max_th within the buffer", (v, size) -> v.whole(MAX_TH.name()) <= size.limit() ? null
                    : "max_th = " + v.whole(MAX_TH.name()) + " " + size.unit() + " is beyond the buffer of " + size.limit() + " "
                            + size.unit() + "; lower maxThreshold or enlarge bufferLimit"),
            Rule.warning("hard drop only with ECN", (v, size) -> !v.flag(HARD_DROP.name()) || v.flag(MARK_ECN.name()) ? null
                    : "hardDrop is set but the queue drops without markEcn anyway, so it changes nothing; remove it or turn on markEcn"),
            Rule.warning("hard drop from 2\u00b7max_th only with ECN, hard drop and gentle", (v, size) -> v.choice(HARD_DROP_FROM.name())
                    .equals(HARD_DROP_FROM.defaultValue())
                    || v.flag(MARK_ECN.name()) && v.flag(HARD_DROP.name()) && v.flag(GENTLE.name()) ? null
                            : "hardDropFrom is " + v.choice(HARD_DROP_FROM.name())
                                    + " but it only moves where gentle RED's hard drop starts, and this queue does not "
                                    + (!v.flag(MARK_ECN.name()) ? "mark" : !v.flag(HARD_DROP.name()) ? "hard-drop" : "have a gentle region")
                                    + "; set it MAX_THRESHOLD or turn on markEcn, hardDrop and gentle"),
            Rule.warning("a Not-ECT policy other than DROP only with ECN", (v, size) -> v.flag(MARK_ECN.name()) || v.choice(NOT_ECT.name())
                    .equals(NOT_ECT.defaultValue()) ? null
                            : "notEctPolicy is " + v.choice(NOT_ECT.name()) + " but without markEcn the queue never marks, so it changes "
                                    + "nothing; set it DROP"));

    public static final QueueType TYPE = QueueType.builder("red", "RED")
            .summary("Random Early Detection (Floyd and Jacobson 1993) with ECN (RFC 3168): drops or marks early on the average queue")
            .parameters(PARAMETERS.toArray(Parameter[]::new)).marksWhen(MARK_ECN.name()).rules(RULES)
            .factory((v, size) -> factory(RedSettings.of(v, size))).build();

    private Red(RedParams params) {
        super(params);
    }

    public static QueueFactory factory(RedParams params) {
        if (params == null) {
            throw new IllegalArgumentException("red: parameters must not be null; use RedParams.of(limit, minTh, maxTh)");
        }
        return () -> new Red(params);
    }

    @Override
    public String displayName() {
        return TYPE.label();
    }

    @Override
    public boolean enqueue(Packet p) {
        updateAverage();
        return admitByRed(p);
    }
}
