package org.dclab.engine.app;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.dclab.engine.core.Simulator;
import org.dclab.engine.core.Time;
import org.dclab.engine.net.LinkSpec;
import org.dclab.engine.net.Network;
import org.dclab.engine.net.NetworkBuilder;
import org.dclab.engine.tcp.NewReno;
import org.dclab.engine.tcp.TcpConfig;
import org.junit.jupiter.api.Test;

class PoissonFlowGeneratorTest {

    /**
     * Oracle: arrivals form a Poisson process with rate load * hosts * C / (8 * mean wire bytes); over T the count
     * is within 4 standard deviations (sqrt(lambda T)) of lambda T.
     */
    @Test
    void arrivalRateMatchesTheOfferedLoad() {
        Simulator sim = new Simulator(9);
        NetworkBuilder b = new NetworkBuilder(sim);
        b.addSwitch("sw");
        for (int i = 0; i < 8; i++) {
            b.addHost("h" + i);
            b.connect("h" + i, "sw", LinkSpec.of(10_000_000_000L, Time.fromMicros(1)));
        }
        Network net = b.build();
        EmpiricalCdf oneKb = new EmpiricalCdf("fixed", new double[] {1000, 1000}, new double[] {0, 1});
        double load = 0.01;
        PoissonFlowGenerator g = new PoissonFlowGenerator(net, net.hosts(), oneKb, 1, load, 10_000_000_000L,
                new TcpConfig().mssBytes(1000), NewReno::new, Time.fromMillis(100)).start();
        double lambda = load * 8 * 10e9 / (8 * 1000 * 1040 / 1000.0);
        assertEquals(lambda, g.flowsPerSecond(), 1e-6 * lambda);
        sim.runUntil(Time.fromMillis(120));
        double expected = lambda * 0.1;
        assertEquals(expected, g.recorder().size(), 4 * Math.sqrt(expected));
        assertEquals(g.recorder().size(), g.recorder().records().stream().filter(r -> r.completed() && r.bytes() == 1000).count(),
                "every 1000-byte flow completed");
    }
}
