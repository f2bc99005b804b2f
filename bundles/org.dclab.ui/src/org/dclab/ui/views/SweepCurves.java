package org.dclab.ui.views;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.dclab.sim.results.CsvText;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;

/**
 * Curves of one figure of a sweep table ({@code dclab sweep}'s sweep.csv): the first numeric parameter on the x
 * axis, one curve per value of the other parameters (goodput against N for each strategy), repetitions averaged.
 */
final class SweepCurves {

    /**
     * A parsed sweep table: header and rows, the swept parameters being the columns before "repetition" (one row per
     * run: dclab sweep's output, a campaign's runs.csv) or before "runs" (one row per point: a campaign's sweep.csv,
     * whose spread columns .sd, .ci95low and .ci95high are not figures of their own).
     */
    record Table(List<String> header, List<List<String>> rows) {

        List<String> parameters() {
            int end = header.indexOf("repetition") >= 0 ? header.indexOf("repetition") : header.indexOf("runs");
            return header.subList(0, Math.max(0, end));
        }

        /** The figures that hold a number in every row, in column order. */
        List<String> numericFigures() {
            List<String> figures = new ArrayList<>();
            for (int c = parameters().size(); c < header.size(); c++) {
                int column = c;
                String name = header.get(c);
                if (name.equals("runs") || name.endsWith(".sd") || name.endsWith(".ci95low") || name.endsWith(".ci95high")) {
                    continue;
                }
                if (!rows.isEmpty() && rows.stream().allMatch(r -> isNumber(r.get(column)))) {
                    figures.add(header.get(c));
                }
            }
            return figures;
        }
    }

    private SweepCurves() {
    }

    static Table parse(String csv) {
        List<List<String>> lines = new ArrayList<>();
        for (String line : csv.split("\r?\n")) {
            if (!line.isBlank()) {
                lines.add(CsvText.fields(line));
            }
        }
        if (lines.isEmpty()) {
            throw new IllegalArgumentException("the sweep table is empty");
        }
        if (!lines.get(0).contains("repetition") && !lines.get(0).contains("runs")) {
            throw new IllegalArgumentException("not a sweep table of dclab sweep: no \"repetition\" or \"runs\" column");
        }
        for (int i = 1; i < lines.size(); i++) {
            if (lines.get(i).size() != lines.get(0).size()) {
                throw new IllegalArgumentException("row " + i + " has " + lines.get(i).size() + " fields where the header has "
                        + lines.get(0).size() + " (a cut or hand-edited table?)");
            }
        }
        return new Table(lines.get(0), lines.subList(1, lines.size()));
    }

    /** The curves of {@code figure}: x the first numeric parameter (or the run number), one series per other setting. */
    static XYSeriesCollection curves(Table table, String figure) {
        int y = table.header().indexOf(figure);
        if (y < 0) {
            throw new IllegalArgumentException("the sweep table has no column " + figure);
        }
        List<String> parameters = table.parameters();
        int x = -1;
        for (int p = 0; p < parameters.size() && x < 0; p++) {
            int column = p;
            if (table.rows().stream().allMatch(r -> isNumber(r.get(column)))) {
                x = p;
            }
        }
        Map<String, TreeMap<Double, double[]>> sums = new LinkedHashMap<>();
        for (int i = 0; i < table.rows().size(); i++) {
            List<String> row = table.rows().get(i);
            StringBuilder group = new StringBuilder();
            for (int p = 0; p < parameters.size(); p++) {
                if (p != x) {
                    group.append(group.length() == 0 ? "" : ", ").append(parameters.get(p)).append(" = ").append(row.get(p));
                }
            }
            double xValue = x >= 0 ? Double.parseDouble(row.get(x)) : i;
            double[] sum = sums.computeIfAbsent(group.length() == 0 ? figure : group.toString(), g -> new TreeMap<>())
                    .computeIfAbsent(xValue, v -> new double[2]);
            if (isNumber(row.get(y))) {
                sum[0] += Double.parseDouble(row.get(y));
                sum[1]++;
            }
        }
        XYSeriesCollection curves = new XYSeriesCollection();
        sums.forEach((group, points) -> {
            XYSeries s = new XYSeries(group, true, false);
            points.forEach((xValue, sum) -> s.add(xValue.doubleValue(), sum[1] == 0 ? Double.NaN : sum[0] / sum[1]));
            curves.addSeries(s);
        });
        return curves;
    }

    /** The x axis' name: the first numeric parameter, or "run". */
    static String xLabel(Table table) {
        for (int p = 0; p < table.parameters().size(); p++) {
            int column = p;
            if (table.rows().stream().allMatch(r -> isNumber(r.get(column)))) {
                return table.parameters().get(p);
            }
        }
        return "run";
    }

    private static boolean isNumber(String field) {
        try {
            Double.parseDouble(field);
            return true;
        } catch (NumberFormatException e) {
            return false;
        }
    }
}
