package org.dclab.ui.views;

import org.dclab.sim.trace.TraceKind;

/** The events "Run to next" can stop after, in the order the panel offers them. */
enum NextEvent {
    DROP("drop", TraceKind.DROP),
    MARK("ECN mark", TraceKind.MARK),
    RTO("RTO", TraceKind.RTO),
    CON_WND("con_wnd change", TraceKind.CON_WND),
    CWND("cwnd change", TraceKind.CWND),
    ACK("ACK", TraceKind.ACK);

    final String label;
    final TraceKind kind;

    NextEvent(String label, TraceKind kind) {
        this.label = label;
        this.kind = kind;
    }
}
