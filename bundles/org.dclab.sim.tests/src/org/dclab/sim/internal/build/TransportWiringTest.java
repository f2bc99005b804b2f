package org.dclab.sim.internal.build;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.function.Predicate;
import java.util.stream.Collectors;

import org.dclab.engine.api.Registry;
import org.dclab.engine.api.TransportType;
import org.dclab.engine.cc.Cubic;
import org.dclab.engine.cc.Dctcp;
import org.dclab.engine.cc.DctcpEcnEcho;
import org.dclab.engine.cc.Vegas;
import org.dclab.engine.cc.Gemini;
import org.dclab.engine.tcp.NewReno;
import org.dclab.engine.tcp.Rfc3168EcnEcho;
import org.dclab.engine.tcp.TcpConfig;
import org.dclab.model.DclabFactory;
import org.dclab.model.DclabPackage;
import org.dclab.model.StackSwitch;
import org.dclab.model.TcpStack;
import org.dclab.model.TransportSettings;
import org.dclab.model.transport.ParameterSettings;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.junit.jupiter.api.Test;

/** The model's transport settings reach the engine: each control's parameters, its ECN and echo rule, and pacing. */
class TransportWiringTest {

    private static TransportSettings settings(TransportType cc) {
        TransportSettings t = DclabFactory.eINSTANCE.createTransportSettings();
        ParameterSettings.setControl(t, cc.key());
        return t;
    }

    /** Oracle: every value set, h's clamps and the initial α the paper's, and C·RTT in packets of MSS 8960 + 40 B. */
    @Test
    void geminiGetsEveryParameterOfTheModel() {
        TransportSettings t = settings(Gemini.TYPE);
        ParameterSettings.set(t, Gemini.CAPACITY, "10Gbps");
        ParameterSettings.set(t, Gemini.K, "500");
        ParameterSettings.set(t, Gemini.T, "2ms");
        ParameterSettings.set(t, Gemini.BETA, "0.125");
        ParameterSettings.set(t, Gemini.H, "2e-7");
        ParameterSettings.set(t, Dctcp.G, "0.125");
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
        TcpConfig config = TcpConfigs.of(settings(Dctcp.TYPE), TcpStack.PAPERS);
        assertTrue(config.ecn());
        assertInstanceOf(DctcpEcnEcho.class, config.ecnEcho().get());
        assertFalse(config.pacing());
    }

    /** NEW_RENO is the engine's byte-counting NewReno; its ecn and pacing flags add RFC 3168 ECN and window pacing. */
    @Test
    void newRenoTakesTheFlagsOfTheModel() {
        TransportSettings t = settings(NewReno.TYPE);
        assertFalse(TcpConfigs.of(t, TcpStack.PAPERS).ecn());
        assertInstanceOf(NewReno.class, CongestionControlMapping.supplier(t).get());
        t.setEcn(true);
        t.setPacing(true);
        TcpConfig config = TcpConfigs.of(t, TcpStack.PAPERS);
        assertTrue(config.ecn() && config.pacing());
        assertInstanceOf(Rfc3168EcnEcho.class, config.ecnEcho().get());
        assertTrue(TcpConfigs.of(settings(NewReno.ECN_TYPE), TcpStack.PAPERS).ecn(), "ECN_TCP means ECN whatever the flag says");
    }

    /** The engine checks what the model's validation does not; its message names the parameter. */
    @Test
    void valuesTheEngineRefusesAreNamed() {
        TransportSettings cubic = settings(Cubic.TYPE);
        cubic.getParameters().put(Cubic.BETA.key(), "1.5");
        assertEquals("beta must be above 0 and below 1, got 1.5",
                assertThrows(IllegalArgumentException.class, () -> CongestionControlMapping.transport(cubic)).getMessage());
        TransportSettings vegas = settings(Vegas.TYPE);
        ParameterSettings.set(vegas, Vegas.ALPHA, "6");
        assertEquals("vegas: alphaPackets 6.0 is above betaPackets 4.0; Vegas grows below alpha and shrinks above beta, so make "
                + "alpha at most beta", assertThrows(IllegalArgumentException.class, () -> CongestionControlMapping.transport(vegas))
                        .getMessage());
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
        for (TransportType cc : Registry.controls()) {
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
            TransportSettings t = settings(Dctcp.TYPE);
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
        TransportSettings t = settings(NewReno.TYPE);
        t.setPrrBound(org.dclab.model.PrrBound.CONSERVATIVE);
        t.setRtoBackoff(org.dclab.model.RtoBackoff.CLEARED_BY_NEW_ACK);
        TcpConfig config = TcpConfigs.of(t, TcpStack.LINUX);
        assertEquals(org.dclab.engine.tcp.PrrBound.CONSERVATIVE, config.prrBound());
        assertEquals(org.dclab.engine.tcp.RtoBackoff.CLEARED_BY_NEW_ACK, config.rtoBackoff());
    }
}
