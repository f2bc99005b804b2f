package org.dclab.sim.internal.build;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.dclab.engine.cc.DctcpEcnEcho;
import org.dclab.engine.cc.Gemini;
import org.dclab.engine.tcp.NewReno;
import org.dclab.engine.tcp.Rfc3168EcnEcho;
import org.dclab.engine.tcp.TcpConfig;
import org.dclab.model.CongestionControl;
import org.dclab.model.DclabFactory;
import org.dclab.model.TransportSettings;
import org.junit.jupiter.api.Test;

/** The model's transport settings reach the engine: each control's parameters, its ECN and echo rule, and pacing. */
class TransportWiringTest {

    private static TransportSettings settings(CongestionControl cc) {
        TransportSettings t = DclabFactory.eINSTANCE.createTransportSettings();
        t.setCongestionControl(cc);
        return t;
    }

    @Test
    void geminiGetsEveryParameterOfTheModel() {
        TransportSettings t = settings(CongestionControl.GEMINI);
        t.setGeminiCapacityBps(10_000_000_000L);
        t.setGeminiMarkingThresholdPackets(500);
        t.setGeminiDelayThresholdPs(2_000_000_000L);
        t.setGeminiBeta(0.125);
        t.setGeminiH(2e-7);
        t.setDctcpG(0.125);
        t.setMssBytes(8960);

        Gemini gemini = (Gemini) CongestionControlMapping.supplier(t).get();

        assertEquals(new Gemini.Params(10_000_000_000L, 500, 2_000_000_000L, 0.125, 2e-7, 0.1, 5, 0.125, 1.0, 9000, false, 0),
                gemini.params());
        TcpConfig config = TcpConfigs.of(t);
        assertTrue(config.ecn() && config.pacing(), "GEMINI negotiates ECN and paces whatever the flags say");
        assertInstanceOf(DctcpEcnEcho.class, config.ecnEcho().get());
    }

    @Test
    void dctcpNegotiatesEcnWithItsOwnEcho() {
        TcpConfig config = TcpConfigs.of(settings(CongestionControl.DCTCP));
        assertTrue(config.ecn());
        assertInstanceOf(DctcpEcnEcho.class, config.ecnEcho().get());
        assertFalse(config.pacing());
    }

    /** NEW_RENO is the engine's byte-counting NewReno; its ecn and pacing flags add RFC 3168 ECN and window pacing. */
    @Test
    void newRenoTakesTheFlagsOfTheModel() {
        TransportSettings t = settings(CongestionControl.NEW_RENO);
        assertFalse(TcpConfigs.of(t).ecn());
        assertInstanceOf(NewReno.class, CongestionControlMapping.supplier(t).get());
        t.setEcn(true);
        t.setPacing(true);
        TcpConfig config = TcpConfigs.of(t);
        assertTrue(config.ecn() && config.pacing());
        assertInstanceOf(Rfc3168EcnEcho.class, config.ecnEcho().get());
        assertTrue(TcpConfigs.of(settings(CongestionControl.ECN_TCP)).ecn(), "ECN_TCP means ECN whatever the flag says");
    }

    /** The engine checks what the model's validation does not; its message names the parameter. */
    @Test
    void valuesTheEngineRefusesAreNamed() {
        TransportSettings cubic = settings(CongestionControl.CUBIC);
        cubic.setCubicBeta(1.5);
        assertEquals("cubic: beta must be in (0, 1), got 1.5",
                assertThrows(IllegalArgumentException.class, () -> CongestionControlMapping.transport(cubic)).getMessage());
        TransportSettings vegas = settings(CongestionControl.VEGAS);
        vegas.setVegasAlphaPackets(6);
        assertTrue(assertThrows(IllegalArgumentException.class, () -> CongestionControlMapping.transport(vegas)).getMessage()
                .startsWith("vegas: need 0 <= alpha <= beta"));
    }
}
