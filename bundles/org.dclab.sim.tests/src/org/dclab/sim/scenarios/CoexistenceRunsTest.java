package org.dclab.sim.scenarios;

import org.dclab.engine.api.QueueType;
import org.dclab.engine.queue.Choke;
import org.dclab.engine.queue.DropTail;
import org.dclab.engine.queue.Red;
import org.dclab.engine.queue.SampledChoke;
import org.dclab.engine.queue.ThresholdMarking;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.dclab.model.Scenario;
import org.dclab.sim.RunResult;
import org.dclab.sim.topology.PaperExamples;
import org.junit.jupiter.api.Test;

/**
 * The coexistence examples (two DCTCP and two ECN NewReno flows on a 1 Gbit/s, 250 µs, 250-packet bottleneck) run
 * through the bridge give the engine's own coexistence oracle (org.dclab.engine.cc.CoexistenceOracleTest): the AIMD
 * model predicts a DCTCP/TCP goodput ratio of 1/alpha under threshold marking, several times; 1 under drop-tail,
 * where nothing marks; in between under RED, whose marks DCTCP's alpha tracks. The bridge measures over the whole
 * 2 s run, slow start included, where the engine's oracle skips the first 0.1 s.
 */
class CoexistenceRunsTest {

    private static double ratio(RunResult r) {
        return (Runs.goodputGbps(r, "dctcp1") + Runs.goodputGbps(r, "dctcp2"))
                / (Runs.goodputGbps(r, "tcp1") + Runs.goodputGbps(r, "tcp2"));
    }

    private static RunResult run(QueueType d) throws Exception {
        return Runs.run(PaperExamples.coexistence("coexist", d));
    }

    @Test
    void dctcpTakesSeveralTimesTcpsShareUnderThresholdMarkingWithoutLoss() throws Exception {
        RunResult r = run(ThresholdMarking.TYPE);
        assertTrue(ratio(r) > 3, "ratio " + ratio(r));
        assertEquals(0, Runs.count(r, "drops"));
        assertTrue((Double) r.summary().get("goodputGbps") > 0.9, "the link stays full");
    }

    @Test
    void underDropTailTheyShareAboutEqually() throws Exception {
        RunResult r = run(DropTail.TYPE);
        assertEquals(1, ratio(r), 0.25);
        assertEquals(0, Runs.count(r, "marks"), "drop-tail never marks");
        assertTrue(Runs.count(r, "drops") > 0);
    }

    @Test
    void redFallsBetweenDropTailAndThresholdMarkingAndCountsItsMarks() throws Exception {
        RunResult red = run(Red.TYPE);
        RunResult threshold = run(ThresholdMarking.TYPE);
        assertTrue(Runs.count(red, "marks") > 0);
        assertTrue(ratio(red) > 1.25 && ratio(red) < ratio(threshold), "RED " + ratio(red) + ", threshold " + ratio(threshold));
    }

    /**
     * CHOKe drops matched pairs (never marks them), so its drops are counted even though every sender is ECN-capable;
     * seven draws match more often than one. Both keep DCTCP and TCP within a quarter of an even share (the
     * coexistence study's point for CHOKe: a flow that keeps more packets queued loses more of them).
     */
    @Test
    void chokeAndSampledChokeCountTheirDrops() throws Exception {
        RunResult choke = run(Choke.TYPE);
        RunResult sampled = run(SampledChoke.TYPE);
        assertTrue(Runs.count(choke, "drops") > 0 && Runs.count(choke, "marks") > 0);
        assertTrue(Runs.count(sampled, "drops") > Runs.count(choke, "drops"), "seven draws match more often than one");
        assertEquals(1, ratio(choke), 0.25, "CHOKe");
        assertEquals(1, ratio(sampled), 0.25, "CHOKe with seven draws");
    }

    /**
     * m-sample CHOKe that marks its matches: every sender is ECN-capable, so matches become marks and the drops left
     * are the RED and buffer ones. Oracle: far fewer drops than with the drop action, and marks where dropping CHOKe
     * had next to none.
     */
    @Test
    void sampledChokeCanMarkItsMatches() throws Exception {
        Scenario dropping = PaperExamples.coexistence("coexist", SampledChoke.TYPE);
        Scenario marking = PaperExamples.coexistence("coexist", SampledChoke.TYPE);
        Runs.set(marking, "left-right.sourceQueue.markMatches", "true");

        RunResult dropped = Runs.run(dropping);
        RunResult marked = Runs.run(marking);

        assertTrue(Runs.count(marked, "drops") < Runs.count(dropped, "drops") / 10);
        assertTrue(Runs.count(marked, "marks") > 100 * Math.max(1, Runs.count(dropped, "marks")));
    }
}
