package org.dclab.sim.internal.trace;

import java.util.Locale;

import org.dclab.engine.app.IncastListener;
import org.dclab.sim.trace.TraceKind;

/** An incast client's connection window and lost connections, as trace events of the application. */
record IncastTrace(TraceRecorder recorder, String app) implements IncastListener {

    @Override
    public void onConnectionWindow(long nowPs, double conWnd) {
        recorder.record(TraceKind.CON_WND, app, "", () -> String.format(Locale.ROOT, "con_wnd %.3f", conWnd));
    }

    @Override
    public void onLostConnection(long nowPs, int server, long remainingBytes) {
        recorder.record(TraceKind.LOST_CONNECTION, app, "", () -> "server " + server + ", " + remainingBytes + " bytes re-requested");
    }
}
