package org.dclab.sim.papers;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.dclab.sim.campaign.Statistics;
import org.junit.jupiter.api.Test;

/** The tables' numbers: three significant digits, whole numbers from 1000 on, tiny ones in scientific notation. */
class NumbersTest {

    @Test
    void numbersAreWrittenToThreeSignificantDigits() {
        assertEquals("0.647", Numbers.text(0.64673));
        assertEquals("9.1", Numbers.text(9.0999));
        assertEquals("1806", Numbers.text(1806.4));
        assertEquals("5.04e-4", Numbers.text(5.0412e-4));
        assertEquals("1e-4", Numbers.text(1e-4));
        assertEquals("–", Numbers.text(Double.NaN));
    }

    @Test
    void aMeanCarriesItsIntervalsHalfWidthToTwoDigits() {
        // 1, 2, 3: 2 ± t(0.975, 2)·1/√3 = 2 ± 2.484.
        assertEquals("2 ± 2.5", Numbers.meanAndInterval(Statistics.of(List.of(1.0, 2.0, 3.0))));
        assertEquals("0.5", Numbers.meanAndInterval(Statistics.of(List.of(0.5))), "one run: its value");
        assertEquals("0.973 ± 0", Numbers.meanAndInterval(Statistics.of(List.of(0.973, 0.973 + 1e-16, 0.973))),
                "rounding noise is no interval");
    }
}
