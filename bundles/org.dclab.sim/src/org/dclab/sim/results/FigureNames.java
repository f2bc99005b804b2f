package org.dclab.sim.results;

import java.util.Map;

/**
 * What a person calls each figure of a run's summary, and its unit: "goodputGbps" is the goodput in Gbit/s. The keys
 * stay what the files and the results store use; these names are for people, in the workbench's Results. A key of an
 * application's own figures ("applications.incast.rctMs") is named after the application ("incast ▸ request
 * completion time, mean"). A key this table does not know is spelt out from its camel case, with the unit its
 * suffix names.
 */
public final class FigureNames {

    /** A figure's name and unit ("" for a count or a ratio). */
    public record Figure(String name, String unit) {
    }

    private static final String APPLICATIONS = "applications.";

    private static final Map<String, Figure> KNOWN = Map.ofEntries(
            Map.entry("scenario", new Figure("Scenario", "")),
            Map.entry("seed", new Figure("Seed", "")),
            Map.entry("status", new Figure("Status", "")),
            Map.entry("simulatedSeconds", new Figure("Simulated time", "s")),
            Map.entry("events", new Figure("Events", "")),
            Map.entry("goodputGbps", new Figure("Goodput", "Gbit/s")),
            Map.entry("jainIndex", new Figure("Jain's fairness index of goodputs", "")),
            Map.entry("rctMs", new Figure("Request completion time, mean", "ms")),
            Map.entry("rctP99Ms", new Figure("Request completion time, 99th percentile", "ms")),
            Map.entry("rctMinMs", new Figure("Request completion time, shortest", "ms")),
            Map.entry("rctMaxMs", new Figure("Request completion time, longest", "ms")),
            Map.entry("rtos", new Figure("Retransmission timeouts", "")),
            Map.entry("retransmits", new Figure("Retransmitted segments", "")),
            Map.entry("lostConnections", new Figure("Lost connections", "")),
            Map.entry("drops", new Figure("Packets dropped", "")),
            Map.entry("marks", new Figure("Packets ECN-marked", "")),
            Map.entry("type", new Figure("Application", "")),
            Map.entry("strategy", new Figure("Incast strategy", "")),
            Map.entry("servers", new Figure("Servers", "")),
            Map.entry("blockBytes", new Figure("Block size", "bytes")),
            Map.entry("blocksCompleted", new Figure("Blocks completed", "")),
            Map.entry("finished", new Figure("Finished", "")),
            Map.entry("conWnd", new Figure("con_wnd", "connections")),
            Map.entry("connectionsOpened", new Figure("Connections opened", "")),
            Map.entry("deliveredBytes", new Figure("Delivered", "bytes")),
            Map.entry("ackedBytes", new Figure("Acknowledged", "bytes")),
            Map.entry("writtenBytes", new Figure("Written by the application", "bytes")),
            Map.entry("rateGbps", new Figure("Sending rate", "Gbit/s")),
            Map.entry("flows", new Figure("Flows", "")),
            Map.entry("completed", new Figure("Flows completed", "")),
            Map.entry("fctMeanMs", new Figure("Flow completion time, mean", "ms")),
            Map.entry("fctMedianMs", new Figure("Flow completion time, median", "ms")),
            Map.entry("fctP99Ms", new Figure("Flow completion time, 99th percentile", "ms")),
            Map.entry("fctP999Ms", new Figure("Flow completion time, 99.9th percentile", "ms")),
            Map.entry("fctMs", new Figure("Flow completion time", "ms")));

    /** Unit suffixes of keys, longest first where one ends another. */
    private static final String[][] SUFFIXES = { { "Gbps", "Gbit/s" }, { "Mbps", "Mbit/s" }, { "Bytes", "bytes" },
            { "Seconds", "s" }, { "Ms", "ms" }, { "Us", "\u00b5s" }, { "Ps", "ps" }, { "Packets", "packets" } };

    private FigureNames() {
    }

    /** The name and unit of the figure of {@code key}, a key of {@link Flattened} summaries. */
    public static Figure of(String key) {
        if (key.startsWith(APPLICATIONS)) {
            String rest = key.substring(APPLICATIONS.length());
            int dot = rest.lastIndexOf('.');
            if (dot > 0) {
                Figure own = of(rest.substring(dot + 1));
                return new Figure(rest.substring(0, dot) + " \u25b8 " + own.name(), own.unit());
            }
        }
        int dot = key.lastIndexOf('.');
        String last = dot < 0 ? key : key.substring(dot + 1);
        Figure known = KNOWN.get(last);
        if (known != null) {
            return dot < 0 ? known : new Figure(key.substring(0, dot).replace('.', ' ') + " \u25b8 " + known.name(), known.unit());
        }
        return spelt(key);
    }

    private static Figure spelt(String key) {
        String unit = "";
        String words = key;
        for (String[] suffix : SUFFIXES) {
            if (key.endsWith(suffix[0]) && key.length() > suffix[0].length()) {
                words = key.substring(0, key.length() - suffix[0].length());
                unit = suffix[1];
                break;
            }
        }
        String spaced = words.replace('.', ' ').replaceAll("([a-z0-9])([A-Z])", "$1 $2").toLowerCase(java.util.Locale.ROOT);
        return new Figure(Character.toUpperCase(spaced.charAt(0)) + spaced.substring(1), unit);
    }
}
