package org.dclab.ui.present;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.eclipse.swt.graphics.RGB;
import org.junit.jupiter.api.Test;

/** The colour of a link at a utilisation. */
class LoadScaleTest {

    @Test
    void anIdleLinkKeepsItsUsualLook() {
        assertNull(LoadScale.ofUtilisation(0));
        assertNull(LoadScale.ofUtilisation(0.009));
        assertNull(LoadScale.ofUtilisation(Double.NaN));
    }

    @Test
    void runsFromGreenThroughAmberToRed() {
        assertEquals(LoadScale.mix(LoadScale.LOW, LoadScale.HALF, 0.02), LoadScale.ofUtilisation(0.01), "just loaded is green");
        assertEquals(LoadScale.HALF, LoadScale.ofUtilisation(0.5));
        assertEquals(LoadScale.FULL, LoadScale.ofUtilisation(1.0));
        assertEquals(LoadScale.FULL, LoadScale.ofUtilisation(1.04), "a window that reads above 1 is a full line");
    }

    /** Hand-computed: a quarter is halfway between green (46, 160, 67) and amber (236, 168, 24). */
    @Test
    void interpolatesLinearly() {
        assertEquals(new RGB(141, 164, 46), LoadScale.ofUtilisation(0.25));
        assertEquals(new RGB(225, 104, 32), LoadScale.ofUtilisation(0.75));
    }
}
