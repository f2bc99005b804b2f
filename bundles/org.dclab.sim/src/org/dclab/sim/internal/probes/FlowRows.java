package org.dclab.sim.internal.probes;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.dclab.sim.live.QueuedFlow;

/**
 * The rows an inspector lists for a port: every flow with packets waiting, then the flows that hold nothing now but
 * were dropped or marked there, one by one up to {@link #APART} of an application and summed in one row per
 * application beyond. A generator of short flows hits a busy port with thousands over a run; listed one by one they
 * would bury the few that hold the queue, and a class asks which application loses packets, not which of its 3,000
 * flows.
 */
final class FlowRows {

    /** An application's flows with nothing waiting listed apart before they are summed. */
    static final int APART = 4;

    private FlowRows() {
    }

    /** {@code flows}, those with packets waiting first as given, the others by application as given. */
    static List<QueuedFlow> of(List<QueuedFlow> flows) {
        List<QueuedFlow> rows = new ArrayList<>();
        Map<String, List<QueuedFlow>> idle = new LinkedHashMap<>();
        for (QueuedFlow f : flows) {
            if (f.packets() > 0) {
                rows.add(f);
            } else {
                idle.computeIfAbsent(f.application(), a -> new ArrayList<>()).add(f);
            }
        }
        idle.forEach((application, quiet) -> {
            if (quiet.size() <= APART) {
                rows.addAll(quiet);
            } else {
                long drops = quiet.stream().mapToLong(QueuedFlow::drops).sum();
                long marks = quiet.stream().mapToLong(QueuedFlow::marks).sum();
                rows.add(new QueuedFlow(application, QueuedFlow.quietFlows(application, quiet.size()), 0, 0, drops, marks));
            }
        });
        return rows;
    }
}
