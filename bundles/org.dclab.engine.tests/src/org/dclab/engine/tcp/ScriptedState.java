package org.dclab.engine.tcp;

import java.util.ArrayList;
import java.util.List;

import org.dclab.engine.explain.Reason;

/**
 * A congestion state set by hand, for stepping a congestion control through a scripted sequence of ACKs and
 * collecting the reasons it gives. Windows are clamped as the sender clamps them.
 */
public final class ScriptedState implements CongestionState {
    public final List<Reason> reasons = new ArrayList<>();
    public long nowPs;
    public int mssBytes = 1460;
    public long cwndBytes;
    public long ssthresh = Long.MAX_VALUE;
    public long sndUna;
    public long sndNxt;
    public long srttPs = -1;
    public long minRttPs = -1;
    public boolean cwndLimited = true;
    public GrowthRule growthRule = GrowthRule.BYTE_COUNTING;
    public SsthreshRule ssthreshRule = SsthreshRule.FLIGHT_SIZE;

    public ScriptedState(long cwndSegments) {
        cwndBytes = cwndSegments * mssBytes;
    }

    /** An ACK of {@code ackedBytes} at {@code nowPs}, with ECN-Echo if {@code ece}, and an RTT sample (or -1). */
    public static AckSample ack(long nowPs, long ackedBytes, boolean ece, long rttPs) {
        AckSample a = new AckSample();
        a.nowPs = nowPs;
        a.ackedBytes = ackedBytes;
        a.newlyDeliveredBytes = ackedBytes;
        a.ece = ece;
        a.rttPs = rttPs;
        return a;
    }

    /** The one reason given so far. */
    public Reason only() {
        if (reasons.size() != 1) {
            throw new AssertionError("expected one reason, got " + reasons);
        }
        return reasons.get(0);
    }

    @Override
    public long nowPs() {
        return nowPs;
    }

    @Override
    public int mssBytes() {
        return mssBytes;
    }

    @Override
    public long cwndBytes() {
        return cwndBytes;
    }

    @Override
    public void setCwndBytes(long cwnd) {
        cwndBytes = Math.max(cwnd, mssBytes);
    }

    @Override
    public long ssthreshBytes() {
        return ssthresh;
    }

    @Override
    public void setSsthreshBytes(long v) {
        ssthresh = Math.max(v, 2L * mssBytes);
    }

    @Override
    public long bytesInFlight() {
        return sndNxt - sndUna;
    }

    @Override
    public GrowthRule growthRule() {
        return growthRule;
    }

    @Override
    public SsthreshRule ssthreshRule() {
        return ssthreshRule;
    }

    @Override
    public long sndUna() {
        return sndUna;
    }

    @Override
    public long sndNxt() {
        return sndNxt;
    }

    @Override
    public long srttPs() {
        return srttPs;
    }

    @Override
    public long minRttPs() {
        return minRttPs;
    }

    @Override
    public long initialWindowBytes() {
        return 10L * mssBytes;
    }

    @Override
    public boolean inRecovery() {
        return false;
    }

    @Override
    public boolean ecnEnabled() {
        return true;
    }

    @Override
    public long pacingRateBps() {
        return 0;
    }

    @Override
    public void setPacingRateBps(long rateBps) {
    }

    @Override
    public boolean isCwndLimited() {
        return cwndLimited;
    }

    @Override
    public boolean explaining() {
        return true;
    }

    @Override
    public void explain(Reason reason) {
        reasons.add(reason);
    }
}
