package org.dclab.charts;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.dclab.sim.campaign.Statistics;
import org.dclab.sim.papers.Claim;
import org.dclab.sim.papers.FigureReport;
import org.dclab.sim.papers.PaperFigure;
import org.dclab.sim.papers.Verdict;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.LegendItem;
import org.jfree.chart.LegendItemCollection;
import org.jfree.chart.annotations.XYBoxAnnotation;
import org.jfree.chart.annotations.XYLineAnnotation;
import org.jfree.chart.axis.LogAxis;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.axis.SymbolAxis;
import org.jfree.chart.axis.ValueAxis;
import org.jfree.chart.block.BlockBorder;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYErrorRenderer;
import org.jfree.chart.title.TextTitle;
import org.jfree.data.xy.YIntervalSeries;
import org.jfree.data.xy.YIntervalSeriesCollection;

/**
 * A paper figure as DC Lab reproduces it: the plotted reading of every point, its mean with the 95 % confidence
 * interval as an error bar, one curve per setting of the parameters other than the figure's x, and the paper's value or
 * band at each point a claim is about, drawn behind the curves: a grey box for the band widened by its tolerance and a
 * dark line at each end the paper gives. Claims about several points (a ratio, a largest value) are in the table only.
 * Drawn with AWT alone, so the command line draws it without a display and the workbench shows the same chart.
 */
public final class PaperChart {

    public static final int WIDTH = 900;
    public static final int HEIGHT = 540;
    private static final Color GRID = new Color(0xDD, 0xDD, 0xDD);
    private static final Color BAND = new Color(0x88, 0x88, 0x88, 0x40);
    private static final Color PAPER = new Color(0x44, 0x44, 0x44);
    private static final Color MISSED = new Color(0xD5, 0x5E, 0x00);

    private PaperChart() {
    }

    /**
     * The chart of {@code report} as a file shows it, with a line under the title saying what is drawn and the
     * verdicts; {@code scale} times the everyday text size.
     */
    public static JFreeChart of(FigureReport report, double scale) {
        JFreeChart chart = plain(report, scale);
        TextTitle explanation = new TextTitle(
                "DC Lab: mean and 95 % CI per point; grey: the paper's value or band, widened by its tolerance. "
                        + "Paper's values: " + report.summary(), font(Font.PLAIN, 11, scale));
        chart.addSubtitle(0, explanation);
        return chart;
    }

    /** The chart alone, as the Papers view shows it under its status line and beside its table of the paper's values. */
    public static JFreeChart plain(FigureReport report, double scale) {
        PaperFigure f = report.figure();
        String plotted = f.plot();
        XAxis x = XAxis.of(f, report);
        YIntervalSeriesCollection curves = new YIntervalSeriesCollection();
        Map<String, YIntervalSeries> byCurve = new LinkedHashMap<>();
        for (FigureReport.PointRow p : report.points()) {
            Statistics s = p.readings().get(plotted);
            if (s == null || s.n() == 0 || Double.isNaN(s.mean())) {
                continue;
            }
            String curve = curveOf(f, p.settings());
            YIntervalSeries series = byCurve.computeIfAbsent(curve, c -> {
                YIntervalSeries fresh = new YIntervalSeries(c.isEmpty() ? f.plotted().label() : c, true, false);
                curves.addSeries(fresh);
                return fresh;
            });
            boolean interval = s.n() >= 2 && !Double.isNaN(s.ci95Low());
            series.add(x.position(p.settings()), s.mean(), interval ? s.ci95Low() : s.mean(), interval ? s.ci95High() : s.mean());
        }
        XYErrorRenderer renderer = new XYErrorRenderer();
        renderer.setDrawXError(false);
        renderer.setDefaultLinesVisible(true);
        renderer.setDefaultShapesVisible(true);
        renderer.setErrorStroke(new BasicStroke(1.5f));
        for (int i = 0; i < curves.getSeriesCount(); i++) {
            renderer.setSeriesPaint(i, Palette.awt(i));
            renderer.setSeriesStroke(i, new BasicStroke(2f));
        }
        ValueAxis y;
        if (f.logarithmic()) {
            LogAxis log = new LogAxis(f.plotted().header());
            // Ticks at powers of two, as the logarithmic x axis has them: 0.5, 1, 2, 4 … reads as ratios do.
            log.setBase(2);
            log.setStandardTickUnits(NumberAxis.createIntegerTickUnits());
            log.setNumberFormatOverride(new java.text.DecimalFormat("0.###"));
            y = log;
        } else {
            NumberAxis linear = new NumberAxis(f.plotted().header());
            linear.setAutoRangeIncludesZero(true);
            y = linear;
        }
        XYPlot plot = new XYPlot(curves, x.axis(), y, renderer);
        plot.setBackgroundPaint(Color.WHITE);
        plot.setDomainGridlinePaint(GRID);
        plot.setRangeGridlinePaint(GRID);
        plot.setNoDataMessage("no run of this figure has completed");
        drawPaper(report, x, plot, curves);
        JFreeChart chart = new JFreeChart(f.where() + ": " + f.plotted().label(), new Font(Font.SANS_SERIF, Font.BOLD, 14), plot, true);
        chart.setBackgroundPaint(Color.WHITE);
        chart.getLegend().setFrame(BlockBorder.NONE);
        legend(plot, report);
        scale(chart, scale);
        return chart;
    }

    /** The name of the curve a point is on: the values of its parameters other than the x axis's. */
    static String curveOf(PaperFigure f, Map<String, String> settings) {
        Map<String, String> others = new LinkedHashMap<>(settings);
        others.remove(f.x());
        return f.describe(others);
    }

    /** Behind every point a claim on the plotted reading is about: the widened band, and the paper's own ends. */
    private static void drawPaper(FigureReport report, XAxis x, XYPlot plot, YIntervalSeriesCollection curves) {
        boolean log = report.figure().logarithmic();
        double top = 0;
        double bottom = log ? Double.POSITIVE_INFINITY : 0;
        for (int s = 0; s < curves.getSeriesCount(); s++) {
            for (int i = 0; i < curves.getItemCount(s); i++) {
                top = Math.max(top, curves.getEndYValue(s, i));
                double low = curves.getStartYValue(s, i);
                bottom = Math.min(bottom, log && low <= 0 ? bottom : low);
            }
        }
        for (FigureReport.PointRow p : report.points()) {
            for (FigureReport.ClaimRow c : p.claims()) {
                Claim claim = c.claim();
                if (!claim.reading().equals(report.figure().plot())) {
                    continue;
                }
                top = Math.max(top, Double.isInfinite(claim.high()) ? claim.low() * 1.3 : claim.high());
                if (log && claim.low() > 0) {
                    bottom = Math.min(bottom, claim.low());
                }
            }
        }
        if (log) {
            // A logarithmic axis has no zero: it starts a little below the smallest value drawn.
            bottom = Double.isInfinite(bottom) ? 0.1 : bottom / 1.5;
            top = Math.max(top * 1.5, bottom * 10);
        } else {
            top = top <= bottom ? bottom + 1 : top + (top - bottom) * 0.08;
        }
        for (FigureReport.PointRow p : report.points()) {
            double[] span = x.span(p.settings());
            for (FigureReport.ClaimRow c : p.claims()) {
                Claim claim = c.claim();
                if (!claim.reading().equals(report.figure().plot())) {
                    continue;
                }
                double low = Double.isInfinite(claim.low()) || log && claim.low() <= 0 ? bottom : claim.low();
                double high = Double.isInfinite(claim.high()) ? top : claim.high();
                plot.addAnnotation(new XYBoxAnnotation(span[0], low, span[1], high, null, null, BAND));
                Color edge = c.verdict() == Verdict.NOT_REPRODUCED ? MISSED : PAPER;
                for (Double end : new Double[] { claim.min(), claim.max() }) {
                    if (end != null) {
                        plot.addAnnotation(new XYLineAnnotation(span[0], end, span[1], end, new BasicStroke(2.5f), edge));
                    }
                }
            }
        }
        // Bands are annotations, which JFreeChart leaves out of the automatic range: the range is set to hold them.
        plot.getRangeAxis().setRange(bottom, top > bottom ? top : bottom + 1);
    }

    /** The curves' legend, and one item for the paper's values when the figure draws any. */
    private static void legend(XYPlot plot, FigureReport report) {
        LegendItemCollection items = new LegendItemCollection();
        LegendItemCollection own = plot.getRenderer().getLegendItems();
        for (int i = 0; i < own.getItemCount(); i++) {
            items.add(own.get(i));
        }
        boolean paper = report.points().stream().flatMap(p -> p.claims().stream()).anyMatch(c -> c.claim().reading().equals(report
                .figure().plot()));
        if (paper) {
            items.add(new LegendItem("paper (orange where not reproduced)", null, null, null, new java.awt.Rectangle(-6, -6, 12, 12), BAND,
                    new BasicStroke(1.5f), PAPER));
        }
        plot.setFixedLegendItems(items);
    }

    private static void scale(JFreeChart chart, double factor) {
        chart.getTitle().setFont(font(Font.BOLD, 14, factor));
        chart.getLegend().setItemFont(font(Font.PLAIN, 11, factor));
        XYPlot plot = chart.getXYPlot();
        for (ValueAxis axis : new ValueAxis[] { plot.getDomainAxis(), plot.getRangeAxis() }) {
            axis.setLabelFont(font(Font.PLAIN, 12, factor));
            axis.setTickLabelFont(font(Font.PLAIN, 11, factor));
        }
    }

    private static Font font(int style, int points, double factor) {
        return new Font(Font.SANS_SERIF, style, (int) Math.round(points * factor));
    }

    /**
     * Where points stand along x: the parameter's values (or their labels) when all are numbers, on a logarithmic axis
     * when they span a factor of 16 or more; otherwise one slot per value, named on the axis.
     */
    private record XAxis(String parameter, List<String> values, double[] positions, ValueAxis axis, boolean log, double halfWidth) {

        static XAxis of(PaperFigure f, FigureReport report) {
            String parameter = f.x();
            List<String> values = parameter == null ? List.of("") : report.points().stream().map(p -> p.settings().get(parameter))
                    .distinct()
                    .toList();
            double[] numbers = new double[values.size()];
            boolean numeric = parameter != null;
            for (int i = 0; i < values.size() && numeric; i++) {
                try {
                    numbers[i] = Double.parseDouble(f.valueLabel(parameter, values.get(i)));
                } catch (NumberFormatException e) {
                    numeric = false;
                }
            }
            String label = parameter == null ? "" : f.label(parameter);
            if (!numeric) {
                double[] slots = new double[values.size()];
                for (int i = 0; i < slots.length; i++) {
                    slots[i] = i;
                }
                SymbolAxis axis = new SymbolAxis(label, values.stream().map(v -> parameter == null ? f.id() : f.valueLabel(parameter, v))
                        .toArray(String[]::new));
                axis.setGridBandsVisible(false);
                return new XAxis(parameter, values, slots, axis, false, 0.3);
            }
            double min = java.util.Arrays.stream(numbers).min().orElse(1);
            double max = java.util.Arrays.stream(numbers).max().orElse(1);
            double[] sorted = numbers.clone();
            java.util.Arrays.sort(sorted);
            if (min > 0 && max / min >= 16) {
                double ratio = Double.POSITIVE_INFINITY;
                for (int i = 1; i < sorted.length; i++) {
                    ratio = Math.min(ratio, sorted[i] / sorted[i - 1]);
                }
                LogAxis axis = new LogAxis(label);
                axis.setBase(2);
                axis.setStandardTickUnits(NumberAxis.createIntegerTickUnits());
                axis.setNumberFormatOverride(new java.text.DecimalFormat("0.###"));
                axis.setLowerMargin(0.08);
                axis.setUpperMargin(0.08);
                return new XAxis(parameter, values, numbers, axis, true, Math.pow(ratio, 0.25));
            }
            double gap = Double.POSITIVE_INFINITY;
            for (int i = 1; i < sorted.length; i++) {
                gap = Math.min(gap, sorted[i] - sorted[i - 1]);
            }
            NumberAxis axis = new NumberAxis(label);
            axis.setAutoRangeIncludesZero(false);
            axis.setLowerMargin(0.08);
            axis.setUpperMargin(0.08);
            return new XAxis(parameter, values, numbers, axis, false, Double.isInfinite(gap) ? 0.5 : gap * 0.3);
        }

        double position(Map<String, String> settings) {
            return positions[values.indexOf(parameter == null ? "" : settings.get(parameter))];
        }

        /** The x range a band at this point covers. */
        double[] span(Map<String, String> settings) {
            double at = position(settings);
            return log ? new double[] { at / halfWidth, at * halfWidth } : new double[] { at - halfWidth, at + halfWidth };
        }
    }
}
