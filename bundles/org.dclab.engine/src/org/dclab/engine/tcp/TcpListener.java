package org.dclab.engine.tcp;

import org.dclab.engine.explain.Reason;

/**
 * Observer of TCP endpoints (probes and collectors). Sender events carry the {@link TcpSender}; delivery events
 * carry the {@link TcpReceiver}. Window values are reported only when they change. Called on the simulation
 * thread; all methods default to doing nothing.
 */
public interface TcpListener {
    default void onEstablished(long nowPs, TcpSender s) {
    }

    default void onCwnd(long nowPs, TcpSender s, long cwndBytes) {
    }

    default void onSsthresh(long nowPs, TcpSender s, long ssthreshBytes) {
    }

    default void onRttSample(long nowPs, TcpSender s, long rttPs, long srttPs) {
    }

    /** The retransmission timer expired after {@code rtoPs}; {@code backoffs} counts earlier expiries in a row. */
    default void onRto(long nowPs, TcpSender s, long rtoPs, int backoffs) {
    }

    default void onRetransmit(long nowPs, TcpSender s, long seq, int bytes) {
    }

    /** Fast recovery began ({@code entering}) or ended. */
    default void onRecovery(long nowPs, TcpSender s, boolean entering) {
    }

    /** Every byte the application wrote so far is acknowledged. */
    default void onAllAcked(long nowPs, TcpSender s, long bytes) {
    }

    default void onClosed(long nowPs, TcpSender s, boolean reset) {
    }

    /**
     * Whether this listener wants {@link #onReason}. Asked once, when it is added: a sender builds reasons only
     * while one of its listeners wants them, so with none each decision point costs one branch.
     */
    default boolean wantsReasons() {
        return false;
    }

    /** Why the window was just cut or the retransmission timer expired; the window itself follows in onCwnd. */
    default void onReason(long nowPs, TcpSender s, Reason reason) {
    }

    /** In-order bytes handed to the receiving application. */
    default void onDelivered(long nowPs, TcpReceiver r, long bytes, long totalBytes) {
    }
}
