package org.dclab.sim.pcap;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.io.ByteArrayOutputStream;
import java.util.HexFormat;

import org.dclab.engine.packet.Ecn;
import org.dclab.engine.packet.Packet;
import org.dclab.engine.packet.TcpFlags;
import org.junit.jupiter.api.Test;

/**
 * The pcap format byte for byte. The expected bytes were worked out by hand from the pcap, Ethernet, IPv4 (RFC 791)
 * and TCP (RFC 793, RFC 3168) layouts; both checksums were computed independently (RFC 1071, the TCP one over the
 * pseudo-header and the whole segment with a zero payload). The same bytes, written to a file, were decoded by hand
 * with tshark 4.0.17 as "10.0.0.1 → 10.0.0.2 TCP 1514 10001 → 10002 [ACK, ECE] … Win=65535 Len=1460", arrival time
 * 1.500000123, "ECN: CE", header checksum 0x2117.
 *
 * <p>The records with TCP options were worked out the same way, their checksums computed by a separate script, and
 * tshark 4.0.17 decoded them as "Options: (12 bytes), SACK permitted, Timestamps" (TSval 7), "Options: (32 bytes),
 * NOP, NOP, Timestamps, NOP, NOP, SACK" (TSval 9, TSecr 7, "SACK 5001-6001 3001-4001") and "Options: (4 bytes), NOP,
 * NOP, SACK permitted", every IP and TCP checksum "[correct]".
 */
class PcapWriterTest {

    /** Snap length 94: the headers with the longest TCP options, 40 bytes. */
    private static final String GLOBAL_HEADER = "4d3cb2a1" + "0200" + "0400" + "00000000" + "00000000" + "5e000000" + "01000000";

    @Test
    void aCeMarkedDataSegmentWithEce() throws Exception {
        // host 0 port 1 -> host 1 port 2, seq 1000, ack 1, ACK|ECE, 1460 payload bytes, window 100000 (capped), CE
        Packet p = new Packet(0, 1, 1, 2, 0, 1000, 1, TcpFlags.ACK | TcpFlags.ECE, 1460, 100_000, Ecn.CE, 0);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (PcapWriter writer = new PcapWriter(out)) {
            writer.write(1_500_000_123_456L, p); // 1.500000123456 s: 1 s + 500000123 ns (the 456 ps are cut off)
        }

        String record = "01000000" + "7b65cd1d" + "36000000" + "ea050000"
        // Ethernet: dst 02:00:00:00:00:02, src 02:00:00:00:00:01, IPv4
                + "020000000002" + "020000000001" + "0800"
                // IPv4: v4 ihl5, ECN CE (11), total 1500, id 0, DF, ttl 64, TCP, checksum, 10.0.0.1 -> 10.0.0.2
                + "45" + "03" + "05dc" + "0000" + "4000" + "40" + "06" + "2117" + "0a000001" + "0a000002"
                // TCP: 10001 -> 10002, seq 1001 and ack 2 (the SYN counted), offset 5, flags ACK|ECE, window 65535, checksum, urgent 0
                + "2711" + "2712" + "000003e9" + "00000002" + "50" + "50" + "ffff" + "43d0" + "0000";
        assertArrayEquals(HexFormat.of().parseHex(GLOBAL_HEADER + record), out.toByteArray(),
                () -> HexFormat.of().formatHex(out.toByteArray()));
    }

    /** Linux's SYN with SACK and timestamps: SACK-permitted in the place of the timestamps' two NOPs, 12 option bytes. */
    @Test
    void aSynOfferingSackAndTimestamps() throws Exception {
        Packet syn = new Packet(0, 1, 1, 2, 0, 0, 0, TcpFlags.SYN, 0, 65_535, Ecn.NOT_ECT, 0,
                Packet.OPT_SACK_PERMITTED | Packet.OPT_TIMESTAMPS, 7, 0, null);

        assertRecord(syn, "42000000" + "42000000"
                + "020000000002" + "020000000001" + "0800"
                // IPv4: total 52 = 20 + 32
                + "45" + "00" + "0034" + "0000" + "4000" + "40" + "06" + "26c2" + "0a000001" + "0a000002"
                // TCP: seq 0 (the SYN's own), offset 8 words, SYN, window 65535, checksum
                + "2711" + "2712" + "00000000" + "00000000" + "80" + "02" + "ffff" + "119e" + "0000"
                // SACK-permitted (4, 2), timestamps (8, 10) TSval 7 TSecr 0
                + "0402" + "080a" + "00000007" + "00000000");
    }

    /** An ACK with timestamps and two SACK blocks, most recent first, every edge one above the engine's sequence. */
    @Test
    void anAckWithTimestampsAndTwoSackBlocks() throws Exception {
        Packet ack = new Packet(1, 0, 2, 1, 0, 0, 1000, TcpFlags.ACK, 0, 100_000, Ecn.NOT_ECT, 0, Packet.OPT_TIMESTAMPS, 9, 7,
                new long[] { 5000, 6000, 3000, 4000 });

        assertRecord(ack, "56000000" + "56000000"
                + "020000000001" + "020000000002" + "0800"
                // IPv4: total 72 = 20 + 52
                + "45" + "00" + "0048" + "0000" + "4000" + "40" + "06" + "26ae" + "0a000002" + "0a000001"
                // TCP: seq 1, ack 1001, offset 13 words, ACK
                + "2712" + "2711" + "00000001" + "000003e9" + "d0" + "10" + "ffff" + "7422" + "0000"
                // NOP NOP timestamps TSval 9 TSecr 7, NOP NOP SACK (5, 18) 5001-6001 3001-4001
                + "0101080a" + "00000009" + "00000007" + "01010512" + "00001389" + "00001771" + "00000bb9" + "00000fa1");
    }

    @Test
    void aSynOfferingSackAlone() throws Exception {
        Packet syn = new Packet(0, 1, 1, 2, 0, 0, 0, TcpFlags.SYN, 0, 65_535, Ecn.NOT_ECT, 0, Packet.OPT_SACK_PERMITTED, 0, 0, null);

        assertRecord(syn, "3a000000" + "3a000000"
                + "020000000002" + "020000000001" + "0800"
                + "45" + "00" + "002c" + "0000" + "4000" + "40" + "06" + "26ca" + "0a000001" + "0a000002"
                + "2711" + "2712" + "00000000" + "00000000" + "60" + "02" + "ffff" + "38b6" + "0000"
                + "01010402");
    }

    /** The record of {@code p} at time 0: its lengths, then the frame. */
    private static void assertRecord(Packet p, String lengthsAndFrame) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (PcapWriter writer = new PcapWriter(out)) {
            writer.write(0, p);
        }
        assertArrayEquals(HexFormat.of().parseHex(GLOBAL_HEADER + "00000000" + "00000000" + lengthsAndFrame), out.toByteArray(),
                () -> HexFormat.of().formatHex(out.toByteArray()));
    }
}
