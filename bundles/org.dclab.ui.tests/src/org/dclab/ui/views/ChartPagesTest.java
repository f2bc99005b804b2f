package org.dclab.ui.views;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Which charts a view shows, and how high, when it is too short for all of them legibly. Hand-computed. */
class ChartPagesTest {

    private static final boolean[] NONE_FOLDED = { false, false, false };

    /** 400 px, two sashes of 5: frames of 80, 100 and 90 leave 120 to share, 40 of plot each. */
    @Test
    void aViewTallEnoughShowsEveryChartWithPlotsEquallyHigh() {
        ChartPages pages = ChartPages.of(400, new int[] { 80, 100, 90 }, NONE_FOLDED, 5, 0, 0);
        assertEquals(0, pages.first());
        assertEquals(3, pages.count());
        assertArrayEquals(new int[] { 120, 140, 130 }, pages.heights());
    }

    /**
     * 340 px with a least plot of 60: the first two need 140 + 160 + 5 = 305, the third 150 more; two are shown, sharing
     * 340 - 5 - 180 = 155 as plots of 77. Scrolled to the last, the last page is full: the second and the third.
     */
    @Test
    void aShortViewShowsTheChartsThatFitAndAFullLastPage() {
        ChartPages top = ChartPages.of(340, new int[] { 80, 100, 90 }, NONE_FOLDED, 5, 60, 0);
        assertEquals(0, top.first());
        assertEquals(2, top.count());
        assertArrayEquals(new int[] { 157, 177, 167 }, top.heights());
        ChartPages last = ChartPages.of(340, new int[] { 80, 100, 90 }, NONE_FOLDED, 5, 60, 2);
        assertEquals(1, last.first());
        assertEquals(2, last.count());
    }

    /** A folded chart is its note's height; the two with lines share the rest: 400 - 10 - 50 - 180 = 160, 80 each. */
    @Test
    void aFoldedChartKeepsItsNotesHeight() {
        ChartPages pages = ChartPages.of(400, new int[] { 80, 100, 50 }, new boolean[] { false, false, true }, 5, 60, 0);
        assertEquals(3, pages.count());
        assertArrayEquals(new int[] { 160, 180, 50 }, pages.heights());
    }
}
