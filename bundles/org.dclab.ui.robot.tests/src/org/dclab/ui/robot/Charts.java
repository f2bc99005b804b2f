package org.dclab.ui.robot;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.entity.ChartEntity;
import org.jfree.chart.entity.LegendItemEntity;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.swt.ChartComposite;
import org.jfree.data.xy.XYDataset;

/**
 * What the Live Charts view draws: its charts by title, the legend labels of their lines and each line's points, the
 * message an empty chart shows, where its lines are drawn on the screen; read off the charts' datasets as a person
 * reads them off the screen. Everything done to a chart goes through the mouse ({@link Input}, {@link Menus#popUp}).
 */
public final class Charts {

    public static final String VIEW = "Live Charts";

    private Charts() {
    }

    /** Brings the Live Charts view to the front (see {@link Views#show}). */
    public static void show() {
        Views.show(VIEW);
    }

    /** The titles of the charts the Live Charts view shows, top to bottom. */
    public static List<String> titles() {
        return Ui.read(() -> charts().stream().map(c -> c.getTitle() == null ? "" : c.getTitle().getText()).toList());
    }

    /** The legend labels of the lines of the chart titled {@code title}. */
    public static List<String> labels(String title) {
        return Ui.read(() -> {
            List<String> labels = new ArrayList<>();
            XYPlot plot = chart(title).getXYPlot();
            for (int d = 0; d < plot.getDatasetCount(); d++) {
                XYDataset data = plot.getDataset(d);
                for (int s = 0; data != null && s < data.getSeriesCount(); s++) {
                    labels.add(String.valueOf(data.getSeriesKey(s)));
                }
            }
            return labels;
        });
    }

    /** The y values of the line labelled {@code label} in the chart titled {@code title}, in time order. */
    public static double[] values(String title, String label) {
        return Ui.read(() -> {
            XYPlot plot = chart(title).getXYPlot();
            for (int d = 0; d < plot.getDatasetCount(); d++) {
                XYDataset data = plot.getDataset(d);
                for (int s = 0; data != null && s < data.getSeriesCount(); s++) {
                    if (label.equals(String.valueOf(data.getSeriesKey(s)))) {
                        double[] ys = new double[data.getItemCount(s)];
                        for (int i = 0; i < ys.length; i++) {
                            ys[i] = data.getYValue(s, i);
                        }
                        return ys;
                    }
                }
            }
            throw new AssertionError("the chart " + title + " draws no line labelled " + label);
        });
    }

    /** The time, in seconds, of the last point of the line labelled {@code label} in the chart titled {@code title}. */
    public static double lastTime(String title, String label) {
        return Ui.read(() -> {
            XYPlot plot = chart(title).getXYPlot();
            for (int d = 0; d < plot.getDatasetCount(); d++) {
                XYDataset data = plot.getDataset(d);
                for (int s = 0; data != null && s < data.getSeriesCount(); s++) {
                    if (label.equals(String.valueOf(data.getSeriesKey(s)))) {
                        int n = data.getItemCount(s);
                        return n == 0 ? Double.NaN : data.getXValue(s, n - 1);
                    }
                }
            }
            throw new AssertionError("the chart " + title + " draws no line labelled " + label);
        });
    }

    /**
     * The chart composite showing the chart titled {@code title}, for pointing at it; waits for the view to have it and,
     * where the view is too short for all its charts and pages through them, turns the wheel over its scroll bar until
     * the chart is shown, as a person scrolls to it.
     */
    public static ChartComposite composite(String title) {
        ChartComposite chart = Ui.waitFor("the Live Charts view to show a chart titled " + title,
                () -> composites().stream().filter(c -> titleOf(c.getChart()).equals(title)).findFirst().orElse(null));
        int charts = Ui.read(() -> composites().size());
        for (int i = 0; i < 2 * charts && !Ui.read(chart::isVisible); i++) {
            Input.wheel(scrollBar(), isAboveTheShown(chart) ? -1 : 1);
        }
        return chart;
    }

    /**
     * The chart composites the view has, top to bottom, those its scroll bar has paged out of sight included (their lines
     * are there to be read; {@link #composite} brings one into view to point at it). Call on the UI thread.
     */
    public static List<ChartComposite> composites() {
        List<ChartComposite> found = new ArrayList<>();
        Widgets.view(VIEW).ifPresent(v -> collect(v, found));
        return found;
    }

    private static void collect(org.eclipse.swt.widgets.Control control, List<ChartComposite> found) {
        if (control.isDisposed()) {
            return;
        }
        if (control instanceof ChartComposite chart) {
            found.add(chart);
        } else if (control instanceof Composite composite) {
            for (org.eclipse.swt.widgets.Control child : composite.getChildren()) {
                collect(child, found);
            }
        }
    }

    /** Whether {@code chart}, paged out of sight, lies above the charts shown. */
    private static boolean isAboveTheShown(ChartComposite chart) {
        return Ui.read(() -> {
            List<ChartComposite> all = composites();
            int shown = all.stream().filter(ChartComposite::isVisible).findFirst().map(all::indexOf).orElse(0);
            return all.indexOf(chart) < shown;
        });
    }

    /** A point on the Live Charts view's scroll bar, along its right edge. */
    private static Point scrollBar() {
        return Ui.read(() -> {
            Composite view = Widgets.view(VIEW).orElseThrow();
            Point size = view.getSize();
            return view.toDisplay(size.x - 6, size.y / 2);
        });
    }

    /** How many points the chart's visible lines hold together. */
    public static int points(ChartComposite chart) {
        return Ui.read(() -> {
            XYPlot plot = chart.getChart().getXYPlot();
            XYDataset data = plot.getDataset();
            int points = 0;
            for (int s = 0; data != null && s < data.getSeriesCount(); s++) {
                if (plot.getRenderer().isSeriesVisible(s)) {
                    points += data.getItemCount(s);
                }
            }
            return points;
        });
    }

    /** The message the chart shows in place of lines when it has none to draw; null while it draws some. */
    public static String emptyMessage(ChartComposite chart) {
        return points(chart) > 0 ? null : Ui.read(() -> chart.getChart().getXYPlot().getNoDataMessage());
    }

    /**
     * The note shown in place of the chart titled {@code title} when the run will give it no line: the reason under the
     * title, as it reads on the screen; null while the chart itself is shown.
     */
    public static String foldedNote(String title) {
        return Ui.read(() -> noteTitle(title).map(t -> {
            List<Label> labels = Widgets.under(t.getParent(), Label.class, l -> l != t);
            return labels.isEmpty() ? "" : labels.get(0).getText();
        }).orElse(null));
    }

    /** How tall the chart titled {@code title} is on the screen, or its note when it is folded into one. */
    public static int height(String title) {
        return Ui.read(() -> noteTitle(title).map(t -> t.getParent().getSize().y).orElseGet(() -> composites().stream().filter(
                c -> titleOf(c.getChart()).equals(title)).findFirst().map(c -> c.getSize().y).orElseThrow(() -> new AssertionError(
                        "the Live Charts view shows neither a chart nor a note titled " + title))));
    }

    /** The title label of a folded chart's note, when one is shown. Call on the UI thread. */
    private static Optional<Label> noteTitle(String title) {
        return Widgets.view(VIEW).flatMap(v -> Widgets.under(v, Label.class, l -> l.getText().equals(title)).stream().findFirst());
    }

    /** The area the lines are drawn in, on the screen. */
    public static Rectangle dataArea(ChartComposite chart) {
        return Ui.read(() -> {
            Rectangle area = chart.getScreenDataArea();
            Point topLeft = chart.toDisplay(area.x, area.y);
            return new Rectangle(topLeft.x, topLeft.y, area.width, area.height);
        });
    }

    /** A point of the data area given as fractions of its width and height from its top left corner. */
    public static Point inDataArea(ChartComposite chart, double fractionX, double fractionY) {
        Rectangle area = dataArea(chart);
        return new Point(area.x + (int) (area.width * fractionX), area.y + (int) (area.height * fractionY));
    }

    /** The colour the line labelled {@code label} is drawn in. */
    public static RGB seriesColour(ChartComposite chart, String label) {
        return Ui.read(() -> {
            XYPlot plot = chart.getChart().getXYPlot();
            java.awt.Color c = (java.awt.Color) plot.getRenderer().getSeriesPaint(plot.getDataset().indexOf(label));
            return new RGB(c.getRed(), c.getGreen(), c.getBlue());
        });
    }

    /** The width in pixels of the line labelled {@code label}. */
    public static float seriesWidth(ChartComposite chart, String label) {
        return Ui.read(() -> {
            XYPlot plot = chart.getChart().getXYPlot();
            return ((java.awt.BasicStroke) plot.getRenderer().getSeriesStroke(plot.getDataset().indexOf(label))).getLineWidth();
        });
    }

    /** Whether the line labelled {@code label} is drawn. */
    public static boolean isShown(ChartComposite chart, String label) {
        return Ui.read(() -> {
            XYPlot plot = chart.getChart().getXYPlot();
            return plot.getRenderer().isSeriesVisible(plot.getDataset().indexOf(label));
        });
    }

    /** Where the legend entry of {@code label} is on the screen. */
    public static Point legendEntry(ChartComposite chart, String label) {
        return Ui.waitFor("the legend entry of " + label, () -> {
            for (Object e : chart.getChartRenderingInfo().getEntityCollection().getEntities()) {
                if (e instanceof LegendItemEntity legend && label.equals(String.valueOf(legend.getSeriesKey()))) {
                    java.awt.geom.Rectangle2D area = ((ChartEntity) legend).getArea().getBounds2D();
                    java.awt.Point screen = chart.translateJava2DToScreen(new java.awt.geom.Point2D.Double(area.getCenterX(), area
                            .getCenterY()));
                    return chart.toDisplay(screen.x, screen.y);
                }
            }
            return null;
        });
    }

    private static JFreeChart chart(String title) {
        return charts().stream().filter(c -> titleOf(c).equals(title)).findFirst()
                .orElseThrow(() -> new AssertionError("the Live Charts view shows no chart titled " + title));
    }

    private static List<JFreeChart> charts() {
        return composites().stream().map(ChartComposite::getChart).toList();
    }

    private static String titleOf(JFreeChart chart) {
        return chart.getTitle() == null ? "" : chart.getTitle().getText();
    }
}
