package org.dclab.sim.topology;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.dclab.model.Host;
import org.dclab.model.LongFlow;
import org.dclab.model.Scenario;
import org.dclab.model.Switch;
import org.dclab.sim.ProgressListener;
import org.dclab.sim.RunOptions;
import org.dclab.sim.RunResult;
import org.dclab.sim.Simulations;
import org.junit.jupiter.api.Test;

/** The bench suite's scenarios are the fabrics and the incast issue 33 describes, and they validate clean. */
class BenchScenariosTest {

    /** A k-ary fat tree has k^3/4 hosts, 5k^2/4 switches and 3k^3/4 links; the permutation is one cycle. */
    @Test
    void aFatTreePermutationHasItsSizeAndEveryHostSendsAndReceivesOneFlow() {
        Scenario s = BenchScenarios.named("fattree-128");

        assertEquals(List.of(), Simulations.check(s));
        List<Host> hosts = s.getNetwork().getNodes().stream().filter(Host.class::isInstance).map(Host.class::cast).toList();
        assertEquals(128, hosts.size());
        assertEquals(80, s.getNetwork().getNodes().stream().filter(Switch.class::isInstance).count());
        assertEquals(384, s.getNetwork().getLinks().size());
        Set<Host> senders = new HashSet<>();
        Set<Host> receivers = new HashSet<>();
        for (LongFlow f : s.getTraffic().getApplications().stream().map(LongFlow.class::cast).toList()) {
            assertTrue(f.getSource() != f.getDestination(), f.getName());
            senders.add(f.getSource());
            receivers.add(f.getDestination());
        }
        assertEquals(128, senders.size());
        assertEquals(128, receivers.size());
        assertEquals(432, hosts(BenchScenarios.named("fattree-432")));
    }

    /**
     * The incast does not collapse: 64 x 5,000 segments of 1,000 B, 320 MB, cross the 1 Gbit/s port at 0.9 Gbit/s or
     * more (the line's rate less the headers and the first windows' losses), where drop-tail NewReno at 200 ms
     * timeouts reached 0.40.
     */
    @Test
    void theIncastRunsNearTheLineRate() throws Exception {
        Scenario s = BenchScenarios.named("incast-64x5000");
        assertEquals(List.of(), Simulations.check(s));

        RunResult r = Simulations.prepare(s, new RunOptions()).run(ProgressListener.NONE);

        Map<?, ?> incast = (Map<?, ?>) ((Map<?, ?>) r.summary().get("applications")).get("incast");
        assertEquals(true, incast.get("finished"), r.summary().toString());
        assertTrue((Double) r.summary().get("goodputGbps") > 0.9, r.summary().toString());
    }

    private static long hosts(Scenario s) {
        return s.getNetwork().getNodes().stream().filter(Host.class::isInstance).count();
    }
}
