package org.dclab.engine.tcp;

import org.dclab.engine.explain.Reason;

/** Fan-out of two listeners, so several probes can share an endpoint's single listener slot. */
final class TcpListeners implements TcpListener {
    private final TcpListener a;
    private final TcpListener b;

    private TcpListeners(TcpListener a, TcpListener b) {
        this.a = a;
        this.b = b;
    }

    static TcpListener both(TcpListener a, TcpListener b) {
        return a == null ? b : b == null ? a : new TcpListeners(a, b);
    }

    @Override
    public void onEstablished(long nowPs, TcpSender s) {
        a.onEstablished(nowPs, s);
        b.onEstablished(nowPs, s);
    }

    @Override
    public void onCwnd(long nowPs, TcpSender s, long cwndBytes) {
        a.onCwnd(nowPs, s, cwndBytes);
        b.onCwnd(nowPs, s, cwndBytes);
    }

    @Override
    public void onSsthresh(long nowPs, TcpSender s, long ssthreshBytes) {
        a.onSsthresh(nowPs, s, ssthreshBytes);
        b.onSsthresh(nowPs, s, ssthreshBytes);
    }

    @Override
    public void onRttSample(long nowPs, TcpSender s, long rttPs, long srttPs) {
        a.onRttSample(nowPs, s, rttPs, srttPs);
        b.onRttSample(nowPs, s, rttPs, srttPs);
    }

    @Override
    public void onRto(long nowPs, TcpSender s, long rtoPs, int backoffs) {
        a.onRto(nowPs, s, rtoPs, backoffs);
        b.onRto(nowPs, s, rtoPs, backoffs);
    }

    @Override
    public void onRetransmit(long nowPs, TcpSender s, long seq, int bytes) {
        a.onRetransmit(nowPs, s, seq, bytes);
        b.onRetransmit(nowPs, s, seq, bytes);
    }

    @Override
    public void onRecovery(long nowPs, TcpSender s, boolean entering) {
        a.onRecovery(nowPs, s, entering);
        b.onRecovery(nowPs, s, entering);
    }

    @Override
    public void onAllAcked(long nowPs, TcpSender s, long bytes) {
        a.onAllAcked(nowPs, s, bytes);
        b.onAllAcked(nowPs, s, bytes);
    }

    @Override
    public void onClosed(long nowPs, TcpSender s, boolean reset) {
        a.onClosed(nowPs, s, reset);
        b.onClosed(nowPs, s, reset);
    }

    @Override
    public boolean wantsReasons() {
        return a.wantsReasons() || b.wantsReasons();
    }

    @Override
    public void onReason(long nowPs, TcpSender s, Reason reason) {
        a.onReason(nowPs, s, reason);
        b.onReason(nowPs, s, reason);
    }

    @Override
    public void onDelivered(long nowPs, TcpReceiver r, long bytes, long totalBytes) {
        a.onDelivered(nowPs, r, bytes, totalBytes);
        b.onDelivered(nowPs, r, bytes, totalBytes);
    }
}
