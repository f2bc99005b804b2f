package org.dclab.engine.tcp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.dclab.engine.api.TcpLimits;
import org.dclab.engine.core.Time;
import org.dclab.engine.packet.Packet;
import org.junit.jupiter.api.Test;

/**
 * RFC 7323 timestamps and the end of an RTO back-off, segment by segment. Ten segments leave after the handshake
 * (RTT 100 us, so RTO = minRTO = 200 ms); none is acknowledged, the timer expires and segment 0 is resent; 5 ms
 * later the receiver acknowledges it.
 */
class TimestampRtoScriptTest {
    private static SegmentScript timeoutThenAck(TcpConfig cfg) {
        return timeoutThenAck(cfg, Time.fromMillis(5));
    }

    private static SegmentScript timeoutThenAck(TcpConfig cfg, long ackDelayPs) {
        SegmentScript s = new SegmentScript(cfg, NewReno::new, 100L * SegmentScript.PAYLOAD).establish();
        assertEquals(10, s.drain().size());
        s.advance(Time.fromMillis(200));
        assertEquals("0", SegmentScript.describe(s.drain()), "the timeout resends the first segment");
        assertEquals(1, s.sender.rtt().backoffs());
        s.advance(ackDelayPs);
        s.ack(1);
        return s;
    }

    /** With timestamps the ACK of the retransmission echoes its TSval: a valid 5 ms sample, which ends the back-off. */
    @Test
    void timestampsGiveAnRttSampleForRetransmittedData() {
        SegmentScript s = timeoutThenAck(new TcpConfig().timestamps(true));
        assertTrue(s.sender.timestampsNegotiated());
        assertEquals(Time.fromMillis(5), s.sender.rtt().latestRttPs());
        assertEquals(0, s.sender.rtt().backoffs());
    }

    /** Karn's rule without timestamps: no sample from retransmitted data, so the doubled timeout stays (RFC 6298 5.7). */
    @Test
    void withoutTimestampsTheBackoffIsKeptUntilAValidSample() {
        SegmentScript s = timeoutThenAck(new TcpConfig());
        assertEquals(Time.fromMicros(100), s.sender.rtt().latestRttPs(), "still the handshake's sample");
        assertEquals(1, s.sender.rtt().backoffs());
        assertEquals(Time.fromMillis(400), s.sender.rtt().rtoPs());
    }

    @Test
    void theOtherRuleClearsTheBackoffOnTheNextAdvancingAck() {
        SegmentScript s = timeoutThenAck(new TcpConfig().rtoBackoff(RtoBackoff.CLEARED_BY_NEW_ACK));
        assertEquals(Time.fromMicros(100), s.sender.rtt().latestRttPs(), "no sample was taken");
        assertEquals(0, s.sender.rtt().backoffs());
        assertEquals(Time.fromMillis(200), s.sender.rtt().rtoPs());
    }

    /** An echoed sample is whole ticks of the millisecond clock, at least one, as Linux takes them. */
    @Test
    void anEchoedSampleIsAtLeastOneTick() {
        SegmentScript s = timeoutThenAck(new TcpConfig().timestamps(true), Time.fromMicros(300));
        assertEquals(Time.fromMillis(1), s.sender.rtt().latestRttPs());
    }

    /**
     * Every segment carries the 12-byte option and 12 bytes less payload (MSS 1012 gives 1000-byte segments of 1052
     * bytes), TSval being the millisecond clock; an ACK of data never resent is timed by the sender's own clock, as
     * Linux prefers, not by the coarse echo.
     */
    @Test
    void timestampsCostTwelveBytesAndDoNotReplaceExactSamples() {
        SegmentScript s = new SegmentScript(new TcpConfig().timestamps(true), NewReno::new, 100L * SegmentScript.PAYLOAD).establish();
        List<Packet> sent = s.drain();
        for (Packet p : sent) {
            assertEquals(SegmentScript.PAYLOAD, p.payloadBytes());
            assertEquals(SegmentScript.PAYLOAD + Packet.HEADER_BYTES + TcpLimits.TIMESTAMPS_OPTION_BYTES, p.sizeBytes());
            assertEquals(0, p.tsVal(), "sent at 100 us: tick 0");
        }
        s.advance(Time.fromMicros(300));
        s.ackEchoing(1, 0);
        assertEquals(Time.fromMicros(300), s.sender.rtt().latestRttPs());
    }

    /** Without the option nothing changes on the wire: 40-byte headers, full MSS of payload. */
    @Test
    void withoutTimestampsSegmentsCarryNoOptions() {
        SegmentScript s = new SegmentScript(new TcpConfig(), NewReno::new, 100L * SegmentScript.PAYLOAD).establish();
        for (Packet p : s.drain()) {
            assertEquals(SegmentScript.PAYLOAD + Packet.HEADER_BYTES, p.sizeBytes());
            assertFalse(p.hasOption(Packet.OPT_TIMESTAMPS));
        }
    }

    /**
     * After a timeout with SACK, only what was not SACKed is resent (Linux's tcp_enter_loss), in order as slow start
     * opens the window, and new data follows: segments 5..9, SACKed before the timeout, are never sent again.
     */
    @Test
    void sackKeepsSackedDataOutOfTheTimeoutRetransmissions() {
        SegmentScript s = new SegmentScript(new TcpConfig().sack(true).prr(true), NewReno::new, 100L * SegmentScript.PAYLOAD).establish();
        s.drain();
        assertEquals("0 1 2 3 4", SegmentScript.describe(s.ack(0, 5, 10)), "five holes deemed lost, PRR sends five");
        s.advance(Time.fromMillis(200));
        assertEquals("0", SegmentScript.describe(s.drain()));
        StringBuilder after = new StringBuilder();
        for (int a = 1; a <= 5; a++) {
            after.append(SegmentScript.describe(a < 5 ? s.ack(a, 5, 10) : s.ack(10))).append(" | ");
        }
        // Slow start from 1 MSS: 2, 3, 4, 5 segments (ssthresh 5); the pipe holds only what is resent or new.
        assertEquals("1 2 | 3 4 | 10 11 | 12 13 | 14 | ", after.toString());
    }
}
