package org.dclab.engine.tcp;

import org.dclab.engine.packet.Ecn;
import org.dclab.engine.packet.Packet;
import org.dclab.engine.packet.TcpFlags;

/**
 * Linux's quick-ACK mode ({@code tcp_enter_quickack_mode}): for a budget of segments the receiver acknowledges each
 * at once instead of every second one. Entered at the connection's first data and when data arrives that was
 * received before (a retransmission), with a budget of min(16, window / (2 MSS)), at least 2; and with a budget of 2
 * when a segment is not ECN-capable after ECN-capable ones (a retransmission, RFC 3168 section 6.1.5). A data
 * segment carrying CWR is acknowledged at once (the sender's window may be down to one segment). Off, it never
 * asks for an ACK, and the receiver delays ACKs as RFC 5681 says.
 */
final class QuickAck {
    private static final int MAX_QUICK_ACKS = 16;
    private final TcpConfig cfg;
    private int quick;
    private boolean once;
    private boolean seenData;
    private boolean seenEct;

    QuickAck(TcpConfig cfg) {
        this.cfg = cfg;
    }

    /** A data segment arrived; {@code duplicate}: all of it was received before. */
    void onData(Packet p, boolean ecnOn, long windowBytes, boolean duplicate) {
        if (!cfg.quickAck()) {
            return;
        }
        if (!seenData || duplicate) {
            seenData = true;
            enter(windowBytes, MAX_QUICK_ACKS);
        }
        if (ecnOn) {
            if (p.ecn() == Ecn.NOT_ECT && seenEct) {
                enter(windowBytes, 2);
            }
            seenEct |= p.ecn() != Ecn.NOT_ECT;
            once |= p.has(TcpFlags.CWR);
        }
    }

    /** Whether the segment just taken in must be acknowledged now. */
    boolean due() {
        return quick > 0 || once;
    }

    /** An ACK left: it takes one from the budget, as current Linux counts ({@code tcp_dec_quickack_mode}). */
    void onAckSent() {
        quick = Math.max(0, quick - 1);
        once = false;
    }

    private void enter(long windowBytes, int max) {
        long budget = windowBytes / (2L * cfg.mssBytes());
        quick = (int) Math.max(quick, Math.min(budget == 0 ? 2 : budget, max));
    }
}
