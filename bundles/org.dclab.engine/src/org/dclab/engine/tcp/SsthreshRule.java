package org.dclab.engine.tcp;

/**
 * What a Reno-style multiplicative decrease halves when it sets ssthresh after a loss or an ECN-Echo: the window,
 * as Linux and ns-2 compute it, or the data in flight, as RFC 5681 writes it. The two differ whenever the sender is
 * not exactly window-limited: after an ACK has just taken data out of the flight, with delayed ACKs, after limited
 * transmit, and most of all with small windows, where one delayed ACK is a large share of the flight.
 */
public enum SsthreshRule {
    /** Linux's {@code tcp_reno_ssthresh} (and ns-2's {@code window()/2}): ssthresh = max(cwnd/2, 2 MSS). */
    CWND("cwnd"),
    /** RFC 5681 equation 4: ssthresh = max(FlightSize/2, 2 MSS). */
    FLIGHT_SIZE("flight");

    private final String symbol;

    SsthreshRule(String symbol) {
        this.symbol = symbol;
    }

    /** The window the decrease halves under this rule. */
    public long baseBytes(CongestionState s) {
        return this == CWND ? s.cwndBytes() : s.bytesInFlight();
    }

    /** The name of that window in explanations: "cwnd" or "flight". */
    public String symbol() {
        return symbol;
    }
}
