package org.dclab.ui.views;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Paint;
import java.awt.Shape;
import java.awt.Stroke;
import java.awt.geom.Line2D;

import org.jfree.chart.LegendItem;
import org.jfree.chart.LegendItemCollection;
import org.jfree.chart.LegendItemSource;
import org.jfree.chart.renderer.xy.XYItemRenderer;
import org.jfree.data.xy.XYSeriesCollection;

/**
 * The legend of a live chart: one entry per series, drawn as its line, and one for a series the user hid too, greyed,
 * so that clicking it brings the line back (JFreeChart's own legend drops hidden series). A series hidden because the
 * workbench selection is elsewhere has no entry, as before.
 */
final class ChartLegend implements LegendItemSource {

    private static final Color HIDDEN = new Color(0xAA, 0xAA, 0xAA);

    private final ChartSlot slot;

    ChartLegend(ChartSlot slot) {
        this.slot = slot;
    }

    @Override
    public LegendItemCollection getLegendItems() {
        LegendItemCollection items = new LegendItemCollection();
        XYSeriesCollection data = slot.dataset();
        XYItemRenderer renderer = slot.chart().getXYPlot().getRenderer();
        double factor = slot.factor();
        Shape line = new Line2D.Double(-10 * factor, 0, 10 * factor, 0);
        for (int i = 0; i < data.getSeriesCount(); i++) {
            String label = String.valueOf(data.getSeriesKey(i));
            boolean hiddenByUser = slot.hidden().contains(label);
            if (!hiddenByUser && !renderer.isSeriesVisible(i)) {
                continue;
            }
            Paint paint = hiddenByUser ? HIDDEN : renderer.getSeriesPaint(i);
            Stroke stroke = renderer.getSeriesStroke(i) == null ? new BasicStroke(1.5f) : renderer.getSeriesStroke(i);
            LegendItem item = new LegendItem(label, label, hiddenByUser ? "Click to show " + label : "Click to hide " + label, null, line,
                    stroke, paint == null ? Color.GRAY : paint);
            item.setSeriesKey(data.getSeriesKey(i));
            item.setSeriesIndex(i);
            item.setDataset(data);
            if (hiddenByUser) {
                item.setLabelPaint(HIDDEN);
            }
            items.add(item);
        }
        return items;
    }
}
