package org.dclab.cli;

import java.io.PrintWriter;
import java.util.Map;

/** The summary for people: one "name: value" line per figure, applications indented under their names. */
final class HumanSummary {

    private HumanSummary() {
    }

    static void print(Map<?, ?> summary, PrintWriter out) {
        print(summary, out, "");
    }

    private static void print(Map<?, ?> map, PrintWriter out, String indent) {
        for (Map.Entry<?, ?> e : map.entrySet()) {
            if (e.getValue() instanceof Map<?, ?> inner) {
                out.println(indent + e.getKey() + ":");
                print(inner, out, indent + "  ");
            } else {
                out.println(indent + e.getKey() + ": " + format(e.getValue()));
            }
        }
    }

    private static String format(Object value) {
        if (value instanceof Double d) {
            return d.isNaN() ? "-" : String.format(java.util.Locale.ROOT, "%.6g", d);
        }
        return String.valueOf(value);
    }
}
