package org.dclab.engine.tcp;

/** Connection states of the simulated TCP, a subset of RFC 793's with TIME_WAIT kept for late FINs. */
public enum TcpState {
    LISTEN, SYN_SENT, SYN_RECEIVED, ESTABLISHED, FIN_WAIT, LAST_ACK, TIME_WAIT, CLOSED
}
