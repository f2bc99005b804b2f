package org.dclab.engine.queue;

/** Why a queue discarded a packet. */
public enum DropReason {
    /** The arriving packet did not fit the buffer limit. */
    BUFFER_FULL,
    /** An active queue management rule chose to drop (RED early drop, a non-ECT packet over the threshold). */
    AQM,
    /** A packet already queued was removed (CHOKe's matched victim, a Not-ECT packet leaving above K with departure marking). */
    VICTIM
}
