package org.dclab.engine.tcp;

/** Application on the receiving side of a connection; all callbacks default to doing nothing. */
public interface TcpReceiverApp {
    /** {@code bytes} new in-order bytes arrived; {@code totalBytes} since the connection opened. */
    default void onData(TcpReceiver r, long bytes, long totalBytes) {
    }

    /** The sender finished (all data and its FIN arrived). */
    default void onFin(TcpReceiver r) {
    }

    default void onClosed(TcpReceiver r, boolean reset) {
    }
}
