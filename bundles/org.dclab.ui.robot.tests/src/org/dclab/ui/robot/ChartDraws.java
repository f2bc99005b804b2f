package org.dclab.ui.robot;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.jfree.chart.JFreeChart;
import org.jfree.chart.event.ChartProgressEvent;
import org.jfree.chart.event.ChartProgressListener;
import org.jfree.chart.swt.ChartComposite;

/**
 * How often the Live Charts view's charts are drawn on the screen: each chart says when it has finished drawing itself
 * (JFreeChart's progress event, fired by every {@code draw}, which the chart composite calls when it paints), and this
 * counts those events by chart title. It only listens, as a person watching the screen counts frames; the product
 * has no hook for it.
 */
public final class ChartDraws implements AutoCloseable {

    private final Map<JFreeChart, ChartProgressListener> listeners = new LinkedHashMap<>();
    /** Draws finished per chart title; written and read on the UI thread only. */
    private final Map<String, Long> finished = new LinkedHashMap<>();

    private ChartDraws() {
    }

    /** Starts counting the draws of every chart the Live Charts view shows now. */
    public static ChartDraws count() {
        ChartDraws draws = new ChartDraws();
        Ui.read(() -> {
            List<ChartComposite> shown = Charts.composites();
            if (shown.isEmpty()) {
                throw new AssertionError("the Live Charts view shows no chart to count the draws of");
            }
            for (ChartComposite composite : shown) {
                JFreeChart chart = composite.getChart();
                String title = chart.getTitle() == null ? "" : chart.getTitle().getText();
                draws.finished.put(title, 0L);
                ChartProgressListener listener = e -> {
                    if (e.getType() == ChartProgressEvent.DRAWING_FINISHED) {
                        draws.finished.merge(title, 1L, Long::sum);
                    }
                };
                chart.addProgressListener(listener);
                draws.listeners.put(chart, listener);
            }
            return null;
        });
        return draws;
    }

    /** The draws finished so far, by chart title, top to bottom. */
    public Map<String, Long> sofar() {
        return Ui.read(() -> new LinkedHashMap<>(finished));
    }

    @Override
    public void close() {
        Ui.read(() -> {
            listeners.forEach(JFreeChart::removeProgressListener);
            return null;
        });
    }
}
