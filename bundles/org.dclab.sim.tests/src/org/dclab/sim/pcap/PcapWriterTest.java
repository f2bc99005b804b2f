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
 */
class PcapWriterTest {

    private static final String GLOBAL_HEADER = "4d3cb2a1" + "0200" + "0400" + "00000000" + "00000000" + "36000000" + "01000000";

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
}
