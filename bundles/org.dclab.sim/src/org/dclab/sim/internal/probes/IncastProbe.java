package org.dclab.sim.internal.probes;

import org.dclab.engine.app.IncastListener;
import org.dclab.model.ProbeKind;
import org.dclab.sim.Measure;
import org.dclab.sim.Series;
import org.dclab.sim.SeriesKey;

/**
 * One figure of an incast client as a series: con_wnd and live connections (on every change), the advertised
 * window (on every change; Naive leaves the window to TCP and records none), or the connections declared lost so
 * far (from 0 at the start, one step per loss).
 */
final class IncastProbe implements IncastListener {

    private final SeriesSink sink;
    private final Series series;
    private final ProbeKind kind;
    private long lost;

    IncastProbe(SeriesSink sink, String appName, ProbeKind kind, long nowPs) {
        this.sink = sink;
        this.kind = kind;
        this.series = sink.create(SeriesKey.ofApplication(appName, Measure.of(kind)));
        if (kind == ProbeKind.LOST_CONNECTIONS) {
            sink.record(series, nowPs, 0);
        }
    }

    @Override
    public void onConnectionWindow(long nowPs, double conWnd) {
        if (kind == ProbeKind.CON_WND) {
            sink.record(series, nowPs, conWnd);
        }
    }

    @Override
    public void onLiveConnections(long nowPs, int live) {
        if (kind == ProbeKind.LIVE_CONNECTIONS) {
            sink.record(series, nowPs, live);
        }
    }

    @Override
    public void onAdvertisedWindow(long nowPs, long windowBytes) {
        if (kind == ProbeKind.AWND) {
            sink.record(series, nowPs, windowBytes);
        }
    }

    @Override
    public void onLostConnection(long nowPs, int server, long remainingBytes) {
        if (kind == ProbeKind.LOST_CONNECTIONS) {
            sink.record(series, nowPs, ++lost);
        }
    }
}
