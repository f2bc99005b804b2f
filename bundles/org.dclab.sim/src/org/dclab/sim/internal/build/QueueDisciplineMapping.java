package org.dclab.sim.internal.build;

import org.dclab.engine.queue.QueueFactory;
import org.dclab.model.QueueSettings;
import org.dclab.model.transport.QueueDisciplines;

/**
 * The engine queues of a queue's settings: its discipline's descriptor ({@link QueueDisciplines#typeOf}) made with the
 * parameter values the settings store, over its buffer. Each descriptor's factory says how its parameters reach its
 * queues; nothing about any one discipline is written here.
 */
public final class QueueDisciplineMapping {

    private QueueDisciplineMapping() {
    }

    /**
     * A factory of engine queues with these settings. The engine checks values validation cannot foresee and throws
     * IllegalArgumentException naming them.
     */
    public static QueueFactory factory(QueueSettings q) {
        return QueueDisciplines.typeOf(q).queues(QueueDisciplines.valuesOf(q), QueueDisciplines.sizeOf(q));
    }
}
