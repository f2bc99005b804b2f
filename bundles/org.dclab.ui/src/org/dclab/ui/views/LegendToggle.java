package org.dclab.ui.views;

import java.awt.geom.Point2D;

import org.eclipse.swt.events.MouseEvent;
import org.eclipse.swt.events.MouseListener;
import org.jfree.chart.entity.ChartEntity;
import org.jfree.chart.entity.LegendItemEntity;
import org.jfree.chart.swt.ChartComposite;

/** A click on a legend entry hides its series, or shows it again: the quickest way to untangle a chart in class. */
final class LegendToggle implements MouseListener {

    private final ChartComposite composite;
    private final ChartSlot slot;

    private LegendToggle(ChartComposite composite, ChartSlot slot) {
        this.composite = composite;
        this.slot = slot;
    }

    static void attach(ChartComposite composite, ChartSlot slot) {
        // On the canvas inside, which gets the mouse (see ChartExplainer).
        composite.addSWTListener(new LegendToggle(composite, slot));
    }

    @Override
    public void mouseUp(MouseEvent e) {
        if (e.button != 1 || composite.getChartRenderingInfo() == null) {
            return;
        }
        Point2D at = composite.translateScreenToJava2D(new java.awt.Point(e.x, e.y));
        ChartEntity entity = composite.getChartRenderingInfo().getEntityCollection().getEntity(at.getX(), at.getY());
        if (entity instanceof LegendItemEntity legend && legend.getSeriesKey() != null) {
            slot.toggle(String.valueOf(legend.getSeriesKey()));
        }
    }

    @Override
    public void mouseDown(MouseEvent e) {
        // A toggle happens on release, as a button's does.
    }

    @Override
    public void mouseDoubleClick(MouseEvent e) {
        // Two clicks toggle twice, as two clicks on a check box do.
    }
}
