package org.dclab.sim;

import java.util.Objects;

/**
 * Which series this is: a measure of a subject, published by the probe that records it. Everything that looks a
 * series up (charts, the selection, the analytic models, queue levels) does so by key; the name derived from it is
 * for legends and result files only, and is never read back.
 */
public record SeriesKey(SeriesSubject subject, Measure measure) {

    public SeriesKey {
        Objects.requireNonNull(subject, "subject");
        Objects.requireNonNull(measure, "measure");
        if (!measure.subjectType().isInstance(subject)) {
            throw new IllegalArgumentException("series key: " + measure + " is a measure of a "
                    + measure.subjectType().getSimpleName().toLowerCase() + ", not of " + subject);
        }
    }

    /** The queue length of the port of {@code node} toward {@code peer}. */
    public static SeriesKey queueLength(String node, String peer) {
        return new SeriesKey(new SeriesSubject.Port(node, peer), Measure.QUEUE_LENGTH);
    }

    /** A measure of application {@code name} as a whole. */
    public static SeriesKey ofApplication(String name, Measure measure) {
        return new SeriesKey(new SeriesSubject.Application(name), measure);
    }

    /**
     * The name in legends and result files: "queue s1->s2 length", "flow1 #0 h1->h3 cwnd", "incast goodput". An
     * application may be named like a measure or like "queue"; its series are found by key all the same.
     */
    public String name() {
        String subjectName = subject instanceof SeriesSubject.Port ? "queue " + subject.label() : subject.label();
        return subjectName + " " + measure.word();
    }

    public String unit() {
        return measure.unit();
    }

    @Override
    public String toString() {
        return name();
    }
}
