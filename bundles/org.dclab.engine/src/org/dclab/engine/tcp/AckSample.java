package org.dclab.engine.tcp;

/**
 * What one arriving ACK told the sender, handed to {@link CongestionControl#onAck}. The sender reuses one
 * instance; a congestion control must copy what it wants to keep.
 */
public final class AckSample {
    long nowPs;
    long ackedBytes;
    long newlyDeliveredBytes;
    boolean ece;
    long rttPs = -1;
    boolean duplicate;
    boolean inRecovery;
    long priorInFlightBytes;
    long deliveredBytes;
    long priorDeliveredBytes = -1;
    long deliveryRateBps = -1;
    boolean appLimited;

    /** Starts the sample of a new ACK; the sender fills in the rest as it learns it. */
    AckSample begin(long now, boolean echo, boolean recovering, long priorInFlight) {
        nowPs = now;
        ece = echo;
        rttPs = -1;
        deliveryRateBps = -1;
        priorDeliveredBytes = -1;
        inRecovery = recovering;
        priorInFlightBytes = priorInFlight;
        return this;
    }

    public long nowPs() {
        return nowPs;
    }

    /**
     * Bytes by which this ACK moved snd.una (0 for a duplicate ACK): data cumulatively acknowledged, including what
     * was SACKed before. Not what a window grows by: see {@link #growthBytes}.
     */
    public long ackedBytes() {
        return ackedBytes;
    }

    /**
     * Bytes whose delivery this ACK is the first to tell (Linux's {@code acked_sacked}): acknowledged cumulatively
     * and not SACKed before, plus newly SACKed; without SACK, a duplicate ACK stands for one delivered segment and a
     * cumulative ACK counts what its duplicates had not. Data SACKed before a timeout and acknowledged after it is
     * counted once, when it was SACKed. What DCTCP's and GEMINI's α count.
     */
    public long newlyDeliveredBytes() {
        return newlyDeliveredBytes;
    }

    /**
     * Bytes a window grows by on this ACK: what it newly delivered, on an ACK that moved snd.una (RFC 5681 grows on
     * new ACKs only, as Linux's {@code tcp_may_raise_cwnd}), else 0.
     */
    public long growthBytes() {
        return ackedBytes > 0 ? newlyDeliveredBytes : 0;
    }

    /** Whether the ACK carried ECN-Echo (only when ECN was negotiated). */
    public boolean ece() {
        return ece;
    }

    /** RTT measured from this ACK (Karn's rule applied), or -1 when there is none. */
    public long rttPs() {
        return rttPs;
    }

    public boolean duplicate() {
        return duplicate;
    }

    /** Whether the sender was in loss recovery when the ACK arrived (window growth must then wait). */
    public boolean inRecovery() {
        return inRecovery;
    }

    public long priorInFlightBytes() {
        return priorInFlightBytes;
    }

    /** Total bytes cumulatively acknowledged since the connection opened. */
    public long deliveredBytes() {
        return deliveredBytes;
    }

    /**
     * Bytes that had been delivered when the newest segment this ACK covers was sent, or -1 when the ACK covers
     * no fresh segment. A round trip has passed once this reaches the delivered count noted at the round's start.
     */
    public long priorDeliveredBytes() {
        return priorDeliveredBytes;
    }

    /** Delivery-rate sample (delivered bytes over the longer of send and ACK intervals), or -1. */
    public long deliveryRateBps() {
        return deliveryRateBps;
    }

    /** Whether the sample's interval included time the sender had nothing to send. */
    public boolean appLimited() {
        return appLimited;
    }
}
