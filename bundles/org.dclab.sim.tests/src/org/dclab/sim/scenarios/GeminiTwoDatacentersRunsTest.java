package org.dclab.sim.scenarios;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.dclab.sim.RunResult;
import org.dclab.sim.Series;
import org.dclab.sim.topology.PaperExamples;
import org.dclab.sim.Measure;
import org.junit.jupiter.api.Test;

/**
 * The GEMINI two-datacenter example runs as it stands (4 s, K = 50): two inter-DC flows (10 ms RTT, C·RTT = 833
 * packets) share a-sw1's marking 1 Gbit/s uplink. Oracle: the uplink stays busy (more than 0.8 Gbit/s of payload
 * over the whole run, slow start and its losses included), both flows get a fair part of it (each above 0.3), the
 * switch marks, and the alpha probe reads GEMINI's estimate, a fraction that has left its initial 1.
 */
class GeminiTwoDatacentersRunsTest {

    @Test
    void theTwoDatacenterExampleRuns() throws Exception {
        RunResult r = Runs.run(PaperExamples.geminiKSweep());

        double inter1 = Runs.goodputGbps(r, "inter1");
        double inter2 = Runs.goodputGbps(r, "inter2");
        assertTrue(inter1 + inter2 > 0.8, "the uplink stays busy");
        assertTrue(inter1 > 0.3 && inter2 > 0.3, "both flows get through");
        assertTrue(Runs.count(r, "marks") > 0);
        Series alpha = r.series().stream().filter(x -> x.key().measure() == Measure.ALPHA && x.key().subject().ofApplication("inter1"))
                .findFirst()
                .orElseThrow();
        double last = alpha.value(alpha.size() - 1);
        assertTrue(last >= 0 && last < 1, "alpha " + last);
    }
}
