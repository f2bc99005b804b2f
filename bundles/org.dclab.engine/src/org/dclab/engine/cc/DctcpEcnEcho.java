package org.dclab.engine.cc;

import org.dclab.engine.tcp.EcnEchoPolicy;

/**
 * DCTCP's receiver (RFC 8257 section 3.2): ECE on an ACK mirrors the CE bit of the segments it covers. Under
 * delayed ACKs the receiver keeps one bit of state, the CE bit of the last segment; when an arriving segment
 * flips it and an ACK is being held back, that ACK is sent first with the old state, so the sender can count
 * marked bytes exactly. CWR is ignored.
 */
public final class DctcpEcnEcho implements EcnEchoPolicy {
    private boolean ceState;

    @Override
    public boolean flushBefore(boolean ce, boolean ackPending) {
        return ce != ceState && ackPending;
    }

    @Override
    public void onSegment(boolean ce, boolean cwr) {
        ceState = ce;
    }

    @Override
    public boolean echo() {
        return ceState;
    }
}
