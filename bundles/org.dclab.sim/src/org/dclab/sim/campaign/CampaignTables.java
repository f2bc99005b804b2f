package org.dclab.sim.campaign;

import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

import org.dclab.sim.SweepPlan;
import org.dclab.sim.SweepPoint;
import org.dclab.sim.campaign.ResultsStore.StoredRow;
import org.dclab.sim.results.CsvText;

/**
 * The CSV files a campaign writes from its store, in plan order: {@code runs.csv}, one row per run (parameters,
 * repetition, seed, status, wall time, figures), and {@code sweep.csv}, one row per point: parameters, the number
 * of runs, and per figure its mean, then (when some point has two runs or more) {@code .sd}, {@code .ci95low} and
 * {@code .ci95high} ({@link Statistics}). Cancelled and failed runs are in runs.csv only.
 */
public final class CampaignTables {

    public static final String RUNS_CSV = "runs.csv";
    public static final String SWEEP_CSV = "sweep.csv";

    private CampaignTables() {
    }

    public static String runsCsv(SweepPlan plan, ResultsStore store) throws IOException {
        Map<RunKey, StoredRow> rows = byKey(store);
        List<String> figures = store.figureColumns();
        List<Object> header = new ArrayList<>(plan.parameterNames());
        header.addAll(List.of("repetition", "seed", "status", "wallSeconds"));
        header.addAll(figures);
        StringBuilder out = new StringBuilder(CsvText.row(header));
        for (SweepPoint p : plan.points()) {
            StoredRow row = rows.get(Campaign.keyOf(p));
            if (row == null) {
                continue;
            }
            List<Object> fields = new ArrayList<>();
            plan.parameterNames().forEach(name -> fields.add(p.settings().get(name)));
            for (String c : List.of("repetition", "seed", "status", "wallSeconds")) {
                fields.add(row.values().get(c));
            }
            figures.forEach(f -> fields.add(row.values().get(f)));
            out.append(CsvText.row(fields));
        }
        return out.toString();
    }

    public static String sweepCsv(SweepPlan plan, ResultsStore store) throws IOException {
        Map<RunKey, StoredRow> rows = byKey(store);
        List<String> figures = store.figureColumns();
        Map<String, List<StoredRow>> byPoint = new java.util.LinkedHashMap<>();
        Map<String, Map<String, String>> settings = new HashMap<>();
        for (Map.Entry<String, List<SweepPoint>> point : Campaign.byPoint(plan).entrySet()) {
            List<StoredRow> done = new ArrayList<>();
            for (SweepPoint p : point.getValue()) {
                StoredRow row = rows.get(Campaign.keyOf(p));
                if (row != null && RunOutcome.isFinal(row.status())) {
                    done.add(row);
                }
            }
            byPoint.put(point.getKey(), done);
            settings.put(point.getKey(), point.getValue().get(0).settings());
        }
        boolean spread = byPoint.values().stream().anyMatch(r -> r.size() >= 2);
        List<Object> header = new ArrayList<>(plan.parameterNames());
        header.add("runs");
        for (String f : figures) {
            header.add(f);
            if (spread) {
                header.addAll(List.of(f + ".sd", f + ".ci95low", f + ".ci95high"));
            }
        }
        StringBuilder out = new StringBuilder(CsvText.row(header));
        for (Map.Entry<String, List<StoredRow>> point : byPoint.entrySet()) {
            List<StoredRow> done = point.getValue();
            List<Object> fields = new ArrayList<>();
            plan.parameterNames().forEach(name -> fields.add(settings.get(point.getKey()).get(name)));
            fields.add(done.size());
            for (String f : figures) {
                List<Object> values = done.stream().map(r -> r.values().get(f)).toList();
                if (values.stream().allMatch(v -> v == null || v instanceof Number)) {
                    Statistics s = Statistics.of(values.stream().map(v -> v == null ? null : ((Number) v).doubleValue()).toList());
                    fields.add(s.n() == 0 ? null : s.mean());
                    if (spread) {
                        fields.addAll(java.util.Arrays.asList(nullIfNaN(s.standardDeviation()), nullIfNaN(s.ci95Low()), nullIfNaN(s
                                .ci95High())));
                    }
                } else {
                    fields.add(values.stream().distinct().count() == 1 ? Objects.toString(values.get(0)) : null);
                    if (spread) {
                        fields.addAll(java.util.Arrays.asList(null, null, null));
                    }
                }
            }
            out.append(CsvText.row(fields));
        }
        return out.toString();
    }

    private static Object nullIfNaN(double v) {
        return Double.isNaN(v) ? null : v;
    }

    private static Map<RunKey, StoredRow> byKey(ResultsStore store) throws IOException {
        Map<RunKey, StoredRow> rows = new HashMap<>();
        for (StoredRow row : store.rows()) {
            rows.put(new RunKey(row.point(), row.repetition()), row);
        }
        return rows;
    }
}
