package org.dclab.sim.pcap;

import org.dclab.engine.packet.TcpFlags;

/** The engine's TCP flags as the flag byte of a TCP header (RFC 793, RFC 3168 for ECE and CWR). */
final class TcpFlagBits {

    private TcpFlagBits() {
    }

    static int of(int flags) {
        int bits = 0;
        bits |= (flags & TcpFlags.FIN) != 0 ? 0x01 : 0;
        bits |= (flags & TcpFlags.SYN) != 0 ? 0x02 : 0;
        bits |= (flags & TcpFlags.RST) != 0 ? 0x04 : 0;
        bits |= (flags & TcpFlags.ACK) != 0 ? 0x10 : 0;
        bits |= (flags & TcpFlags.ECE) != 0 ? 0x40 : 0;
        bits |= (flags & TcpFlags.CWR) != 0 ? 0x80 : 0;
        return bits;
    }
}
