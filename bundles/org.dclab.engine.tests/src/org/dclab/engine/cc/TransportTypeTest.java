package org.dclab.engine.cc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

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

    @Test
    void anUnknownNameIsRefusedWithTheChoices() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Transport.byName("reno"));
        assertEquals("transport: unknown congestion control 'reno'; choose one of [newreno, ecn-newreno, dctcp, cubic, vegas, gemini, bbr]",
                e.getMessage());
    }
}
