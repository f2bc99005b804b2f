package org.dclab.engine.tcp;

import static org.dclab.engine.tcp.WindowReasons.mss;

import org.dclab.engine.explain.Numbers;
import org.dclab.engine.explain.Reason;
import org.dclab.engine.explain.ReasonKind;

/**
 * The window of a sender that starts again after more than an RTO with nothing in flight, by its {@link IdleRestart}
 * rule. A control that sets the window itself (BBR) is left alone, as Linux skips its {@code cong_control} controls.
 */
final class RestartAfterIdle {
    private RestartAfterIdle() {
    }

    static void apply(IdleRestart rule, CongestionControl cc, CongestionState s, CongestionWindow window, long idlePs, long rtoPs) {
        long cwnd = s.cwndBytes();
        long restartBytes = Math.min(cwnd, s.initialWindowBytes());
        long after;
        String text;
        if (rule == IdleRestart.DECAY) {
            // tcp_cwnd_restart: ssthresh remembers three quarters of the window, which is halved once per RTO idle.
            if (!s.inRecovery()) {
                window.setSsthreshBytes(Math.max(s.ssthreshBytes(), (cwnd >> 1) + (cwnd >> 2)));
            }
            long decayed = cwnd;
            int halvings = 0;
            for (long left = idlePs - rtoPs; left > 0 && decayed > restartBytes; left -= rtoPs) {
                decayed >>= 1;
                halvings++;
            }
            after = Math.max(decayed, restartBytes);
            text = "idle " + Numbers.time(idlePs) + " = " + Numbers.format(idlePs / (double) rtoPs) + " RTO \u2192 cwnd " + mss(cwnd, s)
                    + " halved " + halvings + " times, at least min(cwnd, IW " + mss(s.initialWindowBytes(), s) + ") = " + mss(after, s)
                    + " MSS (RFC 2861, Linux)";
        } else {
            after = restartBytes;
            text = "idle " + Numbers.time(idlePs) + " > RTO " + Numbers.time(rtoPs) + " \u2192 cwnd = min(cwnd " + mss(cwnd, s) + ", IW "
                    + mss(s.initialWindowBytes(), s) + ") = " + mss(after, s) + " MSS";
        }
        if (s.explaining() && after < cwnd) {
            Reason.Builder b = WindowReasons.start(ReasonKind.WINDOW_CUT, cc,
                    rule == IdleRestart.DECAY ? "restart after idle (RFC 2861)" : "restart after idle (RFC 5681 4.1)", s)
                    .input("idle", idlePs, "ps").input("RTO", rtoPs, "ps").input("initial window", s.initialWindowBytes(), "bytes");
            // The window is assigned below; the reason reports it as the value to come.
            b.input("ssthresh after", s.ssthreshBytes() == Long.MAX_VALUE ? Double.POSITIVE_INFINITY : s.ssthreshBytes(), "bytes")
                    .input("cwnd after", after, "bytes");
            s.explain(b.text(cc.displayName() + ": " + text));
        }
        window.setCwndBytes(after);
    }
}
