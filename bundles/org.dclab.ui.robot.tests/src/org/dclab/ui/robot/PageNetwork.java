package org.dclab.ui.robot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Locale;
import java.util.stream.Collectors;

import org.dclab.ui.present.LoadScale;
import org.dclab.ui.present.QueueLook;
import org.eclipse.swt.graphics.RGB;

/**
 * The network on a student's class page, as the student sees it: its drawing's pixels and the legend under it, read
 * from the page through its browser.
 */
public final class PageNetwork {

    /** A drawn line's inner pixels carry its colour exactly; one unit either way allows for the page's rounding. */
    private static final int TOLERANCE = 2;
    /** A link is many pixels long and several wide: a handful of pixels is not yet a link. */
    private static final long LINE_PIXELS = 50;

    private PageNetwork() {
    }

    /** Pixels of the page's network drawing within {@link #TOLERANCE} of {@code colour} in each channel. */
    public static long pixelsOf(Browser page, RGB colour) {
        Object n = page.script("var c = document.getElementById('topology'), d = c.getContext('2d').getImageData(0, 0, c.width,"
                + " c.height).data, n = 0;"
                + " for (var i = 0; i < d.length; i += 4) {"
                + "   if (d[i + 3] === 255 && Math.abs(d[i] - arguments[0]) <= arguments[3] && Math.abs(d[i + 1] - arguments[1])"
                + "       <= arguments[3] && Math.abs(d[i + 2] - arguments[2]) <= arguments[3]) { n++; }"
                + " }"
                + " return n;", colour.red, colour.green, colour.blue, TOLERANCE);
        return ((Number) n).longValue();
    }

    /** The page's network draws a line in {@code colour}, the colour of {@code what}. */
    public static void assertDrawnIn(Browser page, RGB colour, String what) {
        assertDrawnIn(page, colour, what, LINE_PIXELS);
    }

    /** The page's network has at least {@code minPixels} pixels in {@code colour}, the colour of {@code what}. */
    public static void assertDrawnIn(Browser page, RGB colour, String what, long minPixels) {
        long pixels = pixelsOf(page, colour);
        assertTrue(pixels >= minPixels, String.format(Locale.ROOT, "%s: %d pixels of the page's network in #%02x%02x%02x", what, pixels,
                colour.red, colour.green, colour.blue));
    }

    /** Under the network, the canvas's legend of link load: its words, and its colours from no load to full. */
    public static void assertLoadLegend(Browser page) {
        assertEquals(LoadScale.LEGEND, page.text("load-legend-text"));
        String stops = LoadScale.STOPS.stream().map(c -> "rgb(" + c.red + ", " + c.green + ", " + c.blue + ")").collect(Collectors
                .joining(", "));
        Object drawn = page.script("return getComputedStyle(document.getElementById('load-legend-scale')).backgroundImage;");
        assertEquals("linear-gradient(to right, " + stops + ")", drawn, "the legend's scale");
    }

    /** Under the network, the canvas's key of queues: the fill, K's line and the drop and mark rings in its colours. */
    public static void assertQueueKey(Browser page) {
        Object drawn = page.script("var s = function (id, p) { return getComputedStyle(document.getElementById(id))[p]; };"
                + " return [s('queue-key-fill', 'backgroundColor'), s('queue-key-threshold', 'borderTopColor'),"
                + " s('queue-key-drop', 'backgroundColor'), s('queue-key-mark', 'backgroundColor')].join(' ');");
        String expected = java.util.stream.Stream.of(QueueLook.FILL, QueueLook.THRESHOLD, QueueLook.DROP_FLASH, QueueLook.MARK_FLASH)
                .map(c -> "rgb(" + c.red + ", " + c.green + ", " + c.blue + ")").collect(Collectors.joining(" "));
        assertEquals(expected, drawn, "the queue key's colours");
    }
}
