package org.dclab.engine.tcp;

/**
 * A sender's counters at one moment: when it connected and when the last written byte was acknowledged (-1 for not
 * yet), payload bytes written and acknowledged, segments retransmitted and retransmission timeouts. A value taken
 * when asked for, so the send path only counts.
 */
public record SenderStats(long startPs, long allAckedPs, long bytesWritten, long bytesAcked, long retransmits,
        long timeouts) {

    /** Whether every written byte is acknowledged. */
    public boolean allAcked() {
        return allAckedPs >= 0;
    }
}
