package org.dclab.engine.packet;

/** Bit masks of the TCP header flags the simulator models. */
public final class TcpFlags {
    public static final int FIN = 1;
    public static final int SYN = 1 << 1;
    public static final int RST = 1 << 2;
    public static final int ACK = 1 << 4;
    public static final int ECE = 1 << 6;
    public static final int CWR = 1 << 7;

    private TcpFlags() {
    }

    public static String toString(int flags) {
        StringBuilder sb = new StringBuilder();
        append(sb, flags, SYN, "SYN");
        append(sb, flags, FIN, "FIN");
        append(sb, flags, RST, "RST");
        append(sb, flags, ACK, "ACK");
        append(sb, flags, ECE, "ECE");
        append(sb, flags, CWR, "CWR");
        return sb.length() == 0 ? "-" : sb.toString();
    }

    private static void append(StringBuilder sb, int flags, int bit, String name) {
        if ((flags & bit) != 0) {
            if (sb.length() > 0) {
                sb.append('|');
            }
            sb.append(name);
        }
    }
}
