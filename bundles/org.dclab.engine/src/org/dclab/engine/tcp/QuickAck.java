package org.dclab.engine.tcp;

import org.dclab.engine.packet.Ecn;
import org.dclab.engine.packet.Packet;
import org.dclab.engine.packet.TcpFlags;

/**
 * Linux's quick-ACK mode ({@code tcp_enter_quickack_mode}): for a budget of segments the receiver acknowledges each
 * at once instead of every second one. Entered at the connection's first data and when data arrives that was
 * received before (a retransmission), with a budget of min(16, rcv_wnd / (2 MSS)), at least 2; and with a budget of 2
 * when a segment is not ECN-capable after ECN-capable ones (a retransmission, RFC 3168 section 6.1.5). A data
 * segment carrying CWR is acknowledged at once (the sender's window may be down to one segment). Off, it never
 * asks for an ACK, and the receiver delays ACKs as RFC 5681 says.
 * <p>
 * rcv_wnd is the window Linux's receiver last advertised, not its buffer: it opens at 10 segments
 * ({@code tcp_select_initial_window}'s {@code TCP_DEFAULT_INIT_RCVWND}), so a connection's first data gets 5 quick
 * ACKs, and grows by two segments with each new data segment ({@code tcp_grow_window}), read when the next
 * ACK leaves ({@code tcp_select_window}); never above the window DC Lab's receiver advertises. Not modelled: the
 * re-entry after a silence longer than the receiver's RTO ({@code tcp_event_data_recv}; DC Lab's receiver keeps no
 * RTT estimate), and the ACK delay that adapts to the arrival gaps (ato): the timeout is the configured one.
 */
final class QuickAck {
    private static final int MAX_QUICK_ACKS = 16;
    private static final int INITIAL_WINDOW_SEGMENTS = 10;
    private static final int STANDARD_MSS_BYTES = 1460;
    /** Linux grows its window only on segments of this many bytes or more. */
    private static final int GROWING_SEGMENT_BYTES = 128;
    private final TcpConfig cfg;
    /** Linux's rcv_ssthresh: what the next ACK may advertise. */
    private long openingBytes;
    /** Linux's rcv_wnd: what the last ACK advertised. */
    private long advertisedBytes;
    private int quick;
    private boolean once;
    private boolean seenData;
    private boolean seenEct;

    QuickAck(TcpConfig cfg) {
        this.cfg = cfg;
        int mss = cfg.mssBytes();
        // Above Linux's standard MSS the opening window holds as many bytes as ten of those, at least two segments.
        long segments = mss > STANDARD_MSS_BYTES ? Math.max(STANDARD_MSS_BYTES * INITIAL_WINDOW_SEGMENTS / mss, 2)
                : INITIAL_WINDOW_SEGMENTS;
        this.openingBytes = segments * mss;
        this.advertisedBytes = openingBytes;
    }

    /** A data segment arrived; {@code duplicate}: all of it was received before. */
    void onData(Packet p, boolean ecnOn, long windowBytes, boolean duplicate) {
        if (!cfg.quickAck()) {
            return;
        }
        long window = Math.min(advertisedBytes, windowBytes);
        if (!seenData || duplicate) {
            seenData = true;
            enter(window, MAX_QUICK_ACKS);
        }
        if (ecnOn) {
            if (p.ecn() == Ecn.NOT_ECT && seenEct) {
                enter(window, 2);
            }
            seenEct |= p.ecn() != Ecn.NOT_ECT;
            once |= p.has(TcpFlags.CWR);
        }
        if (!duplicate && p.payloadBytes() >= GROWING_SEGMENT_BYTES) {
            openingBytes = Math.min(openingBytes + 2L * cfg.mssBytes(), windowBytes);
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
        advertisedBytes = Math.max(advertisedBytes, openingBytes);
    }

    private void enter(long windowBytes, int max) {
        long budget = windowBytes / (2L * cfg.mssBytes());
        quick = (int) Math.max(quick, Math.min(budget == 0 ? 2 : budget, max));
    }
}
