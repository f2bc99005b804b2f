package org.dclab.engine.cc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.EnumMap;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.Map;

import org.dclab.engine.tcp.CongestionControl;
import org.dclab.engine.tcp.TcpConfig;
import org.junit.jupiter.api.Test;

/** The registry of transports says what the controls and connections it makes do. */
class TransportTypeTest {

    @Test
    void whatEachTypeSaysIsWhatItsTransportsDo() {
        for (TransportType type : TransportType.values()) {
            Transport t = Transport.byName(type.key());
            CongestionControl cc = t.cc().get();
            assertEquals(type, t.type(), type.key());
            assertEquals(type.keepsAlpha(), cc instanceof AlphaEstimator, type + ": keeps alpha as registered");
            TcpConfig config = t.configure(new TcpConfig());
            assertEquals(type.ecn(), config.ecn(), type + ": ECN as registered");
            assertEquals(type.pacing(), config.pacing(), type + ": pacing as registered");
        }
    }

    /** One control class, one display name: explanations start with it. */
    @Test
    void everyControlHasOneDisplayNameOfItsOwn() {
        Map<String, String> displayByControl = new HashMap<>();
        Map<String, String> controlByDisplay = new HashMap<>();
        for (TransportType type : TransportType.values()) {
            CongestionControl cc = type.withDefaults().cc().get();
            assertTrue(!cc.displayName().isBlank() && !cc.displayName().contains(" "), cc.displayName());
            assertEquals(displayByControl.computeIfAbsent(cc.name(), n -> cc.displayName()), cc.displayName());
            assertEquals(controlByDisplay.computeIfAbsent(cc.displayName(), d -> cc.name()), cc.name());
        }
    }

    /**
     * Each parameter is listed by one transport, and its range, as the descriptor gives it, holds the default its
     * control runs with; the switch makes a new parameter name its default before this compiles.
     */
    @Test
    void everyParameterHasOneTransportAndARangeHoldingItsDefault() {
        Map<TransportParameter, TransportType> owner = new EnumMap<>(TransportParameter.class);
        for (TransportType type : TransportType.values()) {
            for (TransportParameter p : type.parameters()) {
                assertNull(owner.put(p, type), p + " listed twice");
            }
        }
        assertEquals(EnumSet.allOf(TransportParameter.class), owner.keySet(), "a parameter no transport lists");
        for (TransportParameter p : TransportParameter.values()) {
            double value = switch (p) {
                case DCTCP_G -> Dctcp.Params.DEFAULTS.g();
                case CUBIC_C -> Cubic.Params.DEFAULTS.c();
                case CUBIC_BETA -> Cubic.Params.DEFAULTS.beta();
                case VEGAS_ALPHA -> Vegas.Params.DEFAULTS.alpha();
                case VEGAS_BETA -> Vegas.Params.DEFAULTS.beta();
                case VEGAS_GAMMA -> Vegas.Params.DEFAULTS.gamma();
                case GEMINI_CAPACITY -> Gemini.Params.DEFAULTS.capacityBps();
                case GEMINI_K -> Gemini.Params.DEFAULTS.kPackets();
                case GEMINI_T -> Gemini.Params.DEFAULTS.delayThresholdPs();
                case GEMINI_BETA -> Gemini.Params.DEFAULTS.beta();
                case GEMINI_H -> Gemini.Params.DEFAULTS.hScale();
            };
            assertTrue(p.range().contains(value), p + ": default " + value + " outside " + p.range().text());
        }
    }

    @Test
    void anUnknownNameIsRefusedWithTheChoices() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Transport.byName("reno"));
        assertEquals("transport: unknown congestion control 'reno'; choose one of [newreno, ecn-newreno, dctcp, cubic, vegas, gemini, bbr]",
                e.getMessage());
    }
}
