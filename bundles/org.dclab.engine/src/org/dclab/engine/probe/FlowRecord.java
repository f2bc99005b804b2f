package org.dclab.engine.probe;

/**
 * Summary of one flow: sizes in bytes, times in picoseconds ({@code endPs} and {@code receivedPs} are -1 for a flow
 * not yet there). Two completion times, as papers report either: {@link #completionTimePs()} from connect to the
 * acknowledgement of the last byte at the sender, and {@link #receiverCompletionTimePs()} from connect (the flow's
 * arrival) to the last byte in order at the receiver, the usual definition, half a round trip shorter.
 */
public record FlowRecord(int flowId, String name, long startPs, long endPs, long bytes, long retransmits, long timeouts,
        long receivedPs) {

    /** A flow whose receiver side is not recorded. */
    public FlowRecord(int flowId, String name, long startPs, long endPs, long bytes, long retransmits, long timeouts) {
        this(flowId, name, startPs, endPs, bytes, retransmits, timeouts, -1);
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
}
