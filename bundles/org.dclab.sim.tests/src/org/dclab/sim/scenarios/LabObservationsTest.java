package org.dclab.sim.scenarios;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.dclab.model.Scenario;
import org.dclab.model.resource.ScenarioFiles;
import org.dclab.sim.RepositoryFiles;
import org.dclab.sim.RunResult;
import org.dclab.sim.Series;
import org.dclab.sim.Measure;
import org.junit.jupiter.api.Test;

/**
 * What each lab sheet of examples/labs/ tells students they will see holds for the scenario files it names, run
 * headless. Each test quotes the sheet's claim and its tolerance; the measured numbers are in the sheets.
 */
class LabObservationsTest {

    private static final long MS = Runs.MS;

    private static Scenario example(String name, String... settings) throws Exception {
        Scenario s = ScenarioFiles.load(RepositoryFiles.example(name));
        for (String setting : settings) {
            String[] pathValue = setting.split("=", 2);
            Runs.set(s, pathValue[0], pathValue[1]);
        }
        return s;
    }

    private static RunResult run(String name, String... settings) throws Exception {
        return Runs.run(example(name, settings));
    }

    private static double total(RunResult r) {
        return (Double) r.summary().get("goodputGbps");
    }

    /**
     * Lab 1. Oracle: with minRTO 200 ms goodput at N = 16 falls below a third of N = 1's; 1 ms brings N = 16 back
     * above 0.8 Gbit/s and N = 64 to more than ten times its 200 ms goodput.
     */
    @Test
    void lab1IncastCollapsesAndAShortMinRtoRecoversMuchOfIt() throws Exception {
        String slow = "incast.transport.minRtoPs=200ms";
        String fast = "incast.transport.minRtoPs=1ms";
        double one = total(run("lab-incast-minrto", "incast.serverCount=1", slow));
        double sixteenSlow = total(run("lab-incast-minrto", "incast.serverCount=16", slow));
        double sixteenFast = total(run("lab-incast-minrto", "incast.serverCount=16", fast));
        double sixtyFourSlow = total(run("lab-incast-minrto", "incast.serverCount=64", slow));
        double sixtyFourFast = total(run("lab-incast-minrto", "incast.serverCount=64", fast));

        assertTrue(sixteenSlow < one / 3, "collapse at N = 16: " + sixteenSlow + " against " + one);
        assertTrue(sixteenFast > 0.8, "1 ms recovers N = 16: " + sixteenFast);
        assertTrue(sixtyFourFast > 10 * sixtyFourSlow, "1 ms recovers much of N = 64: " + sixtyFourFast + " against " + sixtyFourSlow);
    }

    /**
     * Lab 2, the sheet's steps 2 and 3. Oracle: with 64 KiB no connection is lost and every con_wnd change is
     * +1/con_wnd; with 6 KiB and 64 servers connections are lost but no RTO fires, and con_wnd withdraws in steps of
     * one from where a withdrawal starts until it lands on half that value, never below. The probe samples at most
     * once per 100 µs, so one sample may hold several steps: a fall is a whole number of steps or the landing.
     * Slow: at least one withdrawal spans several samples rather than halving at once.
     */
    @Test
    void lab2ConWndGrowsAdditivelyAndWithdrawsOneStepAtATime() throws Exception {
        IncastRun roomy = IncastRun.of(example("aipm-fig4-single-bottleneck"));
        Series grow = roomy.series("incast con_wnd");
        assertEquals(0L, roomy.incast().get("lostConnections"));
        for (int i = 1; i < grow.size(); i++) {
            assertEquals(grow.value(i - 1) + 1 / grow.value(i - 1), grow.value(i), 1e-9, "rise at sample " + i);
        }

        IncastRun tight = IncastRun.of(example("aipm-fig4-single-bottleneck", "incast.serverCount=64", "incast.blocks=3",
                "sw.defaultQueue.bufferLimit=6144"));
        Series conWnd = tight.series("incast con_wnd");
        assertTrue((Long) tight.incast().get("lostConnections") > 0, tight.incast().toString());
        assertEquals(0, tight.rtos());
        double episodeStart = Double.NaN;
        int samplesDown = 0;
        int longestWithdrawal = 0;
        for (int i = 1; i < conWnd.size(); i++) {
            double before = conWnd.value(i - 1);
            double after = conWnd.value(i);
            if (after >= before) {
                continue;
            }
            if (Double.isNaN(episodeStart)) {
                episodeStart = before;
                samplesDown = 0;
            }
            samplesDown++;
            double half = Math.max(1, episodeStart / 2);
            if (Math.abs(after - half) < 1e-9) {
                longestWithdrawal = Math.max(longestWithdrawal, samplesDown);
                episodeStart = Double.NaN;
                continue;
            }
            double steps = before - after;
            assertEquals(Math.rint(steps), steps, 1e-9, "whole steps of one at sample " + i);
            assertTrue(after > half, "never below half at sample " + i);
        }
        assertTrue(longestWithdrawal >= 3, "a withdrawal spans several samples: " + longestWithdrawal);
    }

    /**
     * Lab 3. Oracle: DCTCP's guideline K > C·RTT/7 = 12 packets. At K = 12 the queue never empties after the first
     * 50 ms and goodput is within 1 % of K = 48's; at K = 1 goodput is below 85 % of K = 12's and the queue is empty
     * more than a third of the time; the mean queue grows with K. (README's table of the labs' predictions has the
     * numbers as the product now measures them.)
     */
    @Test
    void lab3DctcpNeedsKAboveASeventhOfThePipe() throws Exception {
        RunResult k1 = run("lab-dctcp-k-sweep", "left-right.sourceQueue.markingThreshold=1");
        RunResult k12 = run("lab-dctcp-k-sweep", "left-right.sourceQueue.markingThreshold=12");
        RunResult k48 = run("lab-dctcp-k-sweep", "left-right.sourceQueue.markingThreshold=48");
        long warmUpPs = 50 * MS;
        Series q1 = Runs.series(k1, Measure.QUEUE_LENGTH);
        Series q12 = Runs.series(k12, Measure.QUEUE_LENGTH);
        Series q48 = Runs.series(k48, Measure.QUEUE_LENGTH);

        assertEquals(0.0, emptyFraction(q12, warmUpPs), "K = 12 keeps the queue from running dry");
        assertTrue(total(k12) > 0.99 * total(k48), total(k12) + " against " + total(k48));
        assertTrue(total(k1) < 0.85 * total(k12), total(k1) + " against " + total(k12));
        assertTrue(emptyFraction(q1, warmUpPs) > 1.0 / 3, "K = 1 empties the queue");
        assertTrue(Runs.timeMean(q1, warmUpPs) < Runs.timeMean(q12, warmUpPs) && Runs.timeMean(q12, warmUpPs) < Runs.timeMean(q48,
                warmUpPs),
                "a larger K costs queueing delay");
    }

    /**
     * Lab 4. Oracle (the coexistence study): drop-tail shares about equally (ratio within 0.7-1.4); threshold marking
     * gives DCTCP more than 3 times NewReno's goodput at K = 20, more at K = 150.
     */
    @Test
    void lab4TheQueueDisciplineDecidesWhoWins() throws Exception {
        double dropTail = dctcpOverTcp(run("coexist-fig2-droptail"));
        double k20 = dctcpOverTcp(run("coexist-fig3-threshold", "left-right.sourceQueue.markingThreshold=20"));
        double k150 = dctcpOverTcp(run("coexist-fig3-threshold", "left-right.sourceQueue.markingThreshold=150"));

        assertTrue(dropTail > 0.7 && dropTail < 1.4, "drop-tail " + dropTail);
        assertTrue(k20 > 3, "K = 20: " + k20);
        assertTrue(k150 > k20, "K = 150 " + k150 + " against K = 20 " + k20);
    }

    /**
     * Lab 5. Oracles (GEMINI, Figs. 5 and 12): inter-DC DCTCP gains at least 0.2 Gbit/s from K = 20 to K = 160; at an
     * RTT ratio of 16 DCTCP's intra/inter goodput ratio exceeds 10 while GEMINI's stays within 0.5-2.
     */
    @Test
    void lab5OneKServesNeitherAndGeminiNarrowsRttUnfairness() throws Exception {
        double smallK = total(run("gemini-fig5-dctcp-k-intra-inter", "a-sw1.defaultQueue.markingThreshold=20"));
        double largeK = total(run("gemini-fig5-dctcp-k-intra-inter", "a-sw1.defaultQueue.markingThreshold=160"));
        String sixteenTimes = "wan.delayPs=1.5ms";
        RunResult gemini = run("gemini-fig12-rtt-fairness", sixteenTimes);
        RunResult dctcp = run("gemini-fig12-rtt-fairness", sixteenTimes, "a-h1_1.transport.congestionControl=DCTCP",
                "a-h1_2.transport.congestionControl=DCTCP");
        double geminiRatio = Runs.goodputGbps(gemini, "intra") / Runs.goodputGbps(gemini, "inter");
        double dctcpRatio = Runs.goodputGbps(dctcp, "intra") / Runs.goodputGbps(dctcp, "inter");

        assertTrue(largeK - smallK >= 0.2, smallK + " -> " + largeK);
        assertTrue(dctcpRatio > 10, "DCTCP " + dctcpRatio);
        assertTrue(geminiRatio > 0.5 && geminiRatio < 2, "GEMINI " + geminiRatio);
    }

    private static double dctcpOverTcp(RunResult r) {
        return (Runs.goodputGbps(r, "dctcp1") + Runs.goodputGbps(r, "dctcp2")) / (Runs.goodputGbps(r, "tcp1") + Runs.goodputGbps(r,
                "tcp2"));
    }

    /** The share of time after {@code fromPs} that a queue series recorded on change sits at zero. */
    private static double emptyFraction(Series s, long fromPs) {
        long empty = 0;
        long span = 0;
        for (int i = 0; i + 1 < s.size(); i++) {
            long t0 = Math.max(s.timePs(i), fromPs);
            long t1 = s.timePs(i + 1);
            if (t1 > t0) {
                span += t1 - t0;
                empty += s.value(i) == 0 ? t1 - t0 : 0;
            }
        }
        return (double) empty / span;
    }
}
