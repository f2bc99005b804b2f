package org.dclab.charts;

import java.awt.Color;

/**
 * Okabe and Ito's colour-blind-safe palette ("Color Universal Design", 2008) as plain 0xRRGGBB values, in the order
 * {@link FlowColors} gives them to applications: here so that what draws without SWT (the command line's paper
 * figures) uses the same colours as the charts and the canvas.
 */
public final class Palette {

    /**
     * Blue, reddish purple, sky blue, black, then vermillion, bluish green and orange: the first four stay clear of
     * the green-amber-red the canvas colours link load with, so a coexistence run's flows never read as a load. Its
     * yellow is left out, being unreadable on white.
     */
    private static final int[] RGB = { 0x0072B2, 0xCC79A7, 0x56B4E9, 0x000000, 0xD55E00, 0x009E73, 0xE69F00 };

    private Palette() {
    }

    public static int size() {
        return RGB.length;
    }

    /** The {@code index}th colour, round again after the last, as 0xRRGGBB. */
    public static int rgb(int index) {
        return RGB[Math.floorMod(index, RGB.length)];
    }

    /** The {@code index}th colour, round again after the last, as AWT draws it. */
    public static Color awt(int index) {
        return new Color(rgb(index));
    }
}
