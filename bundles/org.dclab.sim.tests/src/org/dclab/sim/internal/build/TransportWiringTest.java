package org.dclab.sim.internal.build;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.function.Predicate;
import java.util.stream.Collectors;

import org.dclab.engine.cc.DctcpEcnEcho;
import org.dclab.engine.cc.Gemini;
import org.dclab.engine.tcp.NewReno;
import org.dclab.engine.tcp.Rfc3168EcnEcho;
import org.dclab.engine.tcp.TcpConfig;
import org.dclab.model.CongestionControl;
import org.dclab.model.DclabFactory;
import org.dclab.model.DclabPackage;
import org.dclab.model.StackSwitch;
import org.dclab.model.TcpStack;
import org.dclab.model.TransportSettings;
import org.eclipse.emf.ecore.EStructuralFeature;
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
        TcpConfig config = TcpConfigs.of(t, TcpStack.PAPERS);
        assertTrue(config.ecn() && config.pacing(), "GEMINI negotiates ECN and paces whatever the flags say");
        assertInstanceOf(DctcpEcnEcho.class, config.ecnEcho().get());
    }

    @Test
    void dctcpNegotiatesEcnWithItsOwnEcho() {
        TcpConfig config = TcpConfigs.of(settings(CongestionControl.DCTCP), TcpStack.PAPERS);
        assertTrue(config.ecn());
        assertInstanceOf(DctcpEcnEcho.class, config.ecnEcho().get());
        assertFalse(config.pacing());
    }

    /** NEW_RENO is the engine's byte-counting NewReno; its ecn and pacing flags add RFC 3168 ECN and window pacing. */
    @Test
    void newRenoTakesTheFlagsOfTheModel() {
        TransportSettings t = settings(CongestionControl.NEW_RENO);
        assertFalse(TcpConfigs.of(t, TcpStack.PAPERS).ecn());
        assertInstanceOf(NewReno.class, CongestionControlMapping.supplier(t).get());
        t.setEcn(true);
        t.setPacing(true);
        TcpConfig config = TcpConfigs.of(t, TcpStack.PAPERS);
        assertTrue(config.ecn() && config.pacing());
        assertInstanceOf(Rfc3168EcnEcho.class, config.ecnEcho().get());
        assertTrue(TcpConfigs.of(settings(CongestionControl.ECN_TCP), TcpStack.PAPERS).ecn(), "ECN_TCP means ECN whatever the flag says");
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

    /** Each mechanism as the engine's config reports it, by the name of the model's switch. */
    private static final Map<String, Predicate<TcpConfig>> MECHANISMS = Map.of(
            "sack", TcpConfig::sack, "timestamps", TcpConfig::timestamps, "limitedTransmit", TcpConfig::limitedTransmit,
            "prr", TcpConfig::prr, "rack", TcpConfig::rack, "tailLossProbe", TcpConfig::tailLossProbe,
            "quickAck", TcpConfig::quickAck);

    /** Oracle: the engine's own stacks; LINUX has every mechanism, PAPERS none, whatever the congestion control. */
    @Test
    void theScenariosStackSetsEveryMechanism() {
        assertEquals(MECHANISMS.keySet(), DclabPackage.Literals.TRANSPORT_SETTINGS.getEAllAttributes().stream()
                .filter(a -> a.getEAttributeType() == DclabPackage.Literals.STACK_SWITCH).map(a -> a.getName())
                .collect(Collectors.toSet()), "every switch of the model is checked here");
        for (CongestionControl cc : CongestionControl.values()) {
            TcpConfig linux = TcpConfigs.of(settings(cc), TcpStack.LINUX);
            TcpConfig papers = TcpConfigs.of(settings(cc), TcpStack.PAPERS);
            MECHANISMS.forEach((name, on) -> {
                assertTrue(on.test(linux), cc + " on LINUX: " + name);
                assertFalse(on.test(papers), cc + " on PAPERS: " + name);
            });
            assertEquals(org.dclab.engine.tcp.PrrBound.LINUX, linux.prrBound());
            assertEquals(org.dclab.engine.tcp.RtoBackoff.KEPT_UNTIL_RTT_SAMPLE, linux.rtoBackoff());
        }
    }

    /** Each switch changes its own mechanism and no other, both ways, on either stack. */
    @Test
    void everySwitchIsSettableOnItsOwn() {
        for (String name : MECHANISMS.keySet()) {
            TransportSettings t = settings(CongestionControl.DCTCP);
            EStructuralFeature feature = t.eClass().getEStructuralFeature(name);
            t.eSet(feature, StackSwitch.OFF);
            TcpConfig linuxWithout = TcpConfigs.of(t, TcpStack.LINUX);
            t.eSet(feature, StackSwitch.ON);
            TcpConfig papersWith = TcpConfigs.of(t, TcpStack.PAPERS);
            MECHANISMS.forEach((other, on) -> {
                assertEquals(!other.equals(name), on.test(linuxWithout), "LINUX with " + name + " OFF: " + other);
                assertEquals(other.equals(name), on.test(papersWith), "PAPERS with " + name + " ON: " + other);
            });
        }
        TransportSettings t = settings(CongestionControl.NEW_RENO);
        t.setPrrBound(org.dclab.model.PrrBound.CONSERVATIVE);
        t.setRtoBackoff(org.dclab.model.RtoBackoff.CLEARED_BY_NEW_ACK);
        TcpConfig config = TcpConfigs.of(t, TcpStack.LINUX);
        assertEquals(org.dclab.engine.tcp.PrrBound.CONSERVATIVE, config.prrBound());
        assertEquals(org.dclab.engine.tcp.RtoBackoff.CLEARED_BY_NEW_ACK, config.rtoBackoff());
    }
}
