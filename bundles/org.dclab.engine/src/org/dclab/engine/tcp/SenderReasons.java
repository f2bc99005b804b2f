package org.dclab.engine.tcp;

import static org.dclab.engine.tcp.WindowReasons.mss;

import org.dclab.engine.explain.Numbers;
import org.dclab.engine.explain.Reason;
import org.dclab.engine.explain.ReasonKind;

/**
 * Reasons for the decisions the sender takes itself, whatever its congestion control: the retransmission timeout,
 * the window of fast retransmit and fast recovery, the one-MSS window after a timeout and the restart after idle.
 * Builders are called only when someone listens.
 */
final class SenderReasons {
    private SenderReasons() {
    }

    /** RFC 6298: the timer that expired, with what it was computed from. */
    static Reason timeout(RttEstimator rtt, TcpConfig cfg, boolean synSent) {
        long rto = rtt.rtoPs();
        int backoffs = rtt.backoffs();
        Reason.Builder b = Reason.of(ReasonKind.RTO, "TCP retransmission timeout (RFC 6298)")
                .input("RTO", rto, "ps")
                .input("backoffs", backoffs, "")
                .input("base RTO", rtt.baseRtoPs(), "ps")
                .input("minRTO", rtt.minRtoPs(), "ps");
        // Before the first RTT sample there is no srtt to show, only the initial RTO.
        if (rtt.srttPs() >= 0) {
            b.input("srtt", rtt.srttPs(), "ps").input("rttvar", rtt.rttvarPs(), "ps");
        }
        String what = synSent ? "no SYN-ACK" : "no ACK";
        String base;
        if (rtt.srttPs() < 0) {
            base = "initial RTO " + Numbers.time(rtt.baseRtoPs());
        } else {
            long computed = rtt.srttPs() + Math.max(rtt.granularityPs(), 4 * rtt.rttvarPs());
            base = "max(minRTO " + Numbers.time(rtt.minRtoPs()) + ", srtt " + Numbers.time(rtt.srttPs()) + " + 4 \u00d7 rttvar "
                    + Numbers.time(rtt.rttvarPs()) + " = " + Numbers.time(computed) + ")";
        }
        return b.text("RTO: " + what + " for " + Numbers.time(rto) + " = " + base + " \u00d7 2^" + backoffs
                + (backoffs > 0 && rto == cfg.maxRtoPs() ? ", capped at maxRTO " + Numbers.time(rto) : ""));
    }

    /** Three duplicate ACKs: ssthresh from the control, cwnd = ssthresh + 3 MSS (RFC 5681 section 3.2). */
    static Reason.Builder fastRetransmit(CongestionControl cc, CongestionState s, int dupAcks) {
        return WindowReasons.start(ReasonKind.WINDOW_CUT, cc, dupAcks + " duplicate ACKs (fast retransmit)", s)
                .input("duplicate ACKs", dupAcks, "");
    }

    static String fastRetransmitText(CongestionState s, int dupAcks, String formula, long ssthreshBytes) {
        return dupAcks + " duplicate ACKs \u2192 " + formula + ", cwnd = " + mss(ssthreshBytes, s) + " + " + dupAcks + " = "
                + mss(s.cwndBytes(), s) + " MSS";
    }

    /** RFC 6675 step 4 on a scoreboard: ssthresh from the control, the window down by PRR or to ssthresh at once. */
    static String recoveryText(CongestionState s, int dupAcks, String formula, boolean prr) {
        return dupAcks + " duplicate ACKs or SACKed segments above the hole \u2192 " + formula
                + (prr ? "; PRR brings cwnd down to it over a round trip" : ", cwnd = ssthresh (RFC 6675)");
    }

    /** RFC 6582 step 5: a partial ACK deflates the window by what it acknowledged, then adds back one MSS. */
    static Reason partialAck(CongestionControl cc, CongestionState s, long cwndBeforeBytes, long ackedBytes) {
        Reason.Builder b = Reason.of(ReasonKind.WINDOW_CUT, cc.displayName() + " partial ACK (RFC 6582)")
                .input("cwnd before", cwndBeforeBytes, "bytes").input("acked", ackedBytes, "bytes")
                .input("MSS", s.mssBytes(), "bytes");
        String text = "partial ACK in fast recovery \u2192 cwnd = " + mss(cwndBeforeBytes, s) + " \u2212 acked " + mss(ackedBytes, s)
                + (ackedBytes >= s.mssBytes() ? " + 1" : "") + " = " + mss(s.cwndBytes(), s) + " MSS";
        return WindowReasons.finish(b, s, text);
    }

    /** RFC 6582 step 3: a full ACK ends recovery and deflates the window to min(ssthresh, flight + 1 MSS). */
    static Reason exitRecovery(CongestionControl cc, CongestionState s, long cwndBeforeBytes) {
        Reason.Builder b = Reason.of(ReasonKind.WINDOW_CUT, cc.displayName() + " full ACK ends fast recovery (RFC 6582)")
                .input("cwnd before", cwndBeforeBytes, "bytes").input("flight", s.bytesInFlight(), "bytes")
                .input("MSS", s.mssBytes(), "bytes");
        String text = "full ACK ends fast recovery \u2192 cwnd = min(ssthresh " + mss(s.ssthreshBytes(), s) + ", flight "
                + mss(s.bytesInFlight(), s) + " + 1) = " + mss(s.cwndBytes(), s) + " MSS";
        return WindowReasons.finish(b, s, text);
    }

    /** RFC 5681 section 3.1: after a timeout the window is one segment. */
    static String timeoutText(CongestionState s, String formula) {
        return "RTO \u2192 " + (formula == null ? "ssthresh kept (timer backed off)" : formula) + ", cwnd = "
                + mss(s.cwndBytes(), s) + " MSS";
    }
}
