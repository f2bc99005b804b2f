package org.dclab.ui.views;

import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import java.util.Optional;
import java.util.function.Supplier;

import org.dclab.sim.explain.Explanation;
import org.dclab.sim.explain.ExplanationKind;
import org.dclab.sim.explain.Explanations;
import org.eclipse.swt.events.MouseEvent;
import org.eclipse.swt.events.MouseListener;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Control;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.swt.ChartComposite;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;

/**
 * Makes a live chart answer a click with "Explain this": the series drawn closest to the pointer names the flow or
 * queue, the time under the pointer picks that subject's nearest recorded decision of the chart's kinds (window
 * cuts and timeouts on the window chart, drops and marks on the queue chart). Only a click of the first button
 * explains: the third opens the chart's menu, and a press dragged further than a click zooms.
 */
final class ChartExplainer implements MouseListener {

    /** How far the pointer may move between press and release for a click, in pixels. */
    private static final int CLICK_SLOP_PIXELS = 3;

    private final ChartComposite composite;
    private final XYSeriesCollection data;
    private final Supplier<Optional<Explanations>> explanations;
    private final ExplanationKind[] kinds;
    private ExplainPopup popup;
    /** Where the first button went down on the chart, or null. */
    private Point pressed;

    private ChartExplainer(ChartComposite composite, XYSeriesCollection data, Supplier<Optional<Explanations>> explanations,
            ExplanationKind... kinds) {
        this.composite = composite;
        this.data = data;
        this.explanations = explanations;
        this.kinds = kinds;
    }

    /** Lets clicks on {@code composite}, which draws {@code data}, explain decisions of the given kinds. */
    static ChartExplainer attach(ChartComposite composite, XYSeriesCollection data, Supplier<Optional<Explanations>> explanations,
            ExplanationKind... kinds) {
        ChartExplainer explainer = new ChartExplainer(composite, data, explanations, kinds);
        // On the canvas inside, which gets the mouse: the composite's own chart mouse events do not say which button.
        composite.addSWTListener(explainer);
        composite.addDisposeListener(e -> explainer.closePopup());
        return explainer;
    }

    @Override
    public void mouseDown(MouseEvent e) {
        pressed = e.button == 1 ? new Point(e.x, e.y) : null;
    }

    @Override
    public void mouseUp(MouseEvent e) {
        Point down = pressed;
        pressed = null;
        if (e.button == 1 && down != null && Math.abs(e.x - down.x) <= CLICK_SLOP_PIXELS && Math.abs(e.y - down.y) <= CLICK_SLOP_PIXELS) {
            explainAt(e.x, e.y, ((Control) e.widget).toDisplay(e.x, e.y));
        }
    }

    @Override
    public void mouseDoubleClick(MouseEvent e) {
        // A double click is two clicks: the second explains again, which replaces the first popup.
    }

    /** Explains what is drawn at ({@code x}, {@code y}) of the chart's canvas, in a popup at {@code at}. */
    private void explainAt(int x, int y, Point at) {
        Point2D java2D = composite.translateScreenToJava2D(new java.awt.Point(x, y));
        Rectangle2D area = composite.getChartRenderingInfo().getPlotInfo().getDataArea();
        if (!area.contains(java2D)) {
            return;
        }
        XYPlot plot = composite.getChart().getXYPlot();
        double timeSeconds = plot.getDomainAxis().java2DToValue(java2D.getX(), area, plot.getDomainAxisEdge());
        double value = plot.getRangeAxis().java2DToValue(java2D.getY(), area, plot.getRangeAxisEdge());
        String subject = nearestSeries(timeSeconds, value);
        if (subject == null) {
            return;
        }
        Optional<Explanation> found = explain(subject, timeSeconds);
        popup = found.isPresent() ? ExplainPopup.open(composite.getShell(), at, found.get())
                : ExplainPopup.open(composite.getShell(), at, subject, "Nothing recorded for " + subject
                        + " yet: no window cut, drop, mark or timeout so far.");
    }

    /** The subject's recorded decision nearest to {@code timeSeconds}, of this chart's kinds. */
    Optional<Explanation> explain(String subject, double timeSeconds) {
        return explanations.get().flatMap(e -> e.nearest(Math.round(timeSeconds * 1e12), subject, kinds));
    }

    /**
     * The key of the drawn series whose line at {@code timeSeconds} passes closest to {@code value}, or null; lines
     * hidden by the series picker or the selection are not candidates.
     */
    String nearestSeries(double timeSeconds, double value) {
        String best = null;
        double bestDistance = Double.POSITIVE_INFINITY;
        for (int s = 0; s < data.getSeriesCount(); s++) {
            if (!composite.getChart().getXYPlot().getRenderer().isSeriesVisible(s)) {
                continue;
            }
            XYSeries series = data.getSeries(s);
            int i = lastAtOrBefore(series, timeSeconds);
            if (i < 0) {
                continue;
            }
            double d = Math.abs(series.getY(i).doubleValue() - value);
            if (d < bestDistance) {
                bestDistance = d;
                best = series.getKey().toString();
            }
        }
        return best;
    }

    private void closePopup() {
        if (popup != null) {
            popup.close();
        }
    }

    /** Series are appended in time order, so the step drawn at {@code x} is the last item not after it. */
    static int lastAtOrBefore(XYSeries series, double x) {
        int lo = 0;
        int hi = series.getItemCount() - 1;
        int found = -1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            if (series.getX(mid).doubleValue() <= x) {
                found = mid;
                lo = mid + 1;
            } else {
                hi = mid - 1;
            }
        }
        return found;
    }
}
