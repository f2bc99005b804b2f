package org.dclab.ui.views;

import java.util.ArrayList;
import java.util.List;

/**
 * Two runs of a campaign side by side, column by column of the runs list (parameters, repetition, seed, status,
 * wall time, figures): each line says whether they differ and, for numbers, by how much (second minus first, and
 * relative to the first).
 */
record RunComparison(List<Line> lines) {

    record Line(String column, String first, String second, boolean differs, String difference) {
    }

    static RunComparison of(List<String> header, List<String> first, List<String> second) {
        List<Line> lines = new ArrayList<>();
        for (int c = 0; c < header.size(); c++) {
            String a = first.get(c);
            String b = second.get(c);
            Double x = number(a);
            Double y = number(b);
            if (x != null && y != null) {
                double delta = y - x;
                String relative = x == 0 || delta == 0 ? "" : String.format(java.util.Locale.ROOT, " (%+.1f %%)", 100 * delta / Math.abs(
                        x));
                lines.add(new Line(header.get(c), a, b, delta != 0, delta == 0 ? "" : (delta > 0 ? "+" : "") + ResultsPanel.format(delta)
                        + relative));
            } else {
                lines.add(new Line(header.get(c), a, b, !a.equals(b), ""));
            }
        }
        return new RunComparison(lines);
    }

    private static Double number(String field) {
        try {
            return Double.parseDouble(field);
        } catch (NumberFormatException e) {
            return null;
        }
    }
}
