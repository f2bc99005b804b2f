package org.dclab.sim;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.dclab.engine.core.Simulator;
import org.dclab.engine.net.Network;
import org.dclab.engine.net.Port;
import org.dclab.sim.internal.apps.RunningApplication;

/**
 * The summary of a run: scenario, seed, status, simulated time and events, network-wide drops and marks, the
 * headline figures (total goodput, mean request completion time of incast clients, RTO count, incast connections
 * declared lost) and one section per application. The headline goodput sums the applications measured by it (long
 * flows, CBR sources, incast clients; see {@link RunningApplication#countsInHeadlineGoodput()}) and is NaN (null,
 * "-") when there is none, as in a run of background traffic alone, whose flows report their own goodput. Wall-clock figures are left out on purpose: they would make two
 * identical runs differ.
 */
final class RunSummaries {

    private RunSummaries() {
    }

    static Map<String, Object> summarize(String scenario, Simulator sim, Network net, List<RunningApplication> apps,
            RunStatus status) {
        long now = sim.nowPs();
        Map<String, Object> summary = new LinkedHashMap<>();
        summary.put("scenario", scenario);
        summary.put("seed", sim.masterSeed());
        summary.put("status", status.jsonName());
        summary.put("simulatedSeconds", now / 1e12);
        summary.put("events", sim.eventCount());
        Map<String, Map<String, Object>> perApp = new LinkedHashMap<>();
        double goodputGbps = 0;
        boolean goodputMeasured = false;
        double rctSumMs = 0;
        int rctCount = 0;
        long rtos = 0;
        long lostConnections = 0;
        for (RunningApplication app : apps) {
            Map<String, Object> s = app.summary(now);
            perApp.put(app.name(), s);
            if (app.countsInHeadlineGoodput()) {
                goodputGbps += s.get("goodputGbps") instanceof Double d && !d.isNaN() ? d : 0;
                goodputMeasured = true;
            }
            if (s.get("rctMs") instanceof Double rct && !rct.isNaN()) {
                rctSumMs += rct;
                rctCount++;
            }
            rtos += app.timeouts();
            lostConnections += s.get("lostConnections") instanceof Long lost ? lost : 0;
        }
        summary.put("goodputGbps", goodputMeasured ? goodputGbps : Double.NaN);
        summary.put("rctMs", rctCount == 0 ? Double.NaN : rctSumMs / rctCount);
        summary.put("rtos", rtos);
        summary.put("lostConnections", lostConnections);
        long drops = 0;
        long marks = 0;
        for (Port port : net.ports().values()) {
            drops += port.queue().dropCount();
            marks += port.queue().markCount();
        }
        summary.put("drops", drops);
        summary.put("marks", marks);
        summary.put("applications", perApp);
        return summary;
    }
}
