package org.dclab.sim.pcap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.dclab.engine.core.Simulator;
import org.dclab.engine.core.Time;
import org.dclab.engine.net.LinkSpec;
import org.dclab.engine.net.Network;
import org.dclab.engine.net.NetworkBuilder;
import org.dclab.engine.packet.Packet;
import org.dclab.engine.queue.AbstractQueueDiscipline;
import org.dclab.engine.tcp.NewReno;
import org.dclab.engine.tcp.TcpConfig;
import org.dclab.engine.tcp.TcpConnection;
import org.dclab.engine.tcp.TcpStack;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A capture of a real run shows what the engine did: an ECN flow through a port that marks above K packets gives
 * CE-marked data towards the receiver and ECE-flagged ACKs back, with timestamps that never go backwards. This
 * build has no marking discipline in the engine yet, so the test brings its own (as the engine's EcnTest does).
 */
class PacketCaptureTest {

    @TempDir
    Path dir;

    @Test
    void capturesCeOnDataAndEceOnAcksAtTheReceiver() throws Exception {
        Simulator sim = new Simulator(3);
        NetworkBuilder b = new NetworkBuilder(sim);
        b.addSwitch("sw");
        b.addHost("h1");
        b.addHost("h2");
        LinkSpec fast = LinkSpec.of(10_000_000_000L, Time.fromMicros(10));
        b.connect("h1", "sw", fast);
        b.connect("sw", "h2", LinkSpec.of(1_000_000_000L, Time.fromMicros(10)).withQueue(() -> new MarkAbove(10)), fast);
        Network net = b.build();
        Path file = dir.resolve("h2.pcap");
        PacketCapture capture = PacketCapture.open(net, "h2", file);
        TcpConnection c = TcpConnection.open(net, "h1", "h2", new TcpConfig().ecn(true), NewReno::new);
        c.sender().write(2_000_000);
        c.sender().close();
        sim.run();
        capture.close();

        ByteBuffer pcap = ByteBuffer.wrap(Files.readAllBytes(file)).order(ByteOrder.LITTLE_ENDIAN);
        assertEquals(0xa1b23c4d, pcap.getInt(0));
        int ceData = 0;
        int eceAcks = 0;
        int records = 0;
        long lastNs = 0;
        for (int at = 24; at < pcap.limit(); at += 16 + pcap.getInt(at + 8)) {
            long ns = pcap.getInt(at) * 1_000_000_000L + pcap.getInt(at + 4);
            assertTrue(ns >= lastNs, "timestamps in order");
            lastNs = ns;
            int ip = at + 16 + 14;
            boolean toReceiver = pcap.get(ip + 19) == 2; // last byte of 10.0.0.2
            int ecn = pcap.get(ip + 1) & 0b11;
            int flags = pcap.get(ip + 20 + 13) & 0xff;
            ceData += toReceiver && ecn == 0b11 ? 1 : 0;
            eceAcks += !toReceiver && (flags & 0x40) != 0 ? 1 : 0;
            records++;
        }
        assertEquals(2_000_000, c.receiver().bytesDelivered());
        assertTrue(records > 2 * 2_000_000 / 1460 / 2, "data and ACKs both ways: " + records);
        assertTrue(ceData > 0, "CE-marked data segments");
        assertTrue(eceAcks > 0, "ACKs echoing ECE");
    }

    /**
     * A Linux-stack connection that loses one data segment shows its options on the wire: SACK-permitted and
     * timestamps on the SYN, timestamps on every segment after it, and ACKs whose SACK block starts right after the
     * lost segment. Each record's TCP header length is its captured length less the Ethernet and IP headers.
     */
    @Test
    void capturesTheOptionsOfTheLinuxStack() throws Exception {
        Simulator sim = new Simulator(3);
        NetworkBuilder b = new NetworkBuilder(sim);
        b.addSwitch("sw");
        b.addHost("h1");
        b.addHost("h2");
        LinkSpec fast = LinkSpec.of(10_000_000_000L, Time.fromMicros(10));
        b.connect("h1", "sw", fast);
        b.connect("sw", "h2", LinkSpec.of(1_000_000_000L, Time.fromMicros(10)).withQueue(() -> new DropDataSegment(20)), fast);
        Network net = b.build();
        Path file = dir.resolve("h2.pcap");
        PacketCapture capture = PacketCapture.open(net, "h2", file);
        TcpConnection c = TcpConnection.open(net, "h1", "h2", TcpStack.LINUX.applyTo(new TcpConfig()), NewReno::new);
        c.sender().write(200_000);
        c.sender().close();
        sim.run();
        capture.close();

        ByteBuffer pcap = ByteBuffer.wrap(Files.readAllBytes(file)).order(ByteOrder.LITTLE_ENDIAN);
        int records = 0;
        int sackAcks = 0;
        long lostSeq = -1;
        for (int at = 24; at < pcap.limit(); at += 16 + pcap.getInt(at + 8)) {
            int captured = pcap.getInt(at + 8);
            ByteBuffer frame = ByteBuffer.wrap(pcap.array(), at + 16, captured).slice();
            int tcp = 14 + 20;
            int headerBytes = (frame.get(tcp + 12) & 0xf0) >> 2;
            assertEquals(captured - tcp, headerBytes, "record " + records + ": header length");
            int flags = frame.get(tcp + 13) & 0xff;
            List<Integer> kinds = optionKinds(frame, tcp + 20, tcp + headerBytes);
            if ((flags & 0x02) != 0) {
                assertTrue(kinds.contains(4) && kinds.contains(8), "SYN offers SACK and timestamps: " + kinds);
            } else {
                assertTrue(kinds.contains(8), "record " + records + " carries timestamps: " + kinds);
            }
            if (kinds.contains(5)) {
                int sack = tcp + 20 + 16; // NOP NOP timestamps (12), NOP NOP kind length (4)
                long ack = frame.getInt(tcp + 8) & 0xffffffffL;
                long leftEdge = frame.getInt(sack) & 0xffffffffL;
                lostSeq = lostSeq < 0 ? ack : lostSeq;
                assertTrue(leftEdge > ack, "a SACK block lies above the cumulative ACK");
                sackAcks++;
            }
            records++;
        }
        assertEquals(200_000, c.receiver().bytesDelivered());
        assertTrue(sackAcks > 0, "duplicate ACKs carry SACK blocks");
        assertEquals(1 + 19 * (1460 - 12), lostSeq, "the first SACKed ACK asks for the 20th segment (wire numbering, MSS less 12)");
    }

    /** The option kinds of a TCP header between {@code from} and {@code to}, NOPs included. */
    private static List<Integer> optionKinds(ByteBuffer frame, int from, int to) {
        List<Integer> kinds = new ArrayList<>();
        for (int i = from; i < to;) {
            int kind = frame.get(i) & 0xff;
            kinds.add(kind);
            i += kind == 1 ? 1 : frame.get(i + 1) & 0xff;
        }
        return kinds;
    }

    /** Drop-tail that loses the {@code n}th data segment it sees, once. */
    private static final class DropDataSegment extends AbstractQueueDiscipline {
        private final int n;
        private int seen;

        DropDataSegment(int n) {
            this.n = n;
        }

        @Override
        public boolean enqueue(Packet p) {
            if (p.payloadBytes() > 0 && ++seen == n) {
                drop(p, org.dclab.engine.queue.DropReason.BUFFER_FULL);
                return false;
            }
            accept(p);
            return true;
        }
    }

    /** Test-only threshold marking: CE on an ECN-capable arrival when more than k packets wait. */
    private static final class MarkAbove extends AbstractQueueDiscipline {
        private final int k;

        MarkAbove(int k) {
            this.k = k;
        }

        @Override
        public boolean enqueue(Packet p) {
            if (lengthPackets() >= 200) {
                drop(p, org.dclab.engine.queue.DropReason.BUFFER_FULL);
                return false;
            }
            if (lengthPackets() > k && p.ecn().isCapable()) {
                mark(p);
            }
            accept(p);
            return true;
        }
    }
}
