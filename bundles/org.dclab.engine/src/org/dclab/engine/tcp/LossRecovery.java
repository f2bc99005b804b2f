package org.dclab.engine.tcp;

import org.dclab.engine.packet.Packet;

/**
 * How a sender detects losses, what it retransmits, and how its window moves while it repairs them or answers
 * ECN-Echo, in the way INET separates RFC 6582 from RFC 6675 recovery and ns-3 its recovery operations. How far the
 * window is cut is the congestion control's decision; when, and what is sent, is decided here. The sender calls, per
 * ACK: {@link #onAckArrived}, then {@link #onCumulativeAck} or {@link #onDuplicateAck}, then
 * {@link #beforeCongestionControl}, the control's {@code onAck}, and {@link #afterCongestionControl}; per
 * transmission opportunity {@link #retransmit} before new data.
 */
interface LossRecovery {
    /** Whether fast recovery is under way. */
    boolean inRecovery();

    /** Bytes the window gate counts against cwnd: the flight, or RFC 6675's pipe. */
    long pipeBytes();

    /**
     * Bytes beyond cwnd the window gate grants now: limited transmit's (RFC 3042) when the pipe does not already
     * account for it, or the tail loss probe's segment.
     */
    long limitedTransmitAllowance();

    /** Bytes of the flight that limited transmit sent, which RFC 5681 keeps out of the ssthresh computation. */
    long limitedTransmitBytes();

    /** An ACK arrived: takes in its SACK blocks before the sender applies its cumulative acknowledgement. */
    void onAckArrived(Packet p);

    /**
     * A cumulative ACK moved snd.una forward by {@code acked} bytes (already applied). Returns whether the
     * retransmission timer restarts.
     */
    boolean onCumulativeAck(long ack, long acked);

    /** A duplicate ACK (RFC 5681's definition) arrived. */
    void onDuplicateAck();

    /**
     * The ACK's acknowledgements are taken in; the congestion control sees it next. Returns true when the next new
     * segment must carry CWR (RFC 3168: the sender has answered ECN-Echo).
     */
    boolean beforeCongestionControl(AckSample a, boolean ece);

    /**
     * Bytes the ACK being processed newly delivered ({@link AckSample#newlyDeliveredBytes}); asked after
     * {@link #beforeCongestionControl}.
     */
    long newlyDeliveredBytes(AckSample a);

    /** The congestion control has seen the ACK. */
    void afterCongestionControl(AckSample a);

    /**
     * Sends the retransmissions due now as far as the window and the pacer allow. Returns false when they stopped
     * it, so no new data may follow either.
     */
    boolean retransmit(long nowPs);

    /** The sender has no new data it may send: recovery may still retransmit (RFC 6675 NextSeg rules 3 and 4). */
    void retransmitWithoutNewData(long nowPs);

    /** A segment left through the sender's own send path (new data, or data resent after a go-back-N timeout). */
    void onTransmit(long seq, int len, boolean retransmission);

    /**
     * The retransmission timer expired with data outstanding: one MSS of window, ssthresh from the control on the
     * first expiry only, and everything outstanding to be sent again.
     */
    void onTimeout(boolean firstExpiry);
}
