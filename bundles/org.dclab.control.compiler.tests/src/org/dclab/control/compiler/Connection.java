package org.dclab.control.compiler;

import org.dclab.engine.tcp.CongestionState;
import org.dclab.engine.tcp.GrowthRule;
import org.dclab.engine.tcp.SsthreshRule;

/** A connection's state as a control sees it, set by hand: what an oracle needs and nothing the sender computes. */
final class Connection implements CongestionState {

    static final int MSS = 1000;

    long cwndBytes;
    long ssthreshBytes = Long.MAX_VALUE;
    long inFlightBytes;
    boolean inRecovery;

    Connection(long cwndSegments) {
        this.cwndBytes = cwndSegments * MSS;
        this.inFlightBytes = cwndBytes;
    }

    @Override
    public long nowPs() {
        return 0;
    }

    @Override
    public int mssBytes() {
        return MSS;
    }

    @Override
    public long cwndBytes() {
        return cwndBytes;
    }

    @Override
    public void setCwndBytes(long cwnd) {
        cwndBytes = cwnd;
    }

    @Override
    public long ssthreshBytes() {
        return ssthreshBytes;
    }

    @Override
    public void setSsthreshBytes(long ssthresh) {
        ssthreshBytes = ssthresh;
    }

    @Override
    public long bytesInFlight() {
        return inFlightBytes;
    }

    @Override
    public GrowthRule growthRule() {
        return null;
    }

    @Override
    public SsthreshRule ssthreshRule() {
        return null;
    }

    @Override
    public long sndUna() {
        return 0;
    }

    @Override
    public long sndNxt() {
        return inFlightBytes;
    }

    @Override
    public long srttPs() {
        return 100_000_000L;
    }

    @Override
    public long minRttPs() {
        return 100_000_000L;
    }

    @Override
    public long initialWindowBytes() {
        return 10L * MSS;
    }

    @Override
    public boolean inRecovery() {
        return inRecovery;
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
        return true;
    }
}
