package org.dclab.ui.views;

import java.util.List;
import java.util.Locale;
import java.util.function.Supplier;

import org.dclab.sim.trace.ScheduledEvent;
import org.dclab.sim.trace.TraceEvent;

/**
 * One line of the event list: a trace event that happened, or an engine event still pending (no index). The detail
 * is written only when its cell is drawn: a virtual table draws a few dozen of the twenty thousand rows it holds.
 */
record EventRow(long index, long timePs, String node, String kind, String flow, Supplier<String> detail, boolean pending,
        Supplier<List<String>> packet) {

    static final String PENDING = "pending";

    static EventRow of(TraceEvent e) {
        return new EventRow(e.eventIndex(), e.timePs(), e.node(), e.kind().name(), e.flow(), e::detail, false, e::packet);
    }

    static EventRow of(ScheduledEvent e) {
        return new EventRow(-1, e.timePs(), "", PENDING, "", e::label, true, List::of);
    }

    String column(int i) {
        return switch (i) {
            case 0 -> pending ? "next" : Long.toString(index);
            case 1 -> String.format(Locale.ROOT, "%.6f", timePs / 1e6);
            case 2 -> node;
            case 3 -> kind;
            case 4 -> flow;
            default -> detail.get();
        };
    }
}
