package org.dclab.engine.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.Map;

import org.dclab.engine.cc.AlphaEstimator;
import org.dclab.engine.cc.Cubic;
import org.dclab.engine.cc.Dctcp;
import org.dclab.engine.cc.Gemini;
import org.dclab.engine.cc.Transport;
import org.dclab.engine.cc.Vegas;
import org.dclab.engine.tcp.CongestionControl;
import org.dclab.engine.tcp.TcpConfig;
import org.junit.jupiter.api.Test;

/** What each registered control's descriptor says is what its transports and controls do. */
class TransportTypeTest {

    @Test
    void whatEachTypeSaysIsWhatItsTransportsDo() {
        for (TransportType type : Registry.controls()) {
            Transport t = Transport.byName(type.key());
            CongestionControl cc = t.cc().get();
            assertEquals(type, t.type(), type.key());
            assertTrue(Registry.findControl(cc.name()).isPresent(), "a control's name is a key (NewReno's serves ECN NewReno too)");
            TcpConfig config = t.configure(new TcpConfig());
            assertEquals(type.ecn(), config.ecn(), type + ": ECN as described");
            assertEquals(type.pacing(), config.pacing(), type + ": pacing as described");
        }
    }

    /** α is read off the control, so the two controls that keep one, and only they, say so. */
    @Test
    void onlyTheControlsThatKeepAlphaSaySo() {
        for (TransportType type : Registry.controls()) {
            assertEquals(type == Dctcp.TYPE || type == Gemini.TYPE, type.keepsAlpha(), type.key());
            assertEquals(type.keepsAlpha(), type.withDefaults().cc().get() instanceof AlphaEstimator, type.key());
        }
    }

    /** One control class, one display name: explanations start with it. */
    @Test
    void everyControlHasOneDisplayNameOfItsOwn() {
        Map<String, String> displayByControl = new HashMap<>();
        Map<String, String> controlByDisplay = new HashMap<>();
        for (TransportType type : Registry.controls()) {
            CongestionControl cc = type.withDefaults().cc().get();
            assertTrue(!cc.displayName().isBlank() && !cc.displayName().contains(" "), cc.displayName());
            assertEquals(displayByControl.computeIfAbsent(cc.name(), n -> cc.displayName()), cc.displayName());
            assertEquals(controlByDisplay.computeIfAbsent(cc.displayName(), d -> cc.name()), cc.name());
        }
    }

    /** The descriptors' defaults are the defaults of the controls' own Params records: one place each. */
    @Test
    void defaultsAreTheControlsOwn() {
        assertEquals(Dctcp.Params.DEFAULTS.g(), Dctcp.TYPE.defaults().real("g"));
        assertEquals(Cubic.Params.DEFAULTS.c(), Cubic.TYPE.defaults().real("c"));
        assertEquals(Cubic.Params.DEFAULTS.beta(), Cubic.TYPE.defaults().real("beta"));
        assertEquals(Vegas.Params.DEFAULTS.alpha(), Vegas.TYPE.defaults().real("alphaPackets"));
        assertEquals(Gemini.Params.DEFAULTS.kPackets(), Gemini.TYPE.defaults().real("markingThresholdPackets"));
        assertEquals(Gemini.Params.DEFAULTS.delayThresholdPs(), Gemini.TYPE.defaults().whole("delayThresholdPs"));
        assertEquals(Gemini.Params.DEFAULTS.g(), Gemini.TYPE.defaults().real("g"));
    }

    /** GEMINI's packet is the connection's full-size packet: C·RTT_base of 1 Gbit/s × 120 µs is 10 packets of 1500 B. */
    @Test
    void geminiCountsTheConnectionsFullSizePackets() {
        Gemini g = (Gemini) Gemini.TYPE.transport(Gemini.TYPE.defaults(), new TransportType.Connection(1460)).cc().get();
        assertEquals(1500, g.params().packetBytes());
        Gemini jumbo = (Gemini) Gemini.TYPE.transport(Gemini.TYPE.defaults(), new TransportType.Connection(8960)).cc().get();
        assertEquals(9000, jumbo.params().packetBytes());
    }

    @Test
    void vegasRefusesAlphaAboveBetaInTheRulesWords() {
        ParameterValues v = Vegas.TYPE.defaults().with(Vegas.ALPHA, 5.0);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Vegas.TYPE.transport(v, TransportType.Connection.DEFAULT));
        assertEquals("vegas: alphaPackets 5.0 is above betaPackets 4.0; Vegas grows below alpha and shrinks above beta, so make alpha "
                + "at most beta", e.getMessage());
    }

    @Test
    void anUnknownNameIsRefusedWithTheChoices() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Transport.byName("reno"));
        // DC Lab's own first, in the order menus list them; one added later comes after them.
        assertTrue(e.getMessage().startsWith("transport: unknown congestion control 'reno'; choose one of [newreno, ecn-newreno, dctcp, "
                + "cubic, vegas, gemini, bbr"), e.getMessage());
    }
}
