package org.dclab.engine.tcp;

/** RFC 3168 section 6.1.3: after a CE segment, set ECE on every ACK until a segment with CWR arrives. */
public final class Rfc3168EcnEcho implements EcnEchoPolicy {
    private boolean ece;

    @Override
    public boolean flushBefore(boolean ce, boolean ackPending) {
        return false;
    }

    @Override
    public void onSegment(boolean ce, boolean cwr) {
        if (cwr) {
            ece = false;
        }
        if (ce) {
            ece = true;
        }
    }

    @Override
    public boolean echo() {
        return ece;
    }
}
