package org.dclab.sim.internal.trace;

import java.util.Locale;

import org.dclab.engine.app.IncastListener;
import org.dclab.sim.trace.TraceDetail;
import org.dclab.sim.trace.TraceKind;

/** An incast client's connection window and lost connections, as trace events of the application. */
record IncastTrace(TraceRecorder recorder, String app) implements IncastListener {

    private static final TraceDetail CON_WND_DETAIL = (conWndBits, unused, unused2, none) -> String.format(Locale.ROOT, "con_wnd %.3f",
            Double.longBitsToDouble(conWndBits));
    private static final TraceDetail LOST_DETAIL = (remainingBytes, unused, unused2, server) -> "server " + server + ", " + remainingBytes
            + " bytes re-requested";

    @Override
    public void onConnectionWindow(long nowPs, double conWnd) {
        recorder.record(TraceKind.CON_WND, app, "", CON_WND_DETAIL, Double.doubleToRawLongBits(conWnd), 0, 0, 0);
    }

    @Override
    public void onLostConnection(long nowPs, int server, long remainingBytes) {
        recorder.record(TraceKind.LOST_CONNECTION, app, "", LOST_DETAIL, remainingBytes, 0, 0, server);
    }
}
