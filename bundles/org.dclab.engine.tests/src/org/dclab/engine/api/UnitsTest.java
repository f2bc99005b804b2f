package org.dclab.engine.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** One set of rules for times, rates and sizes, with the values worked out by hand. */
class UnitsTest {

    @Test
    void ratesAsPeopleWriteThem() {
        assertEquals(40_000_000_000L, Units.parseRate("40G"));
        assertEquals(40_000_000_000L, Units.parseRate("40 Gbps"));
        assertEquals(40_000_000_000L, Units.parseRate("40gb/s"));
        assertEquals(2_500_000_000L, Units.parseRate("2.5Gbit/s"));
        assertEquals(1_000_000_000L, Units.parseRate("1e9"));
        assertEquals(100_000_000L, Units.parseRate("100Mbps"));
        assertEquals("40 Gbps", Units.formatRate(40_000_000_000L));
        assertEquals("2.5 Gbps", Units.formatRate(2_500_000_000L));
    }

    @Test
    void timesAsPeopleWriteThem() {
        assertEquals(2_500_000L, Units.parseTime("2.5 us"));
        assertEquals(2_500_000L, Units.parseTime("2.5\u00b5s"));
        assertEquals(200_000_000_000L, Units.parseTime("200ms"));
        assertEquals(500_000_000_000L, Units.parseTime("0.5 s"));
        assertEquals(41_666_666L, Units.parseTime("41666666"));
        assertEquals("200 ms", Units.formatTime(200_000_000_000L));
        assertEquals("41.67 \u00b5s", Units.roundedTime(41_666_667L));
    }

    @Test
    void sizesInBinaryAndDecimalUnits() {
        assertEquals(65_536, Units.parseSize("64KiB"));
        assertEquals(1_500_000, Units.parseSize("1.5 MB"));
        assertEquals(1460, Units.parseSize("1460"));
        assertEquals(16_777_216, Units.parseSize("16 MiB"));
        assertEquals("16 MiB", Units.formatSize(16_777_216));
        assertEquals("1460 B", Units.formatSize(1460));
    }

    /** Exact or refused: a fraction of the engine's unit is never rounded away. */
    @Test
    void aFractionOfTheEnginesUnitIsRefused() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Units.parseTime("1.5ps"));
        assertEquals("1.5 is not a whole number of picoseconds or is too large", e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> Units.parseRate("10 furlongs"));
        assertThrows(IllegalArgumentException.class, () -> Units.parseWhole("5ms", Units.Kind.NUMBER));
    }

    @Test
    void whatAQuantityIsFollowsItsUnit() {
        assertEquals(5_000_000_000L, Units.parseWhole("5ms", Units.Kind.of("ps")));
        assertEquals(10_000_000_000L, Units.parseWhole("10G", Units.Kind.of("bit/s")));
        assertEquals(65_536, Units.parseWhole("64KiB", Units.Kind.of("B")));
        assertEquals(Units.Kind.NUMBER, Units.Kind.of("packets"));
    }
}
