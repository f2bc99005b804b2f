package org.dclab.engine.queue;

import org.dclab.engine.api.Parameter;
import org.dclab.engine.api.QueueType;

/**
 * CHOKe (Pan, Prabhakar and Psounis, INFOCOM 2000) as in Linux {@code sch_choke}: once RED's average exceeds
 * min_th, each arrival is compared with one packet drawn uniformly from the queue; if both belong to the same flow
 * both are dropped (never marked: the match is the penalty for the flow that fills the queue), otherwise RED
 * decides. A flow that sends faster than its share holds more of the queue and so is matched more often, which
 * is how CHOKe restrains unresponsive flows without per-flow state. It is {@link SampledChoke} with one draw.
 */
public final class Choke {

    /** CHOKe with one draw per arrival, RED's parameters; matches are dropped, never marked. */
    public static final QueueType TYPE = QueueType.builder("choke", "CHOKe")
            .summary("CHOKe (Pan, Prabhakar and Psounis, INFOCOM 2000): an arrival matching a random queued packet's flow drops both")
            .parameters(Red.PARAMETERS.toArray(Parameter[]::new)).marksWhen(Red.MARK_ECN.name()).rules(Red.RULES)
            .factory((v, size) -> factory(RedSettings.of(v, size))).build();

    private Choke() {
    }

    public static QueueFactory factory(RedParams params) {
        if (params == null) {
            throw new IllegalArgumentException("choke: parameters must not be null; use RedParams.of(limit, minTh, maxTh)");
        }
        return SampledChoke.factory(params, 1, SampledChoke.MatchAction.DROP);
    }
}
