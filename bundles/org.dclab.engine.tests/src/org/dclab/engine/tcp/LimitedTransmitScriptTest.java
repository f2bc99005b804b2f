package org.dclab.engine.tcp;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * RFC 3042 segment by segment: with 10 segments in flight and the first lost, the first two duplicate ACKs each
 * release exactly one new segment, the third starts fast retransmit, and the window itself is not changed. Checked
 * for each way the sender may run it: NewReno's allowance, and the pipe of a scoreboard with or without SACK.
 */
class LimitedTransmitScriptTest {
    private static String dupAcks(TcpConfig cfg) {
        SegmentScript s = new SegmentScript(cfg, NewReno::new, 100L * SegmentScript.PAYLOAD).establish();
        assertEquals("0 1 2 3 4 5 6 7 8 9", SegmentScript.describe(s.drain()));
        long cwnd = s.sender.cwndBytes();
        StringBuilder trace = new StringBuilder();
        for (int dup = 1; dup <= 3; dup++) {
            boolean sack = s.sender.sackNegotiated();
            String sent = SegmentScript.describe(sack ? s.ack(0, 1, 1 + dup) : s.ack(0));
            trace.append(dup).append(':').append(sent.isEmpty() ? "-" : sent).append(' ');
            if (dup < 3) {
                assertEquals(cwnd, s.sender.cwndBytes(), "limited transmit leaves cwnd alone");
            }
        }
        return trace.toString().trim();
    }

    @Test
    void newRenoAllowanceSendsTwoNewSegments() {
        assertEquals("1:10 2:11 3:0", dupAcks(new TcpConfig().limitedTransmit(true)));
    }

    @Test
    void sackPipeSendsTwoNewSegments() {
        assertEquals("1:10 2:11 3:0", dupAcks(new TcpConfig().limitedTransmit(true).sack(true).prr(true)));
        assertEquals("1:10 2:11 3:0", dupAcks(new TcpConfig().limitedTransmit(true).sack(true).prr(false)));
    }

    /** Without SACK each duplicate ACK stands for one delivered segment, as Linux counts them. */
    @Test
    void renoPipeSendsTwoNewSegments() {
        assertEquals("1:10 2:11 3:0", dupAcks(new TcpConfig().limitedTransmit(true).prr(true)));
    }

    @Test
    void withoutLimitedTransmitDuplicateAcksSendNothingNew() {
        assertEquals("1:- 2:- 3:0", dupAcks(new TcpConfig()));
        assertEquals("1:- 2:- 3:0", dupAcks(new TcpConfig().sack(true).prr(true)));
    }

    /** RFC 5681 section 3.2: the segments sent by limited transmit do not count in the flight that is halved. */
    @Test
    void limitedTransmitIsKeptOutOfSsthresh() {
        SegmentScript s = new SegmentScript(new TcpConfig().limitedTransmit(true).sack(true).prr(true), NewReno::new,
                100L * SegmentScript.PAYLOAD).establish();
        s.drain();
        s.ack(0, 1, 2);
        s.ack(0, 1, 3);
        s.ack(0, 1, 4);
        assertEquals(5L * SegmentScript.PAYLOAD, s.sender.ssthreshBytes(), "ssthresh = 10 / 2, not 12 / 2");
    }
}
