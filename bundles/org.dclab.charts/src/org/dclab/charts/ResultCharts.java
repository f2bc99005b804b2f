package org.dclab.charts;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.dclab.sim.Measure;
import org.dclab.sim.Series;
import org.jfree.chart.ChartFactory;
import org.jfree.chart.ChartUtils;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;

/**
 * Charts of a run's recorded series as PNG images, one per kind of measure (queue length, cwnd, con_wnd, goodput,
 * …), for a run bundle. Drawn off screen from the results, so the command line and the workbench make the same
 * pictures.
 */
public final class ResultCharts {

    private static final int WIDTH = 900;
    private static final int HEIGHT = 500;
    /** More lines than this make a chart nobody can read; the CSV in the bundle has them all. */
    private static final int MAX_SERIES_PER_CHART = 16;

    private ResultCharts() {
    }

    /** File name in the bundle ("charts/cwnd-bytes.png") to PNG bytes; empty when the run recorded nothing. */
    public static Map<String, byte[]> png(List<Series> series) throws IOException {
        Map<Measure, XYSeriesCollection> byMeasure = new LinkedHashMap<>();
        for (Series s : series) {
            if (s.size() == 0) {
                continue;
            }
            XYSeriesCollection dataset = byMeasure.computeIfAbsent(s.key().measure(), k -> new XYSeriesCollection());
            if (dataset.getSeriesCount() < MAX_SERIES_PER_CHART) {
                dataset.addSeries(xy(s));
            }
        }
        Map<String, byte[]> images = new LinkedHashMap<>();
        for (Map.Entry<Measure, XYSeriesCollection> e : byMeasure.entrySet()) {
            String title = title(e.getKey());
            JFreeChart chart = ChartFactory.createXYLineChart(title, "simulated time (s)", title, e.getValue(),
                    PlotOrientation.VERTICAL, true, false, false);
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            ChartUtils.writeChartAsPNG(out, chart, WIDTH, HEIGHT);
            images.put(fileName(e.getKey()), out.toByteArray());
        }
        return images;
    }

    /** The chart's title and axis: the measure's word and unit, "length (packets)", "cwnd (bytes)". */
    static String title(Measure measure) {
        return measure.word() + " (" + measure.unit() + ")";
    }

    /** The chart's entry in a bundle: "charts/length-packets.png", "charts/goodput-bit-s.png". */
    static String fileName(Measure measure) {
        String text = measure.word() + " " + measure.unit();
        return "charts/" + text.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9_]+", "-").replaceAll("(^-|-$)", "") + ".png";
    }

    /**
     * A picture needs no more points than it has pixels: long series are cut into buckets that each keep their
     * lowest and highest sample, so queue peaks and window cuts stay visible.
     */
    static XYSeries xy(Series s) {
        XYSeries xy = new XYSeries(s.name(), false, true);
        int bucket = Math.max(1, s.size() / (2 * WIDTH));
        for (int start = 0; start < s.size(); start += bucket) {
            int end = Math.min(s.size(), start + bucket);
            int low = start;
            int high = start;
            for (int i = start + 1; i < end; i++) {
                low = s.value(i) < s.value(low) ? i : low;
                high = s.value(i) > s.value(high) ? i : high;
            }
            xy.add(s.timePs(Math.min(low, high)) / 1e12, s.value(Math.min(low, high)), false);
            if (low != high) {
                xy.add(s.timePs(Math.max(low, high)) / 1e12, s.value(Math.max(low, high)), false);
            }
        }
        return xy;
    }
}
