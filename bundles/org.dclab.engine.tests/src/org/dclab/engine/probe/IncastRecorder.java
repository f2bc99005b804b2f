package org.dclab.engine.probe;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import org.dclab.engine.app.IncastListener;

/** Records an incast client's con_wnd, live connections and advertised window on change, and every lost connection. */
public final class IncastRecorder implements IncastListener {
    /** One connection declared lost and re-requested. */
    public record LostConnection(long timePs, int server, long remainingBytes) {
    }

    private final TimeSeries conWnd;
    private final TimeSeries live;
    private final TimeSeries awnd;
    private final List<LostConnection> lost = new ArrayList<>();

    public IncastRecorder(String name) {
        conWnd = new TimeSeries(name + " con_wnd");
        live = new TimeSeries(name + " live connections");
        awnd = new TimeSeries(name + " awnd bytes");
    }

    @Override
    public void onConnectionWindow(long nowPs, double value) {
        conWnd.add(nowPs, value);
    }

    @Override
    public void onLiveConnections(long nowPs, int value) {
        live.add(nowPs, value);
    }

    @Override
    public void onAdvertisedWindow(long nowPs, long windowBytes) {
        awnd.add(nowPs, windowBytes);
    }

    @Override
    public void onLostConnection(long nowPs, int server, long remainingBytes) {
        lost.add(new LostConnection(nowPs, server, remainingBytes));
    }

    public TimeSeries conWnd() {
        return conWnd;
    }

    public TimeSeries liveConnections() {
        return live;
    }

    public TimeSeries advertisedWindow() {
        return awnd;
    }

    public List<LostConnection> lostConnections() {
        return Collections.unmodifiableList(lost);
    }
}
