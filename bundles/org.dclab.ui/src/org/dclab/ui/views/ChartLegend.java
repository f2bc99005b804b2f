package org.dclab.ui.views;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Paint;
import java.awt.Shape;
import java.awt.Stroke;
import java.awt.geom.Line2D;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.jfree.chart.LegendItem;
import org.jfree.chart.LegendItemCollection;
import org.jfree.chart.LegendItemSource;
import org.jfree.chart.renderer.xy.XYItemRenderer;
import org.jfree.data.xy.XYSeriesCollection;

/**
 * The legend of a live chart: one entry per series, drawn as its line, and one for a series the user hid too, greyed,
 * so that clicking it brings the line back (JFreeChart's own legend drops hidden series). A series hidden because the
 * workbench selection is elsewhere has no entry, as before. An application's many connections share one entry
 * ({@link ChartSlot#legendGroups}).
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
        Map<String, String> groupOf = new HashMap<>();
        Map<String, List<String>> groups = slot.legendGroups();
        groups.forEach((group, members) -> members.forEach(m -> groupOf.put(m, group)));
        Set<String> listed = new HashSet<>();
        for (int i = 0; i < data.getSeriesCount(); i++) {
            String series = String.valueOf(data.getSeriesKey(i));
            String label = groupOf.getOrDefault(series, series);
            List<String> members = groups.getOrDefault(label, List.of(series));
            boolean hiddenByUser = slot.hidden().containsAll(members);
            if (!hiddenByUser && !renderer.isSeriesVisible(i) || !listed.add(label)) {
                continue;
            }
            Paint paint = hiddenByUser ? HIDDEN : renderer.getSeriesPaint(i);
            Stroke stroke = renderer.getSeriesStroke(i) == null ? new BasicStroke(1.5f) : renderer.getSeriesStroke(i);
            LegendItem item = new LegendItem(label, label, hiddenByUser ? "Click to show " + label : "Click to hide " + label, null, line,
                    stroke, paint == null ? Color.GRAY : paint);
            item.setSeriesKey(label);
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
