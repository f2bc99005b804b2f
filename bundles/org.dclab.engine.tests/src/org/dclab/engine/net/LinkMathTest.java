package org.dclab.engine.net;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;

import org.dclab.engine.core.Simulator;
import org.dclab.engine.core.Time;
import org.dclab.engine.packet.Ecn;
import org.dclab.engine.packet.Packet;
import org.junit.jupiter.api.Test;

/** Oracle: hand-computed serialization and propagation times, exact to the picosecond. */
class LinkMathTest {

    private static Packet packet(Host src, Host dst, int payload) {
        return new Packet(src.address(), dst.address(), 1, 1, 0, 0, 0, 0, payload, 0, Ecn.NOT_ECT, 0);
    }

    @Test
    void a1500BytePacketOn1GbpsTakes12MicrosecondsPlusPropagation() {
        Simulator sim = new Simulator(1);
        NetworkBuilder b = new NetworkBuilder(sim);
        Host h1 = b.addHost("h1");
        Host h2 = b.addHost("h2");
        long delayPs = Time.fromMicros(7);
        b.connect("h1", "h2", LinkSpec.of(1_000_000_000L, delayPs));
        b.build();
        List<Long> arrivals = new ArrayList<>();
        h2.bind(p -> arrivals.add(sim.nowPs()));
        h1.send(packet(h1, h2, 1460));
        h1.send(packet(h1, h2, 1460));
        sim.run();
        long expected = Time.fromMicros(12) + delayPs;
        assertEquals(List.of(expected, expected + Time.fromMicros(12)), arrivals,
                "second packet waits one serialization behind the first");
    }

    @Test
    void rateIsNotTruncatedToBitsPerNanosecond() {
        Simulator sim = new Simulator(1);
        NetworkBuilder b = new NetworkBuilder(sim);
        Host h1 = b.addHost("h1");
        Host h2 = b.addHost("h2");
        b.connect("h1", "h2", LinkSpec.of(2_500_000_000L, 0));
        b.build();
        List<Long> arrivals = new ArrayList<>();
        h2.bind(p -> arrivals.add(sim.nowPs()));
        h1.send(packet(h1, h2, 1460));
        sim.run();
        assertEquals(List.of(4_800_000L), arrivals, "1500 B * 8 / 2.5 Gbit/s = 4.8 us (truncating the rate would give 6 us)");
        assertEquals(4_800_000L, h1.nic().link().transferPs(1500), "transferPs agrees with the event timing");
    }

    @Test
    void storeAndForwardAcrossASwitchAddsOneSerializationPerHop() {
        Simulator sim = new Simulator(1);
        NetworkBuilder b = new NetworkBuilder(sim);
        Host h1 = b.addHost("h1");
        Host h2 = b.addHost("h2");
        b.addSwitch("s1");
        b.connect("h1", "s1", LinkSpec.of(10_000_000_000L, Time.fromMicros(1)));
        b.connect("s1", "h2", LinkSpec.of(1_000_000_000L, Time.fromMicros(2)));
        b.build();
        List<Long> arrivals = new ArrayList<>();
        h2.bind(p -> arrivals.add(sim.nowPs()));
        h1.send(packet(h1, h2, 960));
        sim.run();
        assertEquals(List.of(Time.fromNanos(800) + Time.fromMicros(1) + Time.fromMicros(8) + Time.fromMicros(2)), arrivals);
    }
}
