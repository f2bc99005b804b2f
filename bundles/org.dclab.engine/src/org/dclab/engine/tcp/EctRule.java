package org.dclab.engine.tcp;

/**
 * Which of an ECN connection's packets are sent ECN-capable (ECT(0)). It matters where a queue drops the Not-ECT
 * packets it would have marked (RED, and marking queues set to drop them): a retransmission sent Not-ECT while the
 * queue stands above its threshold is dropped, and costs the flow a timeout.
 */
public enum EctRule {
    /** RFC 3168 section 6.1.5: new data only; retransmissions, pure ACKs and the SYN are Not-ECT (Linux's classic ECN). */
    NEW_DATA,
    /** Every data segment, retransmissions included; ACKs and the SYN Not-ECT (ns-2's {@code TcpAgent}, and ns-3). */
    ALL_DATA,
    /**
     * Every packet of the connection, pure ACKs and the SYN too: Linux for a congestion control that needs ECN
     * ({@code TCP_CONG_NEEDS_ECN}, DCTCP).
     */
    EVERY_PACKET;

    /** The rule for a congestion control that needs ECN: its retransmissions are never Not-ECT. */
    public EctRule forControlThatNeedsEcn() {
        return this == NEW_DATA ? EVERY_PACKET : this;
    }

    /** Whether a retransmitted data segment is ECN-capable. */
    public boolean retransmissions() {
        return this != NEW_DATA;
    }

    /** Whether pure ACKs, FINs and the SYN are ECN-capable. */
    public boolean controlSegments() {
        return this == EVERY_PACKET;
    }
}
