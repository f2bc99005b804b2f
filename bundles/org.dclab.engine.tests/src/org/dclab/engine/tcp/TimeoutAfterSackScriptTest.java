package org.dclab.engine.tcp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.TreeSet;

import org.dclab.engine.core.Time;
import org.dclab.engine.packet.Packet;
import org.junit.jupiter.api.Test;

/**
 * A retransmission timeout while most of the window sits SACKed at the receiver, segment by segment, on the Linux
 * stack (RACK, the tail loss probe and timestamps off, so the trace is RFC 6675's and the timer's alone). 100 segments
 * leave; 0 and 1 are lost and so are their fast retransmissions, while 2..99 are SACKed one ACK at a time. PRR has
 * brought cwnd down to 3 segments (pipe 2, the two lost retransmissions) when the timer fires, first at 200 ms
 * (minRTO) and again, backed off, at 600 ms. The application then writes 200 more segments and the receiver gets
 * the retransmissions: ACK 1 fills the first hole, ACK 100 the second and covers the 98 segments SACKed before the
 * timeout.
 * <p>
 * Oracles, computed by hand from Linux's rules: the first expiry sets ssthresh = max(cwnd 3 / 2, 2) = 2 segments
 * ({@code tcp_reno_ssthresh}; RFC 5681's FlightSize / 2 would be 100 / 2 = 50); each of the two ACKs newly delivers
 * one segment ({@code acked_sacked}: what was SACKed was counted when it was SACKed), so ACK 1 takes slow start from 1
 * to 2 segments = ssthresh and ACK 100 adds 1/2 segment in congestion avoidance. Before newly delivered data was
 * counted once, ACK 100 counted 99 segments and raised cwnd by 49.5 segments at once, a burst of 50.
 */
class TimeoutAfterSackScriptTest {
    private static final int P = SegmentScript.PAYLOAD;
    private static final int WINDOW = 100;

    private static TcpConfig linux() {
        return TcpStack.LINUX.applyTo(new TcpConfig()).timestamps(false).rack(false).tailLossProbe(false).initialWindowSegments(WINDOW);
    }

    /** The trace up to both timeouts; the holes' retransmissions are never delivered. */
    private static SegmentScript timedOutWithSackedData(TcpConfig cfg) {
        SegmentScript s = new SegmentScript(cfg, NewReno::new, (long) WINDOW * P).establish();
        assertEquals(WINDOW, s.drain().size());
        TreeSet<Integer> received = new TreeSet<>();
        for (int seg = 2; seg < WINDOW; seg++) {
            received.add(seg);
            s.ack(0, SackRecoveryScriptTest.sackBlocks(received, 0, seg));
        }
        assertEquals(3 * P, s.sender.cwndBytes(), "PRR took the window down to the pipe of 2 lost retransmissions + 1");
        s.advance(Time.fromMillis(700));
        assertEquals("0 0", SegmentScript.describe(s.drain()), "two expiries, each resending the first hole");
        return s;
    }

    @Test
    void dataSackedBeforeTheTimeoutIsNotCountedAgainWhenItIsAcknowledged() {
        SegmentScript s = timedOutWithSackedData(linux());
        assertEquals(2 * P, s.sender.ssthreshBytes(), "ssthresh = max(cwnd 3 / 2, 2) at the first expiry");
        assertEquals(P, s.sender.cwndBytes());

        s.sender.write(200L * P);
        assertEquals("", SegmentScript.describe(s.drain()), "the one-segment window is taken by the retransmission in flight");

        List<Packet> sent = s.ack(1, 2, WINDOW);
        assertEquals(2 * P, s.sender.cwndBytes(), "slow start by the one segment newly delivered");
        assertEquals("1 100", SegmentScript.describe(sent), "the second hole, then new data");

        sent = s.ack(WINDOW);
        assertEquals(2 * P + P / 2, s.sender.cwndBytes(), "congestion avoidance by one newly delivered segment: 1/2 MSS");
        assertEquals("101", SegmentScript.describe(sent), "one segment, not a burst of 50");
    }

    /** The same trace under RFC 5681's rule halves the flight instead: ssthresh 50, and slow start resumes after ACK 100. */
    @Test
    void rfc5681HalvesTheFlightAtTheTimeout() {
        SegmentScript s = timedOutWithSackedData(linux().ssthreshRule(SsthreshRule.FLIGHT_SIZE));
        assertEquals(50L * P, s.sender.ssthreshBytes(), "ssthresh = max(FlightSize 100 / 2, 2)");
        s.sender.write(200L * P);
        s.ack(1, 2, WINDOW);
        s.ack(WINDOW);
        assertEquals(3 * P, s.sender.cwndBytes(), "one newly delivered segment per ACK in slow start, from 1");
    }

    /**
     * A SACK block that repeats data SACKed before, or reports data below the cumulative ACK (a D-SACK, RFC 2883, which
     * the receivers here never send but a peer could), delivers nothing new: the scoreboard counts a segment once.
     * Ten segments leave; ACK 0 SACKs 2..4 (3 segments newly delivered), the same block again delivers 0, ACK 5
     * delivers segments 0 and 1 only (2..4 were counted when SACKed), and a block [3, 4) below snd.una then delivers 0.
     */
    @Test
    void repeatedAndDuplicateSackBlocksDeliverNothingNew() {
        long[] delivered = new long[1];
        CongestionControl recording = new CongestionControl() {
            private final NewReno reno = new NewReno();

            @Override
            public String name() {
                return reno.name();
            }

            @Override
            public String displayName() {
                return reno.displayName();
            }

            @Override
            public void onAck(CongestionState st, AckSample ack) {
                delivered[0] = ack.newlyDeliveredBytes();
                reno.onAck(st, ack);
            }

            @Override
            public long ssthreshAfterLoss(CongestionState st) {
                return reno.ssthreshAfterLoss(st);
            }
        };
        SegmentScript s = new SegmentScript(linux().initialWindowSegments(10), () -> recording, 10L * P).establish();
        s.drain();
        s.ack(0, 2, 5);
        assertEquals(3 * P, delivered[0]);
        s.ack(0, 2, 5);
        assertEquals(0, delivered[0], "the same block again");
        s.ack(5);
        assertEquals(2 * P, delivered[0], "segments 0 and 1");
        s.ack(5, 3, 4);
        assertEquals(0, delivered[0], "a D-SACK block below snd.una");
    }

    /**
     * Whatever the growth rule, no ACK grows the window by more than the data it newly delivered (slow start) or one
     * MSS per window of it (congestion avoidance), rounded up to the byte.
     */
    @Test
    void noRuleGrowsByMoreThanWhatWasNewlyDelivered() {
        for (GrowthRule rule : GrowthRule.values()) {
            SegmentScript s = timedOutWithSackedData(linux().growthRule(rule));
            s.sender.write(200L * P);
            s.ack(1, 2, WINDOW);
            long before = s.sender.cwndBytes();
            s.ack(WINDOW);
            long grown = s.sender.cwndBytes() - before;
            assertTrue(grown > 0 && grown <= (long) P * P / before + 1, rule + ": grew " + grown + " B from " + before + " B");
        }
    }
}
