package org.dclab.ui.views;

import java.awt.Color;
import java.awt.Font;
import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.eclipse.swt.events.MouseEvent;
import org.eclipse.swt.events.MouseMoveListener;
import org.eclipse.swt.events.MouseTrackAdapter;
import org.jfree.chart.annotations.XYTitleAnnotation;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.swt.ChartComposite;
import org.jfree.chart.title.TextTitle;
import org.jfree.chart.ui.HorizontalAlignment;
import org.jfree.chart.ui.RectangleAnchor;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;

/**
 * The stacked charts' one crosshair: the pointer over any chart draws a line at its instant through every chart of the
 * stack, and each chart writes beside it the value each of its lines has then, so the queue, the windows and the
 * connections are read at one instant. It goes when the pointer leaves the charts.
 */
final class ChartCrosshair {

    private static final Color LINE = new Color(0x44, 0x44, 0x44);
    private static final Color BACKDROP = new Color(255, 255, 255, 225);

    private final List<ChartComposite> charts = new ArrayList<>();
    private final List<ChartSlot> slots = new ArrayList<>();
    /** The instant shown, in seconds, or NaN for none. */
    private double shownSeconds = Double.NaN;

    /** Makes {@code composite}, which draws {@code slot}, one of the charts the crosshair runs through. */
    void attach(ChartComposite composite, ChartSlot slot) {
        charts.add(composite);
        slots.add(slot);
        composite.addSWTListener((MouseMoveListener) e -> moved(composite, e));
        composite.addSWTListener(new MouseTrackAdapter() {
            @Override
            public void mouseExit(MouseEvent e) {
                show(Double.NaN);
            }
        });
    }

    /** The instant the crosshair stands at, in seconds; NaN while the pointer is off the charts. */
    double shownSeconds() {
        return shownSeconds;
    }

    private void moved(ChartComposite composite, MouseEvent e) {
        if (composite.getChartRenderingInfo() == null) {
            return;
        }
        Point2D java2D = composite.translateScreenToJava2D(new java.awt.Point(e.x, e.y));
        Rectangle2D area = composite.getChartRenderingInfo().getPlotInfo().getDataArea();
        if (!area.contains(java2D)) {
            show(Double.NaN);
            return;
        }
        XYPlot plot = composite.getChart().getXYPlot();
        show(plot.getDomainAxis().java2DToValue(java2D.getX(), area, plot.getDomainAxisEdge()));
    }

    /** Draws the crosshair at {@code seconds} in every chart, with each line's value there; NaN takes it away. */
    void show(double seconds) {
        if (Double.compare(seconds, shownSeconds) == 0) {
            return;
        }
        shownSeconds = seconds;
        for (ChartSlot slot : slots) {
            XYPlot plot = slot.chart().getXYPlot();
            plot.clearAnnotations();
            boolean on = !Double.isNaN(seconds);
            plot.setDomainCrosshairVisible(on);
            if (!on) {
                continue;
            }
            plot.setDomainCrosshairLockedOnData(false);
            plot.setDomainCrosshairPaint(LINE);
            plot.setDomainCrosshairValue(seconds);
            String values = valuesAt(slot, seconds);
            double low = plot.getDomainAxis().getLowerBound();
            double high = plot.getDomainAxis().getUpperBound();
            double along = high > low ? Math.max(0, Math.min(1, (seconds - low) / (high - low))) : 0;
            // Beside the line, on the side with more room, its lines one under the other.
            TextTitle words = new TextTitle(values, new Font(Font.SANS_SERIF, Font.PLAIN, (int) Math.round(11 * slot.factor())));
            words.setBackgroundPaint(BACKDROP);
            words.setTextAlignment(HorizontalAlignment.LEFT);
            plot.addAnnotation(new XYTitleAnnotation(along, 0.98, words, along > 0.5 ? RectangleAnchor.TOP_RIGHT
                    : RectangleAnchor.TOP_LEFT));
        }
    }

    /** "t = 12.5 ms · left->right 63 · …": each shown line's value at {@code seconds}, the last it had by then. */
    static String valuesAt(ChartSlot slot, double seconds) {
        XYSeriesCollection data = slot.dataset();
        XYPlot plot = slot.chart().getXYPlot();
        StringBuilder text = new StringBuilder(String.format(Locale.ROOT, "t = %s ms", Numbers.compact(seconds * 1e3)));
        for (int s = 0; s < data.getSeriesCount(); s++) {
            XYSeries series = data.getSeries(s);
            if (!plot.getRenderer().isSeriesVisible(s) || series.getItemCount() == 0 || series.getX(0).doubleValue() > seconds) {
                continue;
            }
            int i = ChartExplainer.lastAtOrBefore(series, seconds);
            text.append('\n').append(series.getKey()).append(": ").append(Numbers.compact(series.getY(i).doubleValue()));
        }
        return text.toString();
    }

    /** Numbers as a class reads them: four significant digits, never in e-notation. */
    static final class Numbers {
        private Numbers() {
        }

        static String compact(double value) {
            if (!Double.isFinite(value)) {
                return "\u2013";
            }
            java.math.BigDecimal rounded = new java.math.BigDecimal(value).round(new java.math.MathContext(4));
            return rounded.stripTrailingZeros().toPlainString();
        }
    }
}
