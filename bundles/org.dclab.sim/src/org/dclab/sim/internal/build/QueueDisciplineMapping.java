package org.dclab.sim.internal.build;

import org.dclab.engine.queue.Choke;
import org.dclab.engine.queue.DropTail;
import org.dclab.engine.queue.MarkingPoint;
import org.dclab.engine.queue.NotEctPolicy;
import org.dclab.engine.queue.QueueFactory;
import org.dclab.engine.queue.Red;
import org.dclab.engine.queue.SampledChoke;
import org.dclab.engine.queue.ThresholdMarking;
import org.dclab.model.QueueSettings;
import org.dclab.model.QueueUnit;
import org.dclab.model.transport.QueueDisciplines;

/**
 * Which engine queue implements each queue discipline of the model, by the type
 * {@link QueueDisciplines#typeOf} registers for its literal, with the model's parameters passed on. The switch is
 * exhaustive, so a discipline the engine gains does not build until its factory is returned here.
 */
public final class QueueDisciplineMapping {

    private QueueDisciplineMapping() {
    }

    /**
     * A factory of engine queues with these settings. The engine checks values validation cannot foresee and throws
     * IllegalArgumentException naming them.
     */
    public static QueueFactory factory(QueueSettings q) {
        boolean bytes = q.getUnit() == QueueUnit.BYTES;
        long limit = q.getBufferLimit();
        return switch (QueueDisciplines.typeOf(q.getDiscipline())) {
            case DROP_TAIL -> bytes ? DropTail.bytes(limit) : DropTail.packets(Math.toIntExact(limit));
            case THRESHOLD_MARKING -> thresholdMarking(q, bytes, limit);
            case RED -> Red.factory(RedSettings.of(q));
            case CHOKE -> Choke.factory(RedSettings.of(q));
            case SAMPLED_CHOKE -> SampledChoke.factory(RedSettings.of(q), q.getChokeSamples(),
                    q.isMarkMatches() ? SampledChoke.MatchAction.MARK : SampledChoke.MatchAction.DROP);
        };
    }

    /** Threshold marking where the settings say; a Not-ECT packet it would mark is admitted unless they say DROP. */
    private static QueueFactory thresholdMarking(QueueSettings q, boolean bytes, long limit) {
        MarkingPoint point = q.getMarkingPoint() == org.dclab.model.MarkingPoint.DEPARTURE ? MarkingPoint.DEPARTURE : MarkingPoint.ARRIVAL;
        NotEctPolicy notEct = q.getNotEctPolicy() == org.dclab.model.NotEctPolicy.DROP ? NotEctPolicy.DROP : NotEctPolicy.ADMIT;
        return bytes ? ThresholdMarking.bytes(limit, q.getMarkingThreshold(), point, notEct)
                : ThresholdMarking.packets(Math.toIntExact(limit), Math.toIntExact(q.getMarkingThreshold()), point, notEct);
    }
}
