package org.dclab.engine.cc;

import org.dclab.engine.tcp.CongestionState;

/**
 * Reno-style window growth with appropriate byte counting (RFC 3465): slow start adds the bytes acknowledged (at
 * most 2 MSS per ACK), congestion avoidance adds {@code segmentsPerRtt} MSS per window of acknowledged data, so
 * delayed ACKs do not slow the increase (as in Linux's {@code tcp_cong_avoid_ai}, and as the DCTCP and GEMINI
 * analyses assume). Fractions of a byte are carried over between ACKs.
 */
final class WindowGrowth {
    private double creditBytes;

    /** Returns true if the window was in slow start. */
    boolean grow(CongestionState s, long ackedBytes, double segmentsPerRtt) {
        long cwnd = s.cwndBytes();
        int mss = s.mssBytes();
        if (cwnd < s.ssthreshBytes()) {
            s.setCwndBytes(Math.min(cwnd + Math.min(ackedBytes, 2L * mss), s.ssthreshBytes()));
            return true;
        }
        creditBytes += segmentsPerRtt * mss * (double) ackedBytes / cwnd;
        long whole = (long) creditBytes;
        if (whole > 0) {
            creditBytes -= whole;
            s.setCwndBytes(cwnd + whole);
        }
        return false;
    }

    void reset() {
        creditBytes = 0;
    }
}
