package org.dclab.engine.app;

import org.dclab.engine.tcp.TcpConnection;

/** An {@link IncastClient}'s state of one request: progress, loss-detection counters, its connection. */
final class Transfer implements IncastTransfer {
    final int server;
    final long bytes;
    long received;
    long startPs;
    long requestSeq;
    /** Requests issued up to this transfer's last delivery (or its own request). */
    long progressMark;
    int completionsSinceProgress;
    boolean finished;
    TcpConnection connection;

    Transfer(int server, long bytes) {
        this.server = server;
        this.bytes = bytes;
    }

    @Override
    public int server() {
        return server;
    }

    @Override
    public long bytes() {
        return bytes;
    }

    @Override
    public long remainingBytes() {
        return bytes - received;
    }

    @Override
    public long startPs() {
        return startPs;
    }
}
