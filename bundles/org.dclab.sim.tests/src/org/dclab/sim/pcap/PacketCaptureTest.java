package org.dclab.sim.pcap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;

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
        for (int at = 24; at < pcap.limit(); at += 16 + PcapWriter.SNAP_BYTES) {
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
