package org.dclab.ui.export;

import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.dclab.sim.bundle.Reproduction;
import org.dclab.sim.bundle.RunBundle;
import org.dclab.sim.bundle.RunRecipe;

/** The words a person reads after a bundle was made again: what it was, whether it matched, the headline figures. */
final class ReproductionReport {

    private static final List<String> HEADLINE = List.of("goodputGbps", "rctMs", "rtos", "drops", "marks", "events");

    private ReproductionReport() {
    }

    static String text(RunBundle bundle, Reproduction again) {
        RunRecipe r = bundle.recipe();
        StringBuilder out = new StringBuilder();
        // Bundles written before runs said where they stood give the clock alone.
        String where = r.standing().isEmpty() ? String.format(Locale.ROOT, "to %.6f s simulated", r.stopPs() / 1e12) : r.standing();
        out.append(String.format(Locale.ROOT, "%s, seed %d, %s (event %d)%n", bundle.scenario().getName(), r.seed(), where,
                r.stopEvents()));
        out.append("Made by ").append(r.createdBy()).append(" with ").append(r.dclabVersion()).append('\n');
        out.append("Command: ").append(r.commandLine()).append("\n\n");
        if (again.identical()) {
            out.append("Every figure of the summary came out identical:\n");
        } else {
            out.append(again.differences().size()).append(" figure(s) differ:\n");
            again.differences().forEach(d -> out.append("  ").append(d).append('\n'));
            out.append("\nFigures now:\n");
        }
        Map<String, Object> summary = again.result().summary();
        for (String key : HEADLINE) {
            Object value = summary.get(key);
            out.append("  ").append(key).append(": ")
                    .append(value instanceof Double d ? (d.isNaN() ? "\u2014" : String.format(Locale.ROOT, "%.6g", d)) : String.valueOf(
                            value))
                    .append('\n');
        }
        return out.toString();
    }
}
