package org.dclab.engine.tcp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.dclab.engine.core.Time;
import org.junit.jupiter.api.Test;

/**
 * RACK (RFC 8985 section 6) and the tail loss probe (section 7), segment by segment. The handshake's RTT is 100 us,
 * so srtt = 100 us; the initial window of 10 segments leaves at once.
 */
class RackTlpScriptTest {
    private static SegmentScript start(TcpConfig cfg, int flowSegments) {
        SegmentScript s = new SegmentScript(cfg.sack(true).prr(true).limitedTransmit(true), NewReno::new,
                (long) flowSegments * SegmentScript.PAYLOAD).establish();
        assertEquals("0 1 2 3 4 5 6 7 8 9", SegmentScript.describe(s.drain()));
        return s;
    }

    /**
     * Segment 0 and then its fast retransmission, sent at +100 us, are lost. Segment 12 leaves two ACKs later
     * (+102 us); once it is SACKed, RACK, whose reordering window is 0 in recovery, knows that the retransmission,
     * sent before it, should have arrived: 0 is resent. Without RACK only the timer can resend it.
     */
    @Test
    void rackFindsALostRetransmission() {
        for (boolean rack : new boolean[] { true, false }) {
            SegmentScript s = start(new TcpConfig().rack(rack), 100);
            s.advance(Time.fromMicros(100));
            assertEquals("10", SegmentScript.describe(s.ack(0, 1, 2)));
            assertEquals("11", SegmentScript.describe(s.ack(0, 1, 3)));
            assertEquals("0", SegmentScript.describe(s.ack(0, 1, 4)), "fast retransmit at +100 us");
            s.advance(Time.fromMicros(2));
            assertEquals("", SegmentScript.describe(s.ack(0, 1, 5)), "PRR: every other ACK");
            assertEquals("12", SegmentScript.describe(s.ack(0, 1, 6)));
            s.advance(Time.fromMicros(100));
            String answer = SegmentScript.describe(s.ack(0, 12, 13, 1, 6));
            assertEquals(rack ? "0" : "", answer, rack ? "the lost retransmission is resent" : "0 waits for the timer");
        }
    }

    /**
     * With more data to send, the probe after PTO = 2 srtt + 2 ms is one new segment, beyond the window; with none,
     * the last segment again. Its SACK then lets RACK mark the silent tail lost: recovery starts without the timer.
     */
    @Test
    void tailLossProbeSendsNewDataOrTheLastSegment() {
        SegmentScript more = start(new TcpConfig().rack(true).tailLossProbe(true), 100);
        more.advance(Time.fromMicros(2_199));
        assertEquals("", SegmentScript.describe(more.drain()), "nothing before the PTO");
        more.advance(Time.fromMicros(2));
        assertEquals("10", SegmentScript.describe(more.drain()), "new data at +2.2 ms");

        SegmentScript none = start(new TcpConfig().rack(true).tailLossProbe(true), 10);
        none.advance(Time.fromMicros(2_201));
        assertEquals("9", SegmentScript.describe(none.drain()), "no new data: the last segment again");
        none.advance(Time.fromMicros(100));
        // The probe's SACK: RACK deems 0..8 lost (sent before 9's retransmission, and its 100 us RTT has passed), so
        // recovery starts with ssthresh 5 and an empty pipe; the first PRR step, on an ACK that did not advance
        // snd.una, sends as much as it delivered: one segment.
        assertEquals("0", SegmentScript.describe(none.ack(0, 9, 10)));
        assertEquals(0, none.sender.stats().timeouts());
    }

    /** With one segment in flight the probe would wait 2 srtt + minRTO, no earlier than the timer: no probe. */
    @Test
    void noProbeWhenTheTimerComesFirst() {
        SegmentScript s = new SegmentScript(new TcpConfig().sack(true).rack(true).tailLossProbe(true), NewReno::new,
                SegmentScript.PAYLOAD).establish();
        assertEquals("0", SegmentScript.describe(s.drain()));
        s.advance(Time.fromMillis(199));
        assertEquals("", SegmentScript.describe(s.drain()));
        s.advance(Time.fromMillis(2));
        assertEquals("0", SegmentScript.describe(s.drain()), "the retransmission timer at 200 ms");
        assertEquals(1, s.sender.stats().timeouts());
    }

    /**
     * Without SACK there is no RACK, as in Linux, whose loss detection for a connection without SACK is NewReno's
     * (tcp_identify_packet_loss). Segments 0 and 5 are lost; after the fast retransmission of 0, the partial ACK up to
     * 5 must resend 5 alone: taken for RACK's "delivered", the retransmission of 0 would declare everything sent before
     * it lost.
     */
    @Test
    void withoutSackRackStaysOut() {
        String[] answers = new String[2];
        for (int i = 0; i < 2; i++) {
            boolean rack = i == 0;
            SegmentScript s = new SegmentScript(new TcpConfig().prr(true).rack(rack).tailLossProbe(rack), NewReno::new,
                    100L * SegmentScript.PAYLOAD).establish();
            assertEquals("0 1 2 3 4 5 6 7 8 9", SegmentScript.describe(s.drain()));
            s.advance(Time.fromMicros(100));
            StringBuilder trace = new StringBuilder();
            for (int dup = 1; dup <= 4; dup++) {
                trace.append(SegmentScript.describe(s.ack(0))).append('|');
            }
            s.advance(Time.fromMicros(100));
            String partial = SegmentScript.describe(s.ack(5));
            assertTrue(partial.startsWith("5") && !partial.contains("6"), "the partial ACK resends 5 alone: " + partial);
            trace.append(partial).append('|');
            for (int dup = 0; dup < 4; dup++) {
                trace.append(SegmentScript.describe(s.ack(5))).append('|');
            }
            answers[i] = trace.toString();
        }
        assertEquals(answers[1], answers[0], "RACK and the probe switched on change nothing without SACK");
    }
}
