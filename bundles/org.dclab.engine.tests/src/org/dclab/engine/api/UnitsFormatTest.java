package org.dclab.engine.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class UnitsFormatTest {

    @Test
    void formatsRatesAndTimesInTheLargestWholeUnit() {
        assertEquals("10 Gbps", Units.formatRate(10_000_000_000L));
        assertEquals("2.5 Gbps", Units.formatRate(2_500_000_000L));
        assertEquals("100 Mbps", Units.formatRate(100_000_000L));
        assertEquals("1 \u00b5s", Units.formatTime(1_000_000L));
        assertEquals("200 ms", Units.formatTime(200_000_000_000L));
        assertEquals("1.5 ns", Units.formatTime(1_500L));
        assertEquals("0 ps", Units.formatTime(0));
    }

    /** Oracle: the dumbbell's 250 µs RTT over six link crossings, 41,666,667 ps each, as a label shows it. */
    @Test
    void roundsForAGlanceToFourDigitsNeverBelowTheWholeUnits() {
        assertEquals("41.67 \u00b5s", Units.roundedTime(41_666_667L));
        assertEquals("41.666667 \u00b5s", Units.formatTime(41_666_667L), "the exact value stays for the Properties");
        assertEquals("25 \u00b5s", Units.roundedTime(25_000_000L));
        assertEquals("1.333 Gbps", Units.roundedRate(1_333_333_333L));
        assertEquals("123457 s", Units.roundedTime(123_456_789_000_000_000L), "whole units are never rounded away");
        assertEquals("0 ps", Units.roundedTime(0));
    }

    @Test
    void parsesWhatPeopleTypeExactly() {
        assertEquals(40_000_000_000L, Units.parseRate("40 Gbps"));
        assertEquals(40_000_000_000L, Units.parseRate("40G"));
        assertEquals(2_500_000_000L, Units.parseRate("2.5gb/s"));
        assertEquals(1_000L, Units.parseRate("1000"));
        assertEquals(2_500_000L, Units.parseTime("2.5 us"));
        assertEquals(2_500_000L, Units.parseTime("2.5\u00b5s"));
        assertEquals(10_000_000_000L, Units.parseTime("10ms"));
        assertEquals(1_000_000_000_000L, Units.parseTime("1 s"));
    }

    @Test
    void formattingAndParsingRoundTrip() {
        for (long ps : new long[] { 1, 999, 1_500, 1_000_000, 25_000_000, 200_000_000_000L }) {
            assertEquals(ps, Units.parseTime(Units.formatTime(ps)));
        }
        for (long bps : new long[] { 1, 1_000, 2_500_000_000L, 40_000_000_000L }) {
            assertEquals(bps, Units.parseRate(Units.formatRate(bps)));
        }
    }

    @Test
    void refusesUnknownUnitsAndFractionsOfTheStoredUnit() {
        assertThrows(IllegalArgumentException.class, () -> Units.parseRate("10 furlongs"));
        assertThrows(IllegalArgumentException.class, () -> Units.parseTime("0.5 ps"));
        assertThrows(IllegalArgumentException.class, () -> Units.parseTime("fast"));
    }
}
