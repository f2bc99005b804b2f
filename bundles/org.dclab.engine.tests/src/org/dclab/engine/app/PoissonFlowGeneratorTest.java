package org.dclab.engine.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.List;

import org.dclab.engine.core.Simulator;
import org.dclab.engine.core.Time;
import org.dclab.engine.net.LinkSpec;
import org.dclab.engine.net.Network;
import org.dclab.engine.net.NetworkBuilder;
import org.dclab.engine.probe.FlowRecord;
import org.dclab.engine.tcp.NewReno;
import org.dclab.engine.tcp.TcpConfig;
import org.junit.jupiter.api.Test;

class PoissonFlowGeneratorTest {

    /**
     * Oracle: arrivals form a Poisson process with rate load * hosts * C / (8 * mean wire bytes); over T the count
     * is within 4 standard deviations (sqrt(lambda T)) of lambda T.
     */
    private static final EmpiricalCdf ONE_KB = new EmpiricalCdf("fixed", new double[] { 1000, 1000 }, new double[] { 0, 1 });

    private static Network star(Simulator sim) {
        NetworkBuilder b = new NetworkBuilder(sim);
        b.addSwitch("sw");
        for (int i = 0; i < 8; i++) {
            b.addHost("h" + i);
            b.connect("h" + i, "sw", LinkSpec.of(10_000_000_000L, Time.fromMicros(1)));
        }
        return b.build();
    }

    private static PoissonFlowGenerator generator(Network net, double load) {
        return new PoissonFlowGenerator(net, net.hosts(), ONE_KB, 1, load, 10_000_000_000L,
                new TcpConfig().mssBytes(1000), NewReno::new, Time.fromMillis(100)).start();
    }

    private static List<Long> starts(PoissonFlowGenerator g) {
        return g.recorder().records().stream().map(FlowRecord::startPs).toList();
    }

    @Test
    void arrivalRateMatchesTheOfferedLoad() {
        Simulator sim = new Simulator(9);
        Network net = star(sim);
        double load = 0.01;
        PoissonFlowGenerator g = generator(net, load);
        double lambda = load * 8 * 10e9 / (8 * 1000 * 1040 / 1000.0);
        assertEquals(lambda, g.flowsPerSecond(), 1e-6 * lambda);
        sim.runUntil(Time.fromMillis(120));
        double expected = lambda * 0.1;
        assertEquals(expected, g.recorder().size(), 4 * Math.sqrt(expected));
        assertEquals(g.recorder().size(), g.recorder().records().stream().filter(r -> r.completed() && r.bytes() == 1000).count(),
                "every 1000-byte flow completed");
    }

    /**
     * Two generators in one simulation (background plus a short-flow mix, say) draw independent numbers, and the
     * first draws exactly what it draws alone: adding a second generator changes nothing about the first's arrivals.
     */
    @Test
    void aSecondGeneratorDrawsIndependentlyAndLeavesTheFirstAsItWas() {
        Simulator alone = new Simulator(9);
        PoissonFlowGenerator only = generator(star(alone), 0.01);
        alone.runUntil(Time.fromMillis(120));

        Simulator together = new Simulator(9);
        Network net = star(together);
        PoissonFlowGenerator first = generator(net, 0.01);
        PoissonFlowGenerator second = generator(net, 0.01);
        together.runUntil(Time.fromMillis(120));

        assertEquals(starts(only), starts(first));
        assertNotEquals(starts(first), starts(second));
    }

    /**
     * Oracle: 8 hosts at 10 Gbit/s, load 0.5, 1000-byte flows, MSS 1000: counted in payload lambda = 0.5 * 80e9 /
     * (8 * 1000) = 5,000,000 flows/s; on the wire each flow is 1040 bytes, so 1040/1000 times fewer.
     */
    @Test
    void theLoadBasisSaysWhatTheLoadCounts() {
        Network net = star(new Simulator(9));
        TcpConfig cfg = new TcpConfig().mssBytes(1000);
        FlowSizes sizes = FlowSizes.uniform(1000, 1000);
        PoissonFlowGenerator payload = new PoissonFlowGenerator(net, net.hosts(), net.hosts(), sizes, 0.5, LoadBasis.PAYLOAD,
                80e9, cfg, NewReno::new, Time.fromMillis(1));
        PoissonFlowGenerator wire = new PoissonFlowGenerator(net, net.hosts(), net.hosts(), sizes, 0.5, LoadBasis.WIRE,
                80e9, cfg, NewReno::new, Time.fromMillis(1));
        assertEquals(5_000_000, payload.flowsPerSecond(), 1e-6);
        assertEquals(5e6 * 1000 / 1040, wire.flowsPerSecond(), 1e-6);
    }

    /** Overload studies run loads above 1; beyond a hundred times the capacity the generator refuses. */
    @Test
    void loadsAboveOneRunAndAbsurdOnesAreRefused() {
        Network net = star(new Simulator(9));
        assertEquals(3 * 8 * 10e9 / (8 * 1040), generator(net, 3).flowsPerSecond(), 1e-6);
        IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> generator(net, 101));
        assertEquals("poisson flows: load must be above 0 and at most 100, got 101.0", e.getMessage());
    }
}
