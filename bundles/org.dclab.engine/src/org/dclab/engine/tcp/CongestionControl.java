package org.dclab.engine.tcp;

import org.dclab.engine.explain.Numbers;
import org.dclab.engine.explain.Reason;
import org.dclab.engine.explain.ReasonKind;

/**
 * Pluggable congestion control, in the manner of Linux's {@code tcp_congestion_ops}. The sender owns loss
 * detection and recovery (fast retransmit, NewReno partial ACKs, RTO with back-off, window inflation in recovery);
 * the congestion control decides window growth on ACKs and the reduction applied on loss, timeout and ECN-Echo.
 * One instance serves one connection.
 */
public interface CongestionControl {
    /** Short name for probes and reports, e.g. "newreno". */
    String name();

    /** The name a textbook gives the control, e.g. "NewReno"; explanations of its decisions start with it. */
    String displayName();

    /** Called once when the connection is established; may set the initial window, ssthresh or a pacing rate. */
    default void init(CongestionState s) {
    }

    /** Called for every ACK (new or duplicate) after the sender's own bookkeeping. */
    void onAck(CongestionState s, AckSample ack);

    /** The slow-start threshold after a loss is detected (fast retransmit or RTO). */
    long ssthreshAfterLoss(CongestionState s);

    /** Fast retransmit has started recovery; ssthresh is set, cwnd is ssthresh plus the dupACK inflation. */
    default void onEnterRecovery(CongestionState s) {
    }

    /** A full ACK ended fast recovery; cwnd has been deflated. */
    default void onExitRecovery(CongestionState s) {
    }

    /** The retransmission timer expired; cwnd is one MSS and ssthresh is set. */
    default void onRetransmitTimeout(CongestionState s) {
    }

    /**
     * ECN-Echo arrived and the sender may reduce (at most once per window of data, never during loss recovery).
     * The default is RFC 3168: behave as for a loss, without retransmitting.
     */
    default void onEcnEcho(CongestionState s) {
        long ss = ssthreshAfterLoss(s);
        Reason.Builder why = s.explaining() ? WindowReasons.start(ReasonKind.WINDOW_CUT, this, "ECN-Echo (RFC 3168)", s) : null;
        String formula = why == null ? null : explainLoss(s, ss, why);
        s.setSsthreshBytes(ss);
        s.setCwndBytes(ss);
        if (why != null) {
            s.explain(WindowReasons.finish(why, s, "ECN-Echo, answered as a loss \u2192 " + formula + ", cwnd = ssthresh"));
        }
    }

    /**
     * The slow-start threshold after ECN-Echo when the sender brings the window down to it by proportional rate
     * reduction (Linux's CWR state; {@link TcpConfig#prr}). As for a loss unless the control says otherwise: DCTCP
     * cuts by alpha/2.
     */
    default long ssthreshAfterEcnEcho(CongestionState s) {
        return ssthreshAfterLoss(s);
    }

    /** The rule behind {@link #ssthreshAfterEcnEcho}, as {@link #explainLoss} for losses. */
    default String explainEcnEcho(CongestionState s, long ssthreshBytes, Reason.Builder reason) {
        return explainLoss(s, ssthreshBytes, reason);
    }

    /**
     * Whether ECN-Echo asks for a window reduction to {@link #ssthreshAfterEcnEcho} that the sender carries out
     * (RFC 3168, DCTCP). False for controls that read the echo themselves in {@code onAck} (GEMINI, once per round)
     * or ignore it (BBR); the sender then only calls {@link #onEcnEcho}, at most once per window.
     */
    default boolean reducesOnEcnEcho() {
        return true;
    }

    /**
     * Whether the control sets the window itself during recovery, as a Linux {@code cong_control} does (BBR), so the
     * sender applies neither PRR nor cwnd = ssthresh at the end of recovery.
     */
    default boolean controlsWindowInRecovery() {
        return false;
    }

    /**
     * The rule behind the value {@link #ssthreshAfterLoss} just returned, as a formula with its numbers, e.g.
     * "ssthresh = max(flight 40 / 2, 2) = 20 MSS"; adds what it read beyond cwnd and flight to {@code reason}.
     * Called only when someone listens, right after {@code ssthreshAfterLoss}, before the window changes.
     */
    default String explainLoss(CongestionState s, long ssthreshBytes, Reason.Builder reason) {
        return "ssthresh = " + Numbers.segments(ssthreshBytes, s.mssBytes()) + " MSS";
    }

    /** A data segment left the sender; BBR-like controls use it for their own accounting. */
    default void onSend(CongestionState s, long seq, int bytes, boolean retransmission) {
    }
}
