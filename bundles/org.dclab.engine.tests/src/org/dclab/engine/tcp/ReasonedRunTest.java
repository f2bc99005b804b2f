package org.dclab.engine.tcp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.dclab.engine.core.Simulator;
import org.dclab.engine.core.Time;
import org.dclab.engine.explain.Reason;
import org.dclab.engine.explain.ReasonKind;
import org.dclab.engine.net.LinkSpec;
import org.dclab.engine.net.Network;
import org.dclab.engine.net.NetworkBuilder;
import org.dclab.engine.queue.DropTail;
import org.dclab.engine.queue.QueueFactory;
import org.dclab.engine.queue.ThresholdMarking;
import org.junit.jupiter.api.Test;

/**
 * Over a real bottleneck, every time the window a sender reports goes down, a reason was given at that instant whose
 * "cwnd after" is the reported window; and fast retransmit's numbers follow RFC 5681.
 */
class ReasonedRunTest {
    private static final int MSS = 1460;

    /** The sender's reported windows and reasons, in order. */
    private static final class Recorder implements TcpListener {
        final List<long[]> windows = new ArrayList<>();
        final List<Reason> reasons = new ArrayList<>();
        final List<Long> reasonTimes = new ArrayList<>();

        @Override
        public boolean wantsReasons() {
            return true;
        }

        @Override
        public void onReason(long nowPs, TcpSender s, Reason reason) {
            reasons.add(reason);
            reasonTimes.add(nowPs);
        }

        @Override
        public void onCwnd(long nowPs, TcpSender s, long cwndBytes) {
            windows.add(new long[] { nowPs, cwndBytes });
        }

        /** The last window reason at exactly {@code timePs}, or null. */
        Reason lastCutAt(long timePs) {
            Reason found = null;
            for (int i = 0; i < reasons.size(); i++) {
                if (reasonTimes.get(i) == timePs && reasons.get(i).kind() == ReasonKind.WINDOW_CUT) {
                    found = reasons.get(i);
                }
            }
            return found;
        }
    }

    private static Recorder run(QueueFactory bottleneck, boolean ecn, CongestionControl cc) {
        Simulator sim = new Simulator(3);
        NetworkBuilder b = new NetworkBuilder(sim);
        LinkSpec access = LinkSpec.of(10_000_000_000L, Time.fromMicros(25)).withQueue(DropTail.packets(10_000));
        b.addSwitch("sw");
        b.addHost("r");
        b.addHost("s1");
        b.connect("sw", "r", LinkSpec.of(1_000_000_000L, Time.fromMicros(25)).withQueue(bottleneck), access);
        b.connect("s1", "sw", access);
        Network net = b.build();
        TcpConnection c = TcpConnection.open(net, "s1", "r", new TcpConfig().mssBytes(MSS).ecn(ecn), () -> cc);
        Recorder rec = new Recorder();
        c.sender().addListener(rec);
        c.sender().write(30_000_000);
        sim.runUntil(Time.fromMillis(100));
        return rec;
    }

    private static void everyCutIsExplained(Recorder rec) {
        int cuts = 0;
        for (int i = 1; i < rec.windows.size(); i++) {
            long[] w = rec.windows.get(i);
            if (w[1] < rec.windows.get(i - 1)[1]) {
                cuts++;
                Reason r = rec.lastCutAt(w[0]);
                assertTrue(r != null, "no reason for the cut to " + w[1] + " B at " + w[0] + " ps");
                assertEquals(w[1], r.value("cwnd after"), r.text());
            }
        }
        assertTrue(cuts > 5, "the run should cut its window a few times, cut " + cuts);
    }

    @Test
    void newRenoOverDropTailExplainsEveryCut() {
        Recorder rec = run(DropTail.packets(30), false, new NewReno());
        everyCutIsExplained(rec);
        Reason fr = rec.reasons.stream().filter(r -> r.rule().equals("NewReno 3 duplicate ACKs (fast retransmit)")).findFirst()
                .orElseThrow();
        long ssthresh = (long) fr.value("ssthresh after");
        assertEquals(Math.max((long) fr.value("flight") / 2, 2L * MSS), ssthresh, fr.text());
        assertEquals(ssthresh + 3L * MSS, fr.value("cwnd after"), fr.text());
    }

    @Test
    void ecnTcpOverThresholdMarkingExplainsEveryCut() {
        everyCutIsExplained(run(ThresholdMarking.packets(200, 20), true, new NewReno()));
    }
}
