package org.dclab.engine.tcp;

/**
 * What the window becomes when a sender starts again after having nothing in flight for longer than the
 * retransmission timeout: the ACK clock has stopped, so a full window sent at once would land on the network as
 * one burst.
 */
public enum IdleRestart {
    /** The window is kept, however long the pause (ns-3, and Linux with {@code tcp_slow_start_after_idle = 0}). */
    OFF,
    /** RFC 5681 section 4.1: restart from at most the initial window. */
    INITIAL_WINDOW,
    /**
     * Linux's {@code tcp_cwnd_restart} (RFC 2861): ssthresh keeps at least three quarters of the window, then the
     * window is halved once per RTO of idle time, down to no less than the initial window.
     */
    DECAY
}
