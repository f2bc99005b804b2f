package org.dclab.engine.tcp;

/**
 * How proportional rate reduction (RFC 6937) sends once the pipe has fallen to ssthresh or below, where sending in
 * proportion would leave the window short.
 */
public enum PrrBound {
    /** PRR-CRB: never send more than has been delivered during the reduction (strict packet conservation). */
    CONSERVATIVE,
    /** PRR-SSRB: up to one segment more per ACK than it delivered, which slow-starts the pipe back to ssthresh. */
    SLOW_START,
    /**
     * Linux's {@code tcp_cwnd_reduction} (and RFC 9937): the slow-start bound on ACKs that advance snd.una without
     * revealing a new loss, otherwise as much as this ACK delivered.
     */
    LINUX
}
