package org.dclab.engine.cc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.dclab.engine.core.Time;
import org.dclab.engine.packet.Packet;
import org.dclab.engine.queue.QueueDiscipline;
import org.dclab.engine.queue.QueueListener;
import org.dclab.engine.queue.ThresholdMarking;
import org.dclab.engine.tcp.AckSample;
import org.dclab.engine.tcp.CongestionControl;
import org.dclab.engine.tcp.CongestionState;
import org.dclab.engine.tcp.Rfc3168EcnEcho;
import org.dclab.engine.tcp.TcpConfig;
import org.dclab.engine.tcp.TcpConnection;
import org.junit.jupiter.api.Test;

/**
 * RFC 8257's receiver under delayed ACKs (two segments per ACK): because an ACK is sent early whenever the CE bit of
 * the arriving segment differs from the last one, every ACK covers segments of one CE state, so the bytes the sender
 * sees acknowledged with ECN-Echo equal the bytes the switch marked, exactly. The RFC 3168 latch does not have this
 * property.
 */
class DctcpEchoTest {
    /** Counts bytes acknowledged with ECE, passing everything to DCTCP. */
    private static final class Counting extends ForwardingCongestionControl {
        long eceBytes;

        Counting(CongestionControl inner) {
            super(inner);
        }

        @Override
        public void onAck(CongestionState s, AckSample ack) {
            if (ack.ece()) {
                eceBytes += ack.ackedBytes();
            }
            super.onAck(s, ack);
        }
    }

    private static long[] markedAndEchoed(boolean dctcpEcho) {
        Bottleneck b = new Bottleneck(1, 1, Bottleneck.GBPS, Time.fromMicros(100), ThresholdMarking.packets(1000, 10));
        long[] markedPayload = { 0 };
        b.port.queue().addListener(new QueueListener() {
            @Override
            public void onMark(long nowPs, QueueDiscipline queue, Packet p) {
                if (p.srcHost() == b.net.host("s1").address()) {
                    markedPayload[0] += p.payloadBytes();
                }
            }
        });
        Counting[] counting = new Counting[1];
        // DCTCP's sender behind either receiver rule: a pairing no registered transport makes, so configured by hand.
        TcpConfig config = new TcpConfig().mssBytes(1460).ecn(true).ecnEcho(dctcpEcho ? DctcpEcnEcho::new : Rfc3168EcnEcho::new);
        TcpConnection c = TcpConnection.open(b.net, "s1", "r", config, () -> counting[0] = new Counting(new Dctcp()));
        c.sender().write(20_000_000);
        c.sender().close();
        b.sim.runUntil(Time.fromMillis(400));
        assertEquals(20_000_000, c.receiver().bytesDelivered());
        assertEquals(0, c.sender().stats().retransmits());
        return new long[] { markedPayload[0], counting[0].eceBytes };
    }

    @Test
    void echoedBytesEqualMarkedBytesUnderDelayedAcks() {
        long[] dctcp = markedAndEchoed(true);
        long[] latch = markedAndEchoed(false);
        assertTrue(dctcp[0] > 100_000, "enough marks to matter");
        assertEquals(dctcp[0], dctcp[1]);
        assertNotEquals(latch[0], latch[1]);
    }

    @Test
    void receiverIgnoresCwr() {
        DctcpEcnEcho e = new DctcpEcnEcho();
        e.onSegment(true, false);
        assertTrue(e.echo());
        e.onSegment(true, true);
        assertTrue(e.echo(), "CWR does not clear the DCTCP echo");
        assertTrue(e.flushBefore(false, true), "a CE change with an ACK held back flushes it first");
        assertTrue(!e.flushBefore(true, true) && !e.flushBefore(false, false));
    }
}
