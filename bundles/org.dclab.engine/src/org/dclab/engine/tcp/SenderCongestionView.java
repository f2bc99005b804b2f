package org.dclab.engine.tcp;

import java.util.ArrayList;
import java.util.List;

import org.dclab.engine.explain.Reason;
import org.dclab.engine.explain.ReasonKind;

/** A sender as its congestion control sees it: reads pass through, writes are clamped by the sender. */
final class SenderCongestionView implements CongestionState {
    private final TcpSender s;
    private final CongestionWindow window;
    /** The sender's listeners when one of them wants reasons, else null: the one branch explaining costs. */
    private TcpListener reasonListener;
    /** Window reasons of the event being processed, handed over when the sender reports the window. */
    private List<Reason> pendingCuts;
    private long reportedCwnd = -1;
    private long reportedSsthresh = -1;

    SenderCongestionView(TcpSender sender, CongestionWindow window) {
        this.s = sender;
        this.window = window;
    }

    @Override
    public long nowPs() {
        return s.nowPs();
    }

    @Override
    public int mssBytes() {
        return s.mssBytes();
    }

    @Override
    public long cwndBytes() {
        return s.cwndBytes();
    }

    @Override
    public void setCwndBytes(long v) {
        // A control never takes the window below one segment, nor ssthresh below two (RFC 5681); only loss
        // recovery, writing raw, inflates and deflates beyond these floors.
        window.setCwndBytes(Math.max(v, s.mssBytes()));
    }

    @Override
    public long ssthreshBytes() {
        return s.ssthreshBytes();
    }

    @Override
    public void setSsthreshBytes(long v) {
        window.setSsthreshBytes(Math.max(v, 2L * s.mssBytes()));
    }

    /** The flight less what limited transmit sent, which RFC 5681 (section 3.2) keeps out of the loss response. */
    @Override
    public long bytesInFlight() {
        return s.sndNxt() - s.sndUna() - s.limitedTransmitBytes();
    }

    @Override
    public GrowthRule growthRule() {
        return s.config().growthRule();
    }

    @Override
    public SsthreshRule ssthreshRule() {
        return s.config().ssthreshRule();
    }

    @Override
    public long sndUna() {
        return s.sndUna();
    }

    @Override
    public long sndNxt() {
        return s.sndNxt();
    }

    @Override
    public long srttPs() {
        return s.rtt().srttPs();
    }

    @Override
    public long minRttPs() {
        return s.rtt().minRttPs();
    }

    @Override
    public long initialWindowBytes() {
        return s.initialWindowBytes();
    }

    @Override
    public boolean inRecovery() {
        return s.inRecovery();
    }

    @Override
    public boolean ecnEnabled() {
        return s.ecnNegotiated();
    }

    @Override
    public long pacingRateBps() {
        return s.pacer().rateBps();
    }

    @Override
    public void setPacingRateBps(long rateBps) {
        if (rateBps < 0) {
            throw new IllegalArgumentException("tcp flow " + s.connection().name() + ": pacing rate must be >= 0 bit/s, got " + rateBps);
        }
        s.pacer().setRateFromCongestionControl(rateBps);
    }

    @Override
    public boolean isCwndLimited() {
        return s.isCwndLimited();
    }

    void explainTo(TcpListener listeners) {
        reasonListener = listeners != null && listeners.wantsReasons() ? listeners : null;
    }

    @Override
    public boolean explaining() {
        return reasonListener != null;
    }

    @Override
    public void explain(Reason reason) {
        if (reason.kind() != ReasonKind.WINDOW_CUT) {
            reasonListener.onReason(s.nowPs(), s, reason);
            return;
        }
        if (pendingCuts == null) {
            pendingCuts = new ArrayList<>(2);
        }
        pendingCuts.add(reason);
    }

    /** Hands over this event's reasons, then tells {@code listeners} (may be null) the windows that changed. */
    void report(TcpListener listeners) {
        long cwnd = s.cwndBytes();
        deliverPending(cwnd);
        if (listeners == null) {
            return;
        }
        if (cwnd != reportedCwnd) {
            reportedCwnd = cwnd;
            listeners.onCwnd(s.nowPs(), s, cwnd);
        }
        long ssthresh = s.ssthreshBytes();
        if (ssthresh != reportedSsthresh) {
            reportedSsthresh = ssthresh;
            listeners.onSsthresh(s.nowPs(), s, ssthresh);
        }
    }

    /** Hands over this event's window reasons, the last one settled on the window the sender reports. */
    private void deliverPending(long reportedCwndBytes) {
        if (pendingCuts == null || pendingCuts.isEmpty()) {
            return;
        }
        int last = pendingCuts.size() - 1;
        for (int i = 0; i < last; i++) {
            reasonListener.onReason(s.nowPs(), s, pendingCuts.get(i));
        }
        reasonListener.onReason(s.nowPs(), s, WindowReasons.settled(pendingCuts.get(last), reportedCwndBytes, s.mssBytes()));
        pendingCuts.clear();
    }
}
