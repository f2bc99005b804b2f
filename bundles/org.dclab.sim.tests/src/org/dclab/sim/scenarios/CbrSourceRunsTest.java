package org.dclab.sim.scenarios;

import org.dclab.engine.queue.DropTail;
import org.dclab.engine.tcp.NewReno;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;

import org.dclab.model.CbrSource;
import org.dclab.model.DclabFactory;
import org.dclab.model.Scenario;
import org.dclab.sim.RunResult;
import org.junit.jupiter.api.Test;

/**
 * A CBR source writes chunkBytes into its TCP connection every chunkBytes·8/rateBps, from its start to its stop.
 * On an idle 1 Gbit/s path a 300 Mbit/s source is never held back, so what arrives is what it wrote. Oracle: from
 * 10 ms to 210 ms it writes 200 ms × 300 Mbit/s = 7.5 MB = 5137 chunks of 1460 B (the last partial chunk interval
 * rounded up), all delivered by 300 ms; goodput over its active time is 0.3 Gbit/s within 1 %.
 */
class CbrSourceRunsTest {

    @Test
    void aCbrSourceSendsItsRate() throws Exception {
        Scenario s = OneFlow.over(DropTail.TYPE, NewReno.TYPE, 300 * Runs.MS);
        s.getTraffic().getApplications().clear();
        CbrSource cbr = DclabFactory.eINSTANCE.createCbrSource();
        cbr.setName("cbr");
        cbr.setSource(Runs.host(s, "s1"));
        cbr.setDestination(Runs.host(s, "r1"));
        cbr.setRateBps(300_000_000L);
        cbr.setChunkBytes(1460);
        cbr.setStartPs(10 * Runs.MS);
        cbr.setStopPs(210 * Runs.MS);
        s.getTraffic().getApplications().add(cbr);

        RunResult r = Runs.run(s);

        Map<String, Object> summary = Runs.app(r, "cbr");
        assertEquals(5137L * 1460, summary.get("writtenBytes"));
        assertEquals(5137L * 1460, summary.get("deliveredBytes"));
        assertEquals(0.3, (Double) summary.get("goodputGbps"), 0.003);
        assertEquals(0L, Runs.count(r, "drops"));
    }
}
