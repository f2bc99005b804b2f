package org.dclab.engine.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Map;

import org.dclab.engine.cc.Dctcp;
import org.dclab.engine.cc.Gemini;
import org.dclab.engine.queue.Red;
import org.junit.jupiter.api.Test;

/** A parameter reads what a file holds, writes it back the same, and refuses in the words of its range. */
class ParameterTest {

    /** The texts EMF wrote for the model's attributes read to the same values and are written back unchanged. */
    @Test
    void filesReadBackAsWritten() {
        for (String text : new String[] { "0.0625", "1.2E-7", "0.002", "0.1" }) {
            assertEquals(text, Gemini.H.format(Gemini.H.parse(text)));
        }
        assertEquals(5_000_000_000L, Gemini.T.parse("5000000000"));
        assertEquals(5_000_000_000L, Gemini.T.parse("5ms"));
        assertEquals(1_000_000_000L, Gemini.CAPACITY.parse("1Gbps"));
        assertEquals(Boolean.TRUE, Red.GENTLE.parse("TRUE"));
        assertEquals("TWICE_MAX_THRESHOLD", Red.HARD_DROP_FROM.parse("twice_max_threshold"));
    }

    @Test
    void aValueOutsideItsRangeIsRefusedWithTheRange() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Dctcp.G.parse("1.5"));
        assertEquals("g must be above 0 and at most 1, got 1.5", e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> Red.NOT_ECT.parse("maybe"));
        assertEquals("notEctPolicy: 'maybe' is not one of DROP, ADMIT", e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> Gemini.T.parse("5 furlongs"));
        assertEquals("delayThresholdPs: '5 furlongs' is not a whole number of ps or one with a unit (unknown time unit 'furlongs' "
                + "(use ps, ns, us, ms or s))", e.getMessage());
    }

    /** GEMINI lists DCTCP's g: one stored value serves both. */
    @Test
    void aSharedParameterIsStoredUnderItsOwnersKey() {
        assertEquals("dctcp.g", Gemini.TYPE.parameter("g").key());
        assertEquals("red.minThreshold", org.dclab.engine.queue.Choke.TYPE.parameter("minThreshold").key());
    }

    @Test
    void valuesTakeTheirDefaultsWhenNoTextIsGiven() {
        ParameterValues v = ParameterValues.of(Gemini.TYPE.parameters(), p -> p == Gemini.BETA ? "0.4" : null);
        assertEquals(0.4, v.real("beta"));
        assertEquals(50.0, v.real("markingThresholdPackets"));
        assertEquals(Map.of("g", 0.0625).get("g"), v.real("g"));
    }
}
