package org.dclab.engine.tcp;

/** A sender as its congestion control sees it: reads pass through, writes are clamped by the sender. */
final class SenderCongestionView implements CongestionState {
    private final TcpSender s;

    SenderCongestionView(TcpSender sender) {
        this.s = sender;
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
        s.setCwndFromCc(v);
    }

    @Override
    public long ssthreshBytes() {
        return s.ssthreshBytes();
    }

    @Override
    public void setSsthreshBytes(long v) {
        s.setSsthreshFromCc(v);
    }

    @Override
    public long bytesInFlight() {
        return s.sndNxt() - s.sndUna();
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
        return s.pacingRateBps();
    }

    @Override
    public void setPacingRateBps(long rateBps) {
        s.setPacingRateFromCc(rateBps);
    }

    @Override
    public boolean isCwndLimited() {
        return s.isCwndLimited();
    }
}
