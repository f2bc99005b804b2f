package org.dclab.engine.probe;

/**
 * Summary of one flow: sizes in bytes, times in picoseconds ({@code endPs} and {@code receivedPs} are -1 for a flow
 * not yet there). Two completion times, as papers report either: {@link #completionTimePs()} from connect to the
 * acknowledgement of the last byte at the sender, and {@link #receiverCompletionTimePs()} from connect (the flow's
 * arrival) to the last byte in order at the receiver, the usual definition, half a round trip shorter. Each has its
 * slowdown, the completion time over the {@link IdealFct ideal} one, where the flow's ideal is known (null if not).
 */
public record FlowRecord(int flowId, String name, long startPs, long endPs, long bytes, long retransmits, long timeouts,
        long receivedPs, IdealFct ideal) {

    /** A flow whose receiver side is not recorded. */
    public FlowRecord(int flowId, String name, long startPs, long endPs, long bytes, long retransmits, long timeouts) {
        this(flowId, name, startPs, endPs, bytes, retransmits, timeouts, -1);
    }

    /** A flow whose ideal completion times are not known. */
    public FlowRecord(int flowId, String name, long startPs, long endPs, long bytes, long retransmits, long timeouts,
            long receivedPs) {
        this(flowId, name, startPs, endPs, bytes, retransmits, timeouts, receivedPs, null);
    }

    public boolean completed() {
        return endPs >= 0;
    }

    public long completionTimePs() {
        return endPs < 0 ? -1 : endPs - startPs;
    }

    /** Whether the receiver has every byte of the flow in order. */
    public boolean received() {
        return receivedPs >= 0;
    }

    public long receiverCompletionTimePs() {
        return receivedPs < 0 ? -1 : receivedPs - startPs;
    }

    /** Completion time at the sender over its ideal; NaN for a flow not completed or with no ideal. */
    public double slowdown() {
        return completed() && ideal != null ? completionTimePs() / (double) ideal.ackedPs() : Double.NaN;
    }

    /** Completion time at the receiver over its ideal; NaN for a flow not received or with no ideal. */
    public double receiverSlowdown() {
        return received() && ideal != null ? receiverCompletionTimePs() / (double) ideal.receivedPs() : Double.NaN;
    }
}
