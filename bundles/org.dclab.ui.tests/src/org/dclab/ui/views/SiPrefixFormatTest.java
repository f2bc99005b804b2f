package org.dclab.ui.views;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Tick labels of swept values, against the prefixes worked out by hand. */
class SiPrefixFormatTest {

    private final SiPrefixFormat format = new SiPrefixFormat();

    @Test
    void largeValuesTakeThePrefixOfTheirThousands() {
        assertEquals("500 M", format.format(5e8));
        assertEquals("1 G", format.format(1e9));
        assertEquals("1.25 G", format.format(1.25e9));
        assertEquals("12 k", format.format(12_000));
        assertEquals("-3 G", format.format(-3e9));
        assertEquals("40 G", format.format(40_000_000_000L));
    }

    @Test
    void roundingThatReachesAThousandTakesTheNextPrefix() {
        assertEquals("1 M", format.format(999_999.9999));
    }

    @Test
    void everydayValuesAreWrittenAsTheyAre() {
        assertEquals("0", format.format(0));
        assertEquals("65", format.format(65));
        assertEquals("9999", format.format(9999));
        assertEquals("0.25", format.format(0.25));
    }

    @Test
    void smallValuesTakeTheirPrefixToo() {
        assertEquals("2.5 \u00b5", format.format(2.5e-6));
        assertEquals("200 \u00b5", format.format(2e-4));
        assertEquals("100 n", format.format(1e-7));
    }
}
