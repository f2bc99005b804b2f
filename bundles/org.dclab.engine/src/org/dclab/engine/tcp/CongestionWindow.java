package org.dclab.engine.tcp;

/**
 * A sender's congestion window and slow-start threshold, in bytes. The sender reads them and sets them only where it
 * owns the decision (the initial window, restart after idle, the one-segment floor). Its congestion view, which applies
 * a control's floors, and its loss recovery, which inflates and deflates beyond them, are the only objects it hands
 * this to, so raw writes have no other way in.
 */
final class CongestionWindow {
    private long cwndBytes;
    private long ssthreshBytes = Long.MAX_VALUE;

    CongestionWindow(long initialBytes) {
        this.cwndBytes = initialBytes;
    }

    long cwndBytes() {
        return cwndBytes;
    }

    long ssthreshBytes() {
        return ssthreshBytes;
    }

    void setCwndBytes(long v) {
        cwndBytes = v;
    }

    void setSsthreshBytes(long v) {
        ssthreshBytes = v;
    }
}
