package org.dclab.engine.tcp;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;

import org.dclab.engine.packet.Packet;
import org.dclab.engine.packet.TcpFlags;
import org.junit.jupiter.api.Test;

/**
 * Linux's quick-ACK mode against RFC 5681's delayed ACKs, segment by segment: the ACK number after each of a run of
 * in-order 1000-byte segments, "-" where the receiver held its ACK back.
 */
class QuickAckScriptTest {
    private static final int P = 1000;

    private static String acks(TcpConfig cfg, int... segments) {
        ReceiverScript r = new ReceiverScript(cfg.mssBytes(P), 0);
        List<String> out = new ArrayList<>();
        for (int seg : segments) {
            int before = r.sent().size();
            r.inject((long) seg * P, P, TcpFlags.ACK, 0, 0);
            out.add(r.sent().size() > before ? String.valueOf(r.last().ack() / P) : "-");
        }
        return String.join(" ", out);
    }

    @Test
    void delayedAcksAcknowledgeEverySecondSegment() {
        assertEquals("- 2 - 4 - 6", acks(new TcpConfig(), 0, 1, 2, 3, 4, 5));
    }

    /**
     * The first 5 segments are acknowledged one by one, then every second one: Linux's budget is rcv_wnd / (2 MSS) with
     * rcv_wnd the 10 segments a connection opens with (the receive buffer is far larger), whatever the window grew to
     * since.
     */
    @Test
    void quickAckAtTheStartOfAConnection() {
        int[] segs = new int[20];
        for (int i = 0; i < segs.length; i++) {
            segs[i] = i;
        }
        assertEquals("1 2 3 4 5 - 7 - 9 - 11 - 13 - 15 - 17 - 19 -", acks(new TcpConfig().quickAck(true), segs));
    }

    /** The budget is window / (2 MSS): with a 4-segment window, two quick ACKs. */
    @Test
    void theBudgetFollowsTheWindow() {
        assertEquals("1 2 - 4 - 6", acks(new TcpConfig().quickAck(true).receiveBufferBytes(4 * P), 0, 1, 2, 3, 4, 5));
    }

    /**
     * A retransmission of data already received (a spurious timeout) starts quick-ACK mode again; its own duplicate
     * ACK takes one from the budget of two, so one more segment is acknowledged at once.
     */
    @Test
    void aDuplicateStartsQuickAcksAgain() {
        TcpConfig cfg = new TcpConfig().quickAck(true).receiveBufferBytes(4 * P);
        assertEquals("1 2 - 4 4 5 - 7 -", acks(cfg, 0, 1, 2, 3, 3, 4, 5, 6, 7));
    }

    @Test
    void withoutQuickAckAHandshakeSegmentCarriesNoOptions() {
        ReceiverScript r = new ReceiverScript(new TcpConfig(), 0);
        assertEquals(Packet.HEADER_BYTES, r.synAck().sizeBytes());
    }
}
