package org.dclab.engine.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.dclab.engine.core.Simulator;
import org.dclab.engine.core.Time;
import org.dclab.engine.net.LinkSpec;
import org.dclab.engine.net.Network;
import org.dclab.engine.net.NetworkBuilder;
import org.junit.jupiter.api.Test;

class ConstantBitRateSourceTest {
    /** Oracle: 300 Mbit/s of 1000-byte packets for 10 ms is exactly 375 packets, all delivered over a faster path. */
    @Test
    void sendsExactlyAtItsRateWhateverHappens() {
        Simulator sim = new Simulator(1);
        NetworkBuilder b = new NetworkBuilder(sim);
        b.addHost("a");
        b.addHost("z");
        b.addSwitch("sw");
        b.connect("a", "sw", LinkSpec.of(1_000_000_000L, Time.fromMicros(5)));
        b.connect("sw", "z", LinkSpec.of(1_000_000_000L, Time.fromMicros(5)));
        Network net = b.build();
        ConstantBitRateSource s = ConstantBitRateSource.start(net.host("a"), net.host("z"), 300_000_000L, 1000,
                Time.fromMillis(1), Time.fromMillis(11));
        sim.run();
        assertEquals(375, s.sentPackets());
        assertEquals(375, s.receivedPackets());
        assertEquals(375_000, s.receivedBytes());
        assertThrows(IllegalArgumentException.class, () -> ConstantBitRateSource.start(net.host("a"), net.host("z"), 0, 1000,
                sim.nowPs(), sim.nowPs() + 1));
    }
}
