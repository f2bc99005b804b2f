package org.dclab.sim.internal.build;

import org.dclab.engine.queue.DropTail;
import org.dclab.engine.queue.QueueFactory;
import org.dclab.model.QueueDiscipline;
import org.dclab.model.QueueSettings;
import org.dclab.model.QueueUnit;

/**
 * Which engine queue implements each queue discipline of the model. The one place to change when the engine gains
 * a discipline: return its factory here and {@link #isAvailable} follows.
 */
public final class QueueDisciplineMapping {

    private QueueDisciplineMapping() {
    }

    public static boolean isAvailable(QueueDiscipline discipline) {
        return switch (discipline) {
            case DROP_TAIL -> true;
            case THRESHOLD_ECN, RED, CHOKE, CHOKE_M -> false;
        };
    }

    /** A factory of engine queues with these settings, or null when this build's engine lacks the discipline. */
    public static QueueFactory factory(QueueSettings q) {
        boolean bytes = q.getUnit() == QueueUnit.BYTES;
        return switch (q.getDiscipline()) {
            case DROP_TAIL -> bytes ? DropTail.bytes(q.getBufferLimit()) : DropTail.packets(Math.toIntExact(q.getBufferLimit()));
            case THRESHOLD_ECN, RED, CHOKE, CHOKE_M -> null;
        };
    }
}
