package org.dclab.ui.views;

import java.awt.geom.Point2D;
import java.util.function.Supplier;

import org.dclab.sim.SeriesKey;
import org.dclab.ui.present.FlowColors;
import org.dclab.ui.present.FlowHighlight;

import org.eclipse.swt.events.MouseEvent;
import org.eclipse.swt.events.MouseListener;
import org.jfree.chart.entity.ChartEntity;
import org.jfree.chart.entity.LegendItemEntity;
import org.jfree.chart.swt.ChartComposite;

/**
 * A click on a legend entry hides its series, or shows it again: the quickest way to untangle a chart in class. A
 * double-click on a flow's entry highlights that flow everywhere its colour is drawn ({@link FlowHighlight}); its two
 * clicks toggle the series twice, so it stays as it was.
 */
final class LegendToggle implements MouseListener {

    private final ChartComposite composite;
    private final ChartSlot slot;
    /** The URI of the scenario file whose run the chart shows, or null. */
    private final Supplier<String> scenarioUri;

    private LegendToggle(ChartComposite composite, ChartSlot slot, Supplier<String> scenarioUri) {
        this.composite = composite;
        this.slot = slot;
        this.scenarioUri = scenarioUri;
    }

    static void attach(ChartComposite composite, ChartSlot slot, Supplier<String> scenarioUri) {
        // On the canvas inside, which gets the mouse (see ChartExplainer).
        composite.addSWTListener(new LegendToggle(composite, slot, scenarioUri));
    }

    @Override
    public void mouseUp(MouseEvent e) {
        String label = e.button == 1 ? labelAt(e) : null;
        if (label != null) {
            slot.toggle(label);
        }
    }

    /** The legend label of the entry at the mouse, or null. */
    private String labelAt(MouseEvent e) {
        if (composite.getChartRenderingInfo() == null) {
            return null;
        }
        Point2D at = composite.translateScreenToJava2D(new java.awt.Point(e.x, e.y));
        ChartEntity entity = composite.getChartRenderingInfo().getEntityCollection().getEntity(at.getX(), at.getY());
        return entity instanceof LegendItemEntity legend && legend.getSeriesKey() != null ? String.valueOf(legend.getSeriesKey())
                : null;
    }

    @Override
    public void mouseDown(MouseEvent e) {
        // A toggle happens on release, as a button's does.
    }

    @Override
    public void mouseDoubleClick(MouseEvent e) {
        // Its two clicks toggle twice, as two clicks on a check box do; the flow is highlighted besides.
        String label = e.button == 1 ? labelAt(e) : null;
        SeriesKey key = label == null ? null : slot.key(label);
        String app = key == null ? null : FlowColors.applicationOf(key.subject());
        if (app != null) {
            FlowHighlight.set(scenarioUri.get(), app);
        }
    }
}
