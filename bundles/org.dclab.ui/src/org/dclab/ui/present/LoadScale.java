package org.dclab.ui.present;

import java.util.List;

import org.eclipse.swt.graphics.RGB;

/**
 * The colour of a link at its load, wherever a live run is drawn: the canvas's links and its legend, and the class
 * page's network and legend, which the workbench sends these colours to. It runs from green (idle but carrying)
 * through amber (half) to red (the line is busy all the time), the traffic-light scale a class reads without a legend;
 * the legend is drawn anyway, as "link load 0 → 100 %".
 */
public final class LoadScale {

    /** Below this utilisation a link looks as it does when nothing runs: a line that carries a few ACKs is not "loaded". */
    public static final double IDLE = 0.01;

    /** The legend's words, on the canvas and on the class page alike. */
    public static final String LEGEND = "link load 0 \u2192 100 %";

    static final RGB LOW = new RGB(46, 160, 67);
    static final RGB HALF = new RGB(236, 168, 24);
    static final RGB FULL = new RGB(214, 39, 40);

    /** The scale's colours at utilisation 0, 0.5 and 1, between which it runs linearly. */
    public static final List<RGB> STOPS = List.of(LOW, HALF, FULL);

    private LoadScale() {
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
