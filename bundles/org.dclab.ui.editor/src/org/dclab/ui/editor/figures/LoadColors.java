package org.dclab.ui.editor.figures;

import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.RGB;

/**
 * Colours of a live run on the canvas. A link's load runs from green (idle but carrying) through amber (half) to red
 * (the line is busy all the time), the traffic-light scale a class reads without a legend; the legend is drawn
 * anyway.
 */
public final class LoadColors {

    /** Below this utilisation a link looks as it does when nothing runs: a line that carries a few ACKs is not "loaded". */
    public static final double IDLE = 0.01;

    static final RGB LOW = new RGB(46, 160, 67);
    static final RGB HALF = new RGB(236, 168, 24);
    static final RGB FULL = new RGB(214, 39, 40);

    public static final Color QUEUE_FILL = new Color(111, 66, 193);
    public static final Color QUEUE_FRAME = new Color(60, 64, 72);
    public static final Color QUEUE_EMPTY = new Color(255, 255, 255);
    public static final Color THRESHOLD = new Color(214, 39, 40);
    public static final Color RED_BAND = new Color(236, 168, 24);
    public static final Color DROP_FLASH = new Color(214, 39, 40);
    public static final Color MARK_FLASH = new Color(236, 168, 24);
    public static final Color PACKET = new Color(30, 32, 36);

    private LoadColors() {
    }

    /**
     * The colour of a line at {@code utilisation} (clamped to [0, 1]): null when idle, so that the link keeps its usual
     * look, otherwise linear from {@link #LOW} at 0 to {@link #HALF} at 0.5 and to {@link #FULL} at 1.
     */
    public static RGB ofUtilisation(double utilisation) {
        if (!(utilisation >= IDLE)) {
            return null;
        }
        double u = Math.min(1, utilisation);
        return u <= 0.5 ? mix(LOW, HALF, u / 0.5) : mix(HALF, FULL, (u - 0.5) / 0.5);
    }

    static RGB mix(RGB a, RGB b, double t) {
        return new RGB((int) Math.round(a.red + (b.red - a.red) * t), (int) Math.round(a.green + (b.green - a.green) * t),
                (int) Math.round(a.blue + (b.blue - a.blue) * t));
    }
}
