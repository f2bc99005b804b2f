package org.dclab.ui.views;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.dclab.sim.RunStatus;
import org.dclab.sim.results.CsvText;
import org.jfree.data.xy.YIntervalSeries;
import org.jfree.data.xy.YIntervalSeriesCollection;

/**
 * Curves of one figure of a sweep table ({@code dclab sweep}'s sweep.csv): the first numeric parameter on the x
 * axis, one curve per value of the other parameters (goodput against N for each strategy), repetitions averaged,
 * with the 95 % confidence interval of each point when the table holds it.
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

        /**
         * The figures that hold a number in every row of a completed run (the curves leave the others out), in column
         * order; the repetition and its seed are not figures.
         */
        List<String> numericFigures() {
            List<String> figures = new ArrayList<>();
            List<List<String>> completed = rows.stream().filter(this::completed).toList();
            for (int c = parameters().size(); c < header.size(); c++) {
                int column = c;
                String name = header.get(c);
                if (NOT_FIGURES.contains(name) || name.endsWith(".sd") || name.endsWith(".ci95low") || name.endsWith(".ci95high")) {
                    continue;
                }
                if (!completed.isEmpty() && completed.stream().allMatch(r -> isNumber(r.get(column)))) {
                    figures.add(header.get(c));
                }
            }
            return figures;
        }

        /**
         * The figure drawn first: the goodput, or an application's goodput where the scenario has no total (GEMINI's
         * web search), or else the first figure; null when none is a number throughout.
         */
        String firstFigure() {
            List<String> figures = numericFigures();
            return figures.contains(GOODPUT) ? GOODPUT
                    : figures.stream().filter(f -> f.endsWith("." + GOODPUT)).findFirst().orElse(figures.isEmpty() ? null : figures.get(0));
        }

        /** Whether {@code row} is of a run that completed, as every row of a table without a status is taken to be. */
        boolean completed(List<String> row) {
            int status = header.indexOf("status");
            return status < 0 || row.get(status).equals(RunStatus.COMPLETED.jsonName());
        }
    }

    private static final String GOODPUT = "goodputGbps";
    /** The x axis of a table with no numeric parameter: the setting (or the row) a run is. */
    static final String RUN = "run";
    /** Columns of a sweep table that count runs or say which run a row is, not what it measured. */
    private static final List<String> NOT_FIGURES = List.of("runs", "repetition", "seed", "status");

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

    /** The curves of {@code figure} against the first numeric parameter (or the run number). */
    static YIntervalSeriesCollection curves(Table table, String figure) {
        return curves(table, figure, xLabel(table));
    }

    /**
     * The curves of {@code figure}: x the parameter {@code xParameter} ("run": the row number), one series per setting
     * of the other parameters. A table of point statistics (a campaign's sweep.csv) gives each point its 95 %
     * confidence interval; a point measured once, or a table without spread columns, has a zero-width interval at its
     * mean (repetitions of a per-run table are averaged). A run that did not complete (cancelled, out of memory: its
     * figures cover only the time it ran) stays in the table, marked, and out of the curves.
     */
    static YIntervalSeriesCollection curves(Table table, String figure, String xParameter) {
        int y = table.header().indexOf(figure);
        if (y < 0) {
            throw new IllegalArgumentException("the sweep table has no column " + figure);
        }
        List<String> parameters = table.parameters();
        int x = parameters.indexOf(xParameter);
        List<String> settings = settings(table, xParameter);
        int low = table.header().indexOf(figure + ".ci95low");
        int high = table.header().indexOf(figure + ".ci95high");
        Map<String, TreeMap<Double, double[]>> sums = new LinkedHashMap<>();
        for (int i = 0; i < table.rows().size(); i++) {
            List<String> row = table.rows().get(i);
            if (!table.completed(row)) {
                continue;
            }
            StringBuilder group = new StringBuilder();
            for (int p = 0; p < parameters.size() && settings == null; p++) {
                if (p != x) {
                    group.append(group.length() == 0 ? "" : ", ").append(parameters.get(p)).append(" = ").append(row.get(p));
                }
            }
            double xValue = x >= 0 ? Double.parseDouble(row.get(x)) : settings != null ? settings.indexOf(setting(table, row)) : i;
            double[] sum = sums.computeIfAbsent(group.length() == 0 ? figure : group.toString(), g -> new TreeMap<>())
                    .computeIfAbsent(xValue, v -> new double[] { 0, 0, Double.NaN, Double.NaN });
            if (isNumber(row.get(y))) {
                sum[0] += Double.parseDouble(row.get(y));
                sum[1]++;
                if (low >= 0 && high >= 0 && isNumber(row.get(low)) && isNumber(row.get(high))) {
                    sum[2] = Double.parseDouble(row.get(low));
                    sum[3] = Double.parseDouble(row.get(high));
                }
            }
        }
        YIntervalSeriesCollection curves = new YIntervalSeriesCollection();
        sums.forEach((group, points) -> {
            YIntervalSeries s = new YIntervalSeries(group, true, false);
            points.forEach((xValue, sum) -> {
                double mean = sum[1] == 0 ? Double.NaN : sum[0] / sum[1];
                boolean interval = sum[1] == 1 && !Double.isNaN(sum[2]);
                s.add(xValue.doubleValue(), mean, interval ? sum[2] : mean, interval ? sum[3] : mean);
            });
            curves.addSeries(s);
        });
        return curves;
    }

    /**
     * The settings a sweep of words (congestion controls, strategies) ran, in table order, when the curve runs along
     * {@code xParameter} = "run" and the table has parameters: one curve of the figure, a point per setting, each
     * setting named on the axis. Null when the curve runs along a number.
     */
    static List<String> settings(Table table, String xParameter) {
        if (!xParameter.equals(RUN) || table.parameters().isEmpty()) {
            return null;
        }
        return table.rows().stream().map(row -> setting(table, row)).distinct().toList();
    }

    /** A row's setting of every parameter, its values joined: "DCTCP", "AIPM, 16". */
    private static String setting(Table table, List<String> row) {
        return String.join(", ", row.subList(0, table.parameters().size()));
    }

    /** The parameters whose every value is a number: those a curve can run along. */
    static List<String> numericParameters(Table table) {
        List<String> numeric = new ArrayList<>();
        for (int p = 0; p < table.parameters().size(); p++) {
            int column = p;
            if (table.rows().stream().allMatch(r -> isNumber(r.get(column)))) {
                numeric.add(table.parameters().get(p));
            }
        }
        return numeric;
    }

    /** The x axis' name: the first numeric parameter, or "run". */
    static String xLabel(Table table) {
        List<String> numeric = numericParameters(table);
        return numeric.isEmpty() ? RUN : numeric.get(0);
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
