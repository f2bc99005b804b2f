package org.dclab.engine.tcp;

import java.util.List;

import org.dclab.engine.explain.Input;
import org.dclab.engine.explain.Numbers;
import org.dclab.engine.explain.Reason;
import org.dclab.engine.explain.ReasonKind;

/**
 * The common frame of a window decision's reason: the control's name, the window and flight before, the MSS, and
 * after the change the new ssthresh and window. The rule in between (α, β, W_max, RTT against a threshold…) is
 * the caller's. Call only when {@link CongestionState#explaining()}.
 */
public final class WindowReasons {
    private WindowReasons() {
    }

    /** Starts a reason for a decision of {@code cc} triggered by {@code trigger}, e.g. "ECN-Echo". */
    public static Reason.Builder start(ReasonKind kind, CongestionControl cc, String trigger, CongestionState s) {
        return Reason.of(kind, cc.displayName() + " " + trigger)
                .input("cwnd before", s.cwndBytes(), "bytes")
                .input("flight", s.bytesInFlight(), "bytes")
                .input("MSS", s.mssBytes(), "bytes");
    }

    /** Adds the window after the change and makes the text "NAME: {@code text}". */
    public static Reason finish(Reason.Builder b, CongestionState s, String text) {
        long ss = s.ssthreshBytes();
        b.input("ssthresh after", ss == Long.MAX_VALUE ? Double.POSITIVE_INFINITY : ss, "bytes")
                .input("cwnd after", s.cwndBytes(), "bytes");
        String rule = b.rule();
        return b.text(rule.substring(0, rule.indexOf(' ')) + ": " + text);
    }

    /**
     * The reason with the window the sender finally reports: a control may grow the window on the same ACK that
     * cut it (RFC 3168's reduction is followed by the usual increase), and the reader sees the reported value.
     */
    static Reason settled(Reason r, long reportedCwndBytes, int mssBytes) {
        double byRule = r.value("cwnd after");
        if (byRule == reportedCwndBytes) {
            return r;
        }
        if (r.kind() == ReasonKind.WINDOW_CUT && reportedCwndBytes > r.value("cwnd before")) {
            // A reduction PRR paces: what the rule decided is ssthresh, and the ACK that brought the signal may still send a
            // segment (Linux's at least one, which carries CWR), leaving the window above the one before for now. Read as
            // "cwnd after" beside "cwnd before", that showed a cut as a growth ("cwnd after 14480 > before 13078").
            return r.amended(List.of(new Input("cwnd for this ACK", reportedCwndBytes, "bytes")), List.of("cwnd after"),
                    "; this ACK still sends first (cwnd " + Numbers.segments(reportedCwndBytes, mssBytes)
                            + " MSS until the cut takes hold)");
        }
        return r.amended(List.of(new Input("cwnd after", reportedCwndBytes, "bytes"), new Input("cwnd by the rule", byRule, "bytes")),
                ", then the same ACK moved it to " + Numbers.segments(reportedCwndBytes, mssBytes) + " MSS");
    }

    /** A window in MSS, e.g. "37.6". */
    public static String mss(long bytes, CongestionState s) {
        return Numbers.segments(bytes, s.mssBytes());
    }
}
