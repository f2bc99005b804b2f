package org.dclab.ui.views;

import java.util.Arrays;

/**
 * Which of a stack of charts are shown, and how high each is, when the view is too short for all of them legibly: a
 * run of neighbouring charts that fits, from the one the view's scroll bar is at, the others hidden until scrolled to.
 * Charts scrolled out of a view are hidden rather than moved past its edge: on GTK a chart laid out beyond its view's
 * edge drew over the Event List below it.
 *
 * @param first the first chart shown
 * @param count how many charts are shown from {@code first}
 * @param heights each chart's height, those not shown included (the stack ignores them)
 */
record ChartPages(int first, int count, int[] heights) {

    /**
     * Pages a stack {@code height} pixels high whose charts take {@code frames} besides their plots (a folded chart's
     * note, its whole height: {@code folded}), with sashes {@code sash} pixels high between them: every chart shown gets
     * a plot of {@code leastPlot} at least, the charts shown share what is left so that their plots are equally high,
     * and a stack too short for all starts at {@code wantedFirst} or as near it as a full page allows.
     */
    static ChartPages of(int height, int[] frames, boolean[] folded, int sash, int leastPlot, int wantedFirst) {
        int n = frames.length;
        int[] needs = new int[n];
        for (int i = 0; i < n; i++) {
            needs[i] = frames[i] + (folded[i] ? 0 : leastPlot);
        }
        int first = Math.max(0, Math.min(wantedFirst, n - 1));
        int count = 0;
        int used = 0;
        while (first + count < n && (count == 0 || used + sash + needs[first + count] <= height)) {
            used += (count == 0 ? 0 : sash) + needs[first + count];
            count++;
        }
        // The last page is a full one: scrolled to the end, the view shows as many charts as fit, not the last alone.
        while (first > 0 && first + count == n && used + sash + needs[first - 1] <= height) {
            first--;
            used += sash + needs[first];
            count++;
        }
        int framed = 0;
        int drawn = 0;
        for (int i = first; i < first + count; i++) {
            framed += frames[i];
            drawn += folded[i] ? 0 : 1;
        }
        int plot = drawn == 0 ? 0 : Math.max(1, (height - (count - 1) * sash - framed) / drawn);
        int[] heights = new int[n];
        for (int i = 0; i < n; i++) {
            heights[i] = folded[i] ? Math.max(1, frames[i]) : frames[i] + plot;
        }
        return new ChartPages(first, count, heights);
    }

    /** Whether chart {@code i} is shown. */
    boolean shows(int i) {
        return i >= first && i < first + count;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof ChartPages p && p.first == first && p.count == count && Arrays.equals(p.heights, heights);
    }

    @Override
    public int hashCode() {
        return 31 * (31 * first + count) + Arrays.hashCode(heights);
    }

    @Override
    public String toString() {
        return "charts " + first + " to " + (first + count - 1) + ", heights " + Arrays.toString(heights);
    }
}
