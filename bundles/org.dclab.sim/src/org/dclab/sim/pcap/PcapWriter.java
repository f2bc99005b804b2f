package org.dclab.sim.pcap;

import java.io.BufferedOutputStream;
import java.io.Closeable;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;

import org.dclab.engine.packet.Packet;
import org.dclab.engine.packet.TcpFlags;

/**
 * Writes simulated packets as a classic pcap file with nanosecond timestamps (magic 0xa1b23c4d), link type
 * Ethernet, so that Wireshark and tshark decode them as Ethernet/IPv4/TCP. Each record holds the headers only, 54
 * bytes plus the TCP options; its original length counts the payload, which the simulator does not model (as a
 * capture with a short snap length would). Timestamps are simulation time; sub-nanosecond parts are cut off.
 *
 * <p>The TCP options a connection negotiated are written as Linux lays them out: timestamps as NOP, NOP, TSval,
 * TSecr (on a SYN offering SACK too, SACK-permitted takes the NOPs' place), SACK-permitted alone as NOP, NOP,
 * SACK-permitted, and SACK blocks after the timestamps as NOP, NOP, SACK. The SYN's MSS and window-scale options
 * are not modelled and not written.
 *
 * <p>Addresses are derived from the engine's host addresses: host {@code a} is 10.0.0.0 + a + 1 with MAC
 * 02:00:00:00:00:00 + a + 1 (locally administered). Ports are the engine's port numbers plus
 * {@value #PORT_OFFSET}, so that dissectors for well-known low ports do not claim the flows. The TCP checksum is
 * that of a segment whose payload is all zeros; the window is the advertised window in bytes, capped at 65535
 * because no window-scale option is modelled.
 *
 * <p>The engine's SYN takes no sequence number (data starts at 0), a real one takes one. The capture shows what
 * real TCP would put on the wire, so that Wireshark's sequence analysis works: every sequence number after the
 * SYN, every acknowledgement number and every SACK block edge is one higher than the engine's.
 */
public final class PcapWriter implements Closeable {

    public static final int PORT_OFFSET = 10_000;
    /** Ethernet, IPv4 and TCP headers without options. */
    static final int HEADER_BYTES = 54;
    /** The longest record: a TCP header of 60 bytes, 40 of them options. */
    static final int SNAP_BYTES = HEADER_BYTES + 40;
    private static final int LINKTYPE_ETHERNET = 1;
    private static final int MAGIC_NANOSECONDS = 0xa1b23c4d;
    /** TCP option kinds (RFC 9293, RFC 2018, RFC 7323). */
    private static final byte NOP = 1;
    private static final byte SACK_PERMITTED = 4;
    private static final byte SACK = 5;
    private static final byte TIMESTAMPS = 8;

    private final OutputStream out;
    private final ByteBuffer record = ByteBuffer.allocate(16 + SNAP_BYTES);

    public PcapWriter(OutputStream out) throws IOException {
        this.out = new BufferedOutputStream(out, 1 << 16);
        ByteBuffer header = ByteBuffer.allocate(24).order(ByteOrder.LITTLE_ENDIAN);
        header.putInt(MAGIC_NANOSECONDS).putShort((short) 2).putShort((short) 4).putInt(0).putInt(0)
                .putInt(SNAP_BYTES).putInt(LINKTYPE_ETHERNET);
        this.out.write(header.array());
    }

    /** Appends {@code p} as seen on the wire at simulation time {@code timePs}. */
    public void write(long timePs, Packet p) throws IOException {
        long ns = timePs / 1_000;
        record.clear();
        record.order(ByteOrder.LITTLE_ENDIAN);
        record.putInt((int) (ns / 1_000_000_000L)).putInt((int) (ns % 1_000_000_000L)).putInt(HEADER_BYTES + p.optionBytes())
                .putInt(14 + p.sizeBytes());
        record.order(ByteOrder.BIG_ENDIAN);
        ethernet(p);
        int ipStart = record.position();
        ipv4(p);
        record.putShort(ipStart + 10, checksum(record.array(), ipStart, 20, 0));
        tcp(p);
        out.write(record.array(), 0, record.position());
    }

    @Override
    public void close() throws IOException {
        out.close();
    }

    private void ethernet(Packet p) {
        mac(p.dstHost());
        mac(p.srcHost());
        record.putShort((short) 0x0800);
    }

    private void mac(int host) {
        record.putShort((short) 0x0200).putInt(host + 1);
    }

    private void ipv4(Packet p) {
        record.put((byte) 0x45)
                .put((byte) EcnBits.of(p.ecn()))
                .putShort((short) p.sizeBytes())
                .putShort((short) 0)
                .putShort((short) 0x4000) // don't fragment
                .put((byte) 64)
                .put((byte) Packet.PROTOCOL_TCP)
                .putShort((short) 0)
                .putInt(ipAddress(p.srcHost()))
                .putInt(ipAddress(p.dstHost()));
    }

    private void tcp(Packet p) {
        int start = record.position();
        record.putShort((short) (p.srcPort() + PORT_OFFSET))
                .putShort((short) (p.dstPort() + PORT_OFFSET))
                .putInt((int) wireSeq(p))
                .putInt((int) wireAck(p))
                .put((byte) (((20 + p.optionBytes()) / 4) << 4))
                .put((byte) TcpFlagBits.of(p.flags()))
                .putShort((short) Math.min(65_535, p.windowBytes()))
                .putShort((short) 0)
                .putShort((short) 0);
        options(p);
        int headerLength = 20 + p.optionBytes();
        int pseudo = sum16(ipAddress(p.srcHost())) + sum16(ipAddress(p.dstHost())) + Packet.PROTOCOL_TCP + headerLength
                + p.payloadBytes();
        record.putShort(start + 16, checksum(record.array(), start, headerLength, pseudo));
    }

    private void options(Packet p) {
        boolean sackPermitted = p.has(TcpFlags.SYN) && p.hasOption(Packet.OPT_SACK_PERMITTED);
        if (p.hasOption(Packet.OPT_TIMESTAMPS)) {
            if (sackPermitted) {
                record.put(SACK_PERMITTED).put((byte) 2);
            } else {
                record.put(NOP).put(NOP);
            }
            record.put(TIMESTAMPS).put((byte) 10).putInt(p.tsVal()).putInt(p.tsEcr());
        } else if (sackPermitted) {
            record.put(NOP).put(NOP).put(SACK_PERMITTED).put((byte) 2);
        }
        if (p.sackBlockCount() > 0) {
            record.put(NOP).put(NOP).put(SACK).put((byte) (2 + 8 * p.sackBlockCount()));
            for (int i = 0; i < p.sackBlockCount(); i++) {
                record.putInt((int) (p.sackStart(i) + 1)).putInt((int) (p.sackEnd(i) + 1));
            }
        }
    }

    private static long wireSeq(Packet p) {
        return p.has(TcpFlags.SYN) ? p.seq() : p.seq() + 1;
    }

    private static long wireAck(Packet p) {
        return p.has(TcpFlags.ACK) ? p.ack() + 1 : 0;
    }

    static int ipAddress(int host) {
        return 0x0a000000 + host + 1;
    }

    private static int sum16(int word32) {
        return (word32 >>> 16) + (word32 & 0xffff);
    }

    /** The Internet checksum (RFC 1071) of {@code length} bytes plus a partial sum carried in. */
    static short checksum(byte[] bytes, int offset, int length, int partialSum) {
        long sum = partialSum;
        for (int i = 0; i < length; i += 2) {
            sum += ((bytes[offset + i] & 0xff) << 8) | (i + 1 < length ? bytes[offset + i + 1] & 0xff : 0);
        }
        while ((sum >>> 16) != 0) {
            sum = (sum & 0xffff) + (sum >>> 16);
        }
        return (short) ~sum;
    }
}
