package org.dclab.engine.core;

/** Why a call to {@link Simulator#runUntil(long)} or {@link Simulator#run()} returned. */
public enum StopReason {
    /** No event left. */
    EMPTY,
    /** The next event lies beyond the requested end time; the clock now equals that end time. */
    TIME_LIMIT,
    /** {@link Simulator#requestPause()} was honoured; a later run call resumes where this one stopped. */
    PAUSED,
    /** {@link Simulator#requestCancel()} was honoured; the simulator will not run again. */
    CANCELLED
}
