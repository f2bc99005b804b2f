package org.dclab.sim;

/**
 * One flow of a run as the results store keeps it: the application and flow names (as series and the trace name
 * them), start and end in picoseconds ({@code endPs} is -1 while data is outstanding), the bytes the application
 * wrote ({@code -1} when the run does not know the size, as for a generated flow still running), the bytes
 * acknowledged, retransmitted segments and retransmission timeouts.
 */
public record FlowResult(String application, String flow, long startPs, long endPs, long sizeBytes, long ackedBytes,
        long retransmits, long timeouts) {

    /** Flow completion time: from connect to the acknowledgement of the last byte, or -1 while running. */
    public long completionTimePs() {
        return endPs < 0 || startPs < 0 ? -1 : endPs - startPs;
    }
}
