package org.dclab.engine.tcp;

/**
 * Where the sender's FIN goes when the application closes the connection. It matters for the last segment of a short
 * flow: a data segment that carries the FIN is acknowledged at once (the receiver's FIN processing), one that reaches
 * the receiver alone and in order may wait for the delayed-ACK timer.
 */
public enum FinRule {
    /**
     * In a segment of its own right after the last data segment, however early the application closed, and resent on
     * its own: how DC Lab has always closed, and what the papers' stack keeps.
     */
    ALONE,
    /**
     * Linux's {@code tcp_send_fin}: when the application closes while the last written byte has not been sent yet, the
     * FIN joins that unsent tail and leaves on the segment that carries the last byte, and on every retransmission of
     * it; when everything written has already left, the FIN goes in a segment of its own. DC Lab's applications write
     * and close at once, so a flow's FIN rides on its last data segment unless the application closes later.
     */
    ON_UNSENT_TAIL
}
