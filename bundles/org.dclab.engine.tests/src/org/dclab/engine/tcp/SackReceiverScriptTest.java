package org.dclab.engine.tcp;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.dclab.engine.api.TcpLimits;
import org.dclab.engine.packet.Packet;
import org.dclab.engine.packet.TcpFlags;
import org.junit.jupiter.api.Test;

/**
 * The receiver's SACK blocks against RFC 2018 section 5's examples: eight 500-byte segments, the receiver
 * acknowledging each at once. The test plays the sender, injecting segments straight into the receiver and reading
 * the ACKs it sends; sequence numbers start at 0 where the RFC starts at 5000.
 */
class SackReceiverScriptTest {
    private final ReceiverScript r = new ReceiverScript(new TcpConfig().sack(true).timestamps(true).delayedAckSegments(1),
            Packet.OPT_SACK_PERMITTED | Packet.OPT_TIMESTAMPS);
    private Packet lastAck;

    SackReceiverScriptTest() {
        assertEquals(Packet.OPT_SACK_PERMITTED | Packet.OPT_TIMESTAMPS, r.synAck().options(), "the SYN-ACK agrees to both options");
        assertEquals(7, r.synAck().tsEcr(), "and echoes the SYN's TSval");
    }

    /** Delivers segment {@code i} (bytes 500i..500i+500) and returns the ACK it triggered as "ack [l,r) [l,r)...". */
    private String segment(int i) {
        r.inject(500L * i, 500, TcpFlags.ACK, Packet.OPT_TIMESTAMPS, 100 + i);
        lastAck = r.last();
        return describe(lastAck);
    }

    private static String describe(Packet a) {
        StringBuilder sb = new StringBuilder(String.valueOf(a.ack()));
        for (int k = 0; k < a.sackBlockCount(); k++) {
            sb.append(" [").append(a.sackStart(k)).append(',').append(a.sackEnd(k)).append(')');
        }
        return sb.toString();
    }

    /** Case 2: the first segment is lost; each later ACK reports the one growing block. */
    @Test
    void firstSegmentLost() {
        for (int i = 1; i < 8; i++) {
            assertEquals("0 [500," + 500 * (i + 1) + ")", segment(i));
        }
        assertEquals("4000", segment(0), "the hole filled: everything acknowledged, no block left");
    }

    /**
     * Case 3: the 2nd, 4th, 6th and 8th segments are lost. Each new block comes first, the older ones follow newest
     * first; then the 4th arrives and its merged block leads; then the 2nd, and only the block above remains.
     */
    @Test
    void alternateSegmentsLostThenRecovered() {
        assertEquals("500", segment(0));
        assertEquals("500 [1000,1500)", segment(2));
        assertEquals("500 [2000,2500) [1000,1500)", segment(4));
        assertEquals("500 [3000,3500) [2000,2500) [1000,1500)", segment(6));
        assertEquals("500 [1000,2500) [3000,3500)", segment(3));
        assertEquals("2500 [3000,3500)", segment(1));
    }

    /**
     * RFC 7323 section 4.3: an ACK echoes the TSval of the segment that advanced the left edge; a segment above a
     * hole does not update TS.Recent, so the duplicate ACK still echoes the last in-order one, and the hole fill's
     * own TSval is echoed when it arrives. Blocks and timestamps share the option space: at most 3 blocks.
     */
    @Test
    void timestampEchoFollowsTheLeftEdge() {
        segment(0);
        assertEquals(100, lastAck.tsEcr());
        segment(2);
        assertEquals(100, lastAck.tsEcr(), "out of order: TS.Recent unchanged");
        segment(1);
        assertEquals(101, lastAck.tsEcr(), "the hole fill's timestamp");
        segment(4);
        segment(6);
        segment(8);
        segment(10);
        assertEquals("1500 [5000,5500) [4000,4500) [3000,3500)", describe(lastAck), "four runs, the three newest reported");
        assertEquals(Packet.HEADER_BYTES + TcpLimits.TIMESTAMPS_OPTION_BYTES + 4 + 3 * 8, lastAck.sizeBytes());
    }

    @Test
    void inOrderAcksCarryNoBlocks() {
        segment(0);
        segment(1);
        assertEquals(0, lastAck.sackBlockCount());
        assertEquals(Packet.HEADER_BYTES + TcpLimits.TIMESTAMPS_OPTION_BYTES, lastAck.sizeBytes());
    }
}
