package org.dclab.engine.app;

/** One request of an {@link IncastClient}: part or all of one server's share of a block. */
public interface IncastTransfer {
    /** Index of the server in the client's server list. */
    int server();

    /** Bytes this transfer asked for (the rest of the share after a reconnection). */
    long bytes();

    /** Bytes still to arrive. */
    long remainingBytes();

    /** When the request was issued, in picoseconds. */
    long startPs();
}
