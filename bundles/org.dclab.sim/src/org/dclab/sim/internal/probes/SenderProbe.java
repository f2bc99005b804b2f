package org.dclab.sim.internal.probes;

import org.dclab.engine.tcp.TcpListener;
import org.dclab.engine.tcp.TcpSender;
import org.dclab.model.ProbeKind;
import org.dclab.sim.Series;

/** One sender's congestion window, slow-start threshold or RTT samples. */
final class SenderProbe implements TcpListener {

    private final SeriesSink sink;
    private final Series series;
    private final ProbeKind kind;

    SenderProbe(SeriesSink sink, Series series, ProbeKind kind) {
        this.sink = sink;
        this.series = series;
        this.kind = kind;
    }

    @Override
    public void onCwnd(long nowPs, TcpSender s, long cwndBytes) {
        if (kind == ProbeKind.CWND) {
            sink.record(series, nowPs, cwndBytes);
        }
    }

    /** An infinite threshold (before the first loss) is recorded as NaN, which CSV and JSON can carry. */
    @Override
    public void onSsthresh(long nowPs, TcpSender s, long ssthreshBytes) {
        if (kind == ProbeKind.SSTHRESH) {
            sink.record(series, nowPs, ssthreshBytes == Long.MAX_VALUE ? Double.NaN : ssthreshBytes);
        }
    }

    @Override
    public void onRttSample(long nowPs, TcpSender s, long rttPs, long srttPs) {
        if (kind == ProbeKind.RTT) {
            sink.record(series, nowPs, rttPs);
        }
    }
}
