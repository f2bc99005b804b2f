package org.dclab.ui.editor.figures;

import org.dclab.sim.live.NetworkActivity;
import org.dclab.ui.editor.Units;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;

/**
 * The key to a live canvas, in its top-right corner and in screen pixels so that it keeps its size at every zoom: the
 * load scale of links, what a queue bar and its K tick are, the two flash colours, and the simulated time shown.
 */
public final class ActivityLegend {

	private static final int PAD = 6;
	private static final int SCALE_WIDTH = 120;
	private static final int SWATCH = 10;

	public void paint(GC gc, Rectangle client, NetworkActivity activity) {
		int line = gc.getFontMetrics().getHeight() + 2;
		String time = "t = " + Units.formatTime(activity.nowPs()) + (activity.stepped() ? " \u00b7 stepping" : "");
		int width = Math.max(SCALE_WIDTH, gc.textExtent(time).x) + 2 * PAD;
		int height = 4 * line + 2 * PAD + 4;
		int x = client.x + client.width - width - 8;
		int y = client.y + 8;
		gc.setBackground(DiagramColors.LABEL_BACKGROUND);
		gc.fillRectangle(x, y, width, height);
		gc.setForeground(DiagramColors.LINK);
		gc.drawRectangle(x, y, width, height);
		int tx = x + PAD;
		int ty = y + PAD;
		gc.setForeground(DiagramColors.LABEL);
		gc.drawText(time, tx, ty, true);
		ty += line;
		gc.drawText("link load 0 \u2192 100 %", tx, ty, true);
		ty += line;
		for (int i = 0; i < SCALE_WIDTH; i++) {
			gc.setForeground(new Color(LoadColors.ofUtilisation(Math.max(LoadColors.IDLE, i / (double) (SCALE_WIDTH - 1)))));
			gc.drawLine(tx + i, ty, tx + i, ty + SWATCH - 2);
		}
		ty += SWATCH + 2;
		Point drop = swatch(gc, tx, ty, LoadColors.QUEUE_FILL, "queue");
		gc.setForeground(LoadColors.THRESHOLD);
		gc.setLineWidth(2);
		gc.drawLine(drop.x, ty + SWATCH / 2, drop.x + SWATCH, ty + SWATCH / 2);
		gc.setLineWidth(1);
		gc.setForeground(DiagramColors.LABEL);
		gc.drawText("K", drop.x + SWATCH + 3, ty - 2, true);
		ty += line;
		Point mark = swatch(gc, tx, ty, LoadColors.DROP_FLASH, "drop");
		swatch(gc, mark.x, ty, LoadColors.MARK_FLASH, "mark");
	}

	/** A filled square and its label; returns where the next item may start. */
	private static Point swatch(GC gc, int x, int y, Color color, String label) {
		gc.setBackground(color);
		gc.fillRectangle(x, y, SWATCH, SWATCH);
		gc.setForeground(DiagramColors.LABEL);
		gc.drawText(label, x + SWATCH + 3, y - 2, true);
		return new Point(x + SWATCH + 3 + gc.textExtent(label).x + 8, y);
	}
}
