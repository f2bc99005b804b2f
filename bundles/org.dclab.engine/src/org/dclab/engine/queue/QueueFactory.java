package org.dclab.engine.queue;

/** Makes one queue per egress port, so a single link specification can configure many ports. */
@FunctionalInterface
public interface QueueFactory {
    QueueDiscipline create();
}
