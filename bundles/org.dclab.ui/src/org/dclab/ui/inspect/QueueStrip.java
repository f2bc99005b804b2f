package org.dclab.ui.inspect;

import org.dclab.sim.live.PortInspection;
import org.dclab.sim.live.QueuedFlow;
import org.dclab.ui.present.FlowColors;
import org.dclab.ui.present.Presentation;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;

/**
 * The inspected queue as one bar from empty to its limit, cut into its flows' shares in their colours, with the
 * discipline's levels drawn across it: K, RED's min_th and max_th, and RED's average as a black wedge. A class sees at
 * a glance who holds the queue and how near a threshold it stands.
 */
final class QueueStrip extends Canvas {

    private static final int BAR_HEIGHT = 22;
    private static final RGB UNKNOWN = new RGB(0x99, 0x99, 0x99);
    private static final RGB LEVEL = new RGB(0xD5, 0x5E, 0x00);
    private PortInspection shown;
    private FlowColors colours = FlowColors.NONE;
    private String highlighted;

    QueueStrip(Composite parent) {
        super(parent, SWT.DOUBLE_BUFFERED);
        GridData data = new GridData(SWT.FILL, SWT.TOP, true, false);
        data.heightHint = height();
        setLayoutData(data);
        addPaintListener(e -> paint(e.gc));
        Presentation.follow(this, () -> {
            ((GridData) getLayoutData()).heightHint = height();
            redraw();
        });
    }

    private int height() {
        return Presentation.scale(BAR_HEIGHT) + 2 * Presentation.scale(14) + 6;
    }

    void show(PortInspection in, FlowColors flowColours, String highlightedApplication) {
        shown = in;
        colours = flowColours;
        highlighted = highlightedApplication;
        redraw();
    }

    private void paint(GC gc) {
        if (shown == null) {
            return;
        }
        gc.setAntialias(SWT.ON);
        Rectangle client = getClientArea();
        int textHeight = gc.getFontMetrics().getHeight();
        int barHeight = Presentation.scale(BAR_HEIGHT);
        Rectangle bar = new Rectangle(4, textHeight + 2, Math.max(10, client.width - 8), barHeight);
        boolean inBytes = "bytes".equals(unitOfLimit());
        double limit = shown.state("limit");
        double occupancy = inBytes ? shown.queueBytes() : shown.queuePackets();
        double full = Double.isNaN(limit) || limit <= 0 ? Math.max(1, occupancy) : limit;
        gc.setBackground(getDisplay().getSystemColor(SWT.COLOR_WHITE));
        gc.fillRectangle(bar);
        double x = bar.x;
        for (QueuedFlow f : shown.flows()) {
            if (f.packets() == 0) {
                // A flow listed for its drops or marks alone holds no part of the queue, not even a sliver.
                continue;
            }
            double width = bar.width * (inBytes ? f.bytes() : f.packets()) / full;
            RGB rgb = colours.ofApplication(f.application());
            rgb = rgb == null ? UNKNOWN : rgb;
            if (highlighted != null && !highlighted.equals(f.application())) {
                // Another flow is highlighted: this one fades, as its lane on the canvas does.
                rgb = FlowColors.faded(rgb);
            }
            Color colour = new Color(rgb);
            gc.setBackground(colour);
            gc.fillRectangle((int) Math.round(x), bar.y, Math.max(1, (int) Math.round(x + width) - (int) Math.round(x)), bar.height);
            x += width;
        }
        gc.setForeground(getDisplay().getSystemColor(SWT.COLOR_DARK_GRAY));
        gc.setLineWidth(1);
        gc.drawRectangle(bar);
        String unit = inBytes ? " B" : " pkts";
        gc.drawText("0", bar.x, 0, true);
        String top = InspectorPanel.number(full) + unit;
        gc.drawText(top, bar.x + bar.width - gc.textExtent(top).x, 0, true);
        gc.setForeground(new Color(LEVEL));
        gc.setLineWidth(Presentation.scale(2));
        for (String level : new String[] { "K", "min_th", "max_th" }) {
            double v = shown.state(level);
            if (!Double.isNaN(v) && v <= full) {
                int lx = bar.x + (int) Math.round(bar.width * v / full);
                gc.drawLine(lx, bar.y - 2, lx, bar.y + bar.height + 2);
                gc.drawText(level, lx - gc.textExtent(level).x / 2, bar.y + bar.height + 2, true);
            }
        }
        double average = shown.state("average queue");
        if (!Double.isNaN(average)) {
            int ax = bar.x + (int) Math.round(bar.width * Math.min(average, full) / full);
            int w = Presentation.scale(6);
            gc.setBackground(getDisplay().getSystemColor(SWT.COLOR_BLACK));
            gc.fillPolygon(new int[] { ax - w, bar.y - w - 2, ax + w, bar.y - w - 2, ax, bar.y + 2 });
        }
        gc.setLineWidth(1);
    }

    private String unitOfLimit() {
        return shown.state().stream().filter(s -> s.label().equals("limit")).map(s -> s.unit()).findFirst().orElse("packets");
    }
}
