package org.dclab.engine.probe;

/**
 * Summary of one flow: sizes in bytes, times in picoseconds ({@code endPs} is -1 for a flow still running).
 * The flow completion time is {@code endPs - startPs}, from connect to the acknowledgement of the last byte.
 */
public record FlowRecord(int flowId, String name, long startPs, long endPs, long bytes, long retransmits, long timeouts) {
    public boolean completed() {
        return endPs >= 0;
    }

    public long completionTimePs() {
        return endPs < 0 ? -1 : endPs - startPs;
    }
}
