package org.dclab.sim.papers;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.dclab.sim.campaign.Statistics;

/**
 * A figure's campaign read against the paper: per point, each reading's mean and 95 % confidence interval over the
 * completed runs and the verdict of every claim about that point; then the claims about several points (a ratio of two
 * points, the largest of a curve), each with its own statistics taken run by run.
 */
public record FigureReport(PaperFigure figure, FigureData data, List<PointRow> points, List<ClaimRow> derived) {

    /** A point: its parameter values, the runs that completed (of all stored), each reading's statistics, its claims. */
    public record PointRow(Map<String, String> settings, int completed, int runs, Map<String, Statistics> readings,
            List<ClaimRow> claims) {
    }

    /** One claim evaluated: what it is about (a label for derived claims), DC Lab's statistics and the verdict. */
    public record ClaimRow(Claim claim, String label, Statistics statistics, Verdict verdict) {
    }

    public static FigureReport of(PaperFigure figure, FigureData data) {
        List<PointRow> points = new ArrayList<>();
        for (Map<String, String> settings : data.points()) {
            List<FigureData.Run> runs = data.runsAt(settings);
            List<FigureData.Run> completed = runs.stream().filter(FigureData.Run::completed).toList();
            Map<String, Statistics> readings = new LinkedHashMap<>();
            for (String reading : data.readings()) {
                readings.put(reading, Statistics.of(completed.stream().map(r -> r.values().get(reading)).toList()));
            }
            List<ClaimRow> claims = new ArrayList<>();
            for (Claim claim : figure.claims()) {
                if (claim.onPoints() && claim.matches(settings) && readings.containsKey(claim.reading())) {
                    Statistics s = readings.get(claim.reading());
                    claims.add(new ClaimRow(claim, "", s, claim.verdict(s)));
                }
            }
            points.add(new PointRow(settings, completed.size(), runs.size(), readings, List.copyOf(claims)));
        }
        List<ClaimRow> derived = new ArrayList<>();
        for (Claim claim : figure.claims()) {
            if (!claim.onPoints() && data.readings().contains(claim.reading())) {
                derived.addAll(claim.aggregate() != null ? aggregate(figure, data, claim) : ratios(figure, data, claim));
            }
        }
        return new FigureReport(figure, data, List.copyOf(points), List.copyOf(derived));
    }

    /** Per point matching the claim: its reading over its partner's (the same point with over's values), run by run. */
    private static List<ClaimRow> ratios(PaperFigure figure, FigureData data, Claim claim) {
        List<ClaimRow> rows = new ArrayList<>();
        for (Map<String, String> settings : data.points()) {
            if (!claim.matches(settings)) {
                continue;
            }
            Map<String, String> partner = new LinkedHashMap<>(settings);
            partner.putAll(claim.over());
            Map<Integer, Double> below = byRepetition(data.runsAt(partner), claim.reading());
            List<Double> ratios = new ArrayList<>();
            byRepetition(data.runsAt(settings), claim.reading()).forEach((r, v) -> {
                if (below.containsKey(r)) {
                    ratios.add(v / below.get(r));
                }
            });
            Statistics s = Statistics.of(ratios);
            String others = describe(figure, settings, key -> !claim.at().containsKey(key) && !claim.over().containsKey(key));
            String label = figure.reading(claim.reading()).label() + ": " + describe(figure, claim.at(), key -> true) + " over "
                    + describe(figure, claim.over(), key -> true) + (others.isEmpty() ? "" : " (" + others + ")");
            rows.add(new ClaimRow(claim, label, s, claim.verdict(s)));
        }
        return rows;
    }

    /** The largest (or smallest) reading of the points matching the claim, run by run. */
    private static List<ClaimRow> aggregate(PaperFigure figure, FigureData data, Claim claim) {
        Map<Integer, Double> extreme = new TreeMap<>();
        for (Map<String, String> settings : data.points()) {
            if (claim.matches(settings)) {
                byRepetition(data.runsAt(settings), claim.reading()).forEach((r, v) -> extreme.merge(r, v, claim.aggregate().equals(
                        Claim.MAX) ? Math::max : Math::min));
            }
        }
        Statistics s = Statistics.of(List.copyOf(extreme.values()));
        String label = (claim.aggregate().equals(Claim.MAX) ? "highest " : "lowest ") + figure.reading(claim.reading()).label()
                + (claim.at().isEmpty() ? "" : " of " + describe(figure, claim.at(), key -> true)) + " over the points";
        return List.of(new ClaimRow(claim, label, s, claim.verdict(s)));
    }

    /** A completed run's reading per repetition; runs that did not complete or measured nothing are left out. */
    private static Map<Integer, Double> byRepetition(List<FigureData.Run> runs, String reading) {
        Map<Integer, Double> values = new TreeMap<>();
        for (FigureData.Run run : runs) {
            Double v = run.values().get(reading);
            if (run.completed() && v != null && !v.isNaN()) {
                values.put(run.repetition(), v);
            }
        }
        return values;
    }

    /** The parameters {@code keep} keeps, as the figure labels them: "strategy AIPM, N 32". */
    static String describe(PaperFigure figure, Map<String, String> settings, java.util.function.Predicate<String> keep) {
        Map<String, String> kept = new LinkedHashMap<>();
        settings.forEach((k, v) -> {
            if (keep.test(k)) {
                kept.put(k, v);
            }
        });
        return figure.describe(kept);
    }

    /** Every claim evaluated, on points and derived, in table order. */
    public List<ClaimRow> allClaims() {
        List<ClaimRow> all = new ArrayList<>();
        points.forEach(p -> all.addAll(p.claims()));
        all.addAll(derived);
        return all;
    }

    /** How many of the evaluated claims are reproduced. */
    public long reproduced() {
        return allClaims().stream().filter(c -> c.verdict() == Verdict.REPRODUCED).count();
    }

    /** "3 of 5 reproduced", or "no value of the paper to compare" for a figure without claims. */
    public String summary() {
        List<ClaimRow> all = allClaims();
        if (all.isEmpty()) {
            return "no value of the paper to compare";
        }
        long uncertain = all.stream().filter(c -> c.verdict() == Verdict.UNCERTAIN).count();
        return reproduced() + " of " + all.size() + " reproduced" + (uncertain == 0 ? "" : ", " + uncertain + " uncertain");
    }
}
