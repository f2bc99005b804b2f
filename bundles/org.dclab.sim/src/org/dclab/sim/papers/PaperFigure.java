package org.dclab.sim.papers;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One figure of a paper as DC Lab reproduces it, read from {@code examples/papers/ID.json}: which scenario runs
 * (relative to {@code examples/}) with which fixed {@code --set} values, which parameters the campaign sweeps and how
 * many repetitions each point gets, what each run is read for, which parameter the figure draws along (and whether
 * its values are drawn on a logarithmic axis), what the paper reports, the reduced size the build checks, and the
 * variants a sensitivity study runs.
 */
public record PaperFigure(String id, String title, Paper paper, String where, String scenario, Map<String, String> set,
        Map<String, List<String>> parameters, Map<String, String> labels, Map<String, Map<String, String>> valueLabels, int repetitions,
        String repetitionsWhy, String x,
        List<Reading> readings, String plot, boolean logarithmic, List<Claim> claims, Size check, List<Variant> variants) {

    /** What the build runs of the figure: its own points unless it names fewer, more --set values, fewer repetitions. */
    public record Size(Map<String, List<String>> parameters, Map<String, String> set, int repetitions) {
    }

    /** The parameters and their values a campaign of this size sweeps, in sweep order. */
    public Map<String, List<String>> parametersOf(FigureSize size) {
        return size == FigureSize.CHECK && check.parameters() != null ? check.parameters() : parameters;
    }

    public int repetitionsOf(FigureSize size) {
        return size == FigureSize.CHECK ? check.repetitions() : repetitions;
    }

    /** How a parameter is named in tables and on the axis: its label, or its path. */
    public String label(String parameter) {
        return labels.getOrDefault(parameter, parameter);
    }

    /** How a value of a parameter is written in tables and on the axis: its label ("16" for a WAN delay), or itself. */
    public String valueLabel(String parameter, String value) {
        return valueLabels.getOrDefault(parameter, Map.of()).getOrDefault(value, value);
    }

    /** "N 16, strategy AIPM": parameter values as people read them, each with its parameter's label. */
    public String describe(Map<String, String> settings) {
        return settings.entrySet().stream().map(e -> label(e.getKey()) + " " + valueLabel(e.getKey(), e.getValue())).collect(
                java.util.stream.Collectors.joining(", "));
    }

    public Optional<Variant> variant(String name) {
        return variants.stream().filter(v -> v.name().equals(name)).findFirst();
    }

    public Reading reading(String name) {
        return readings.stream().filter(r -> r.name().equals(name)).findFirst().orElseThrow(
                () -> new PaperException(id + ": no reading " + name));
    }

    /** The reading the figure draws. */
    public Reading plotted() {
        return reading(plot);
    }
}
