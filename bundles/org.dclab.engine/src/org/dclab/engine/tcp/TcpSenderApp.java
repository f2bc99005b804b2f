package org.dclab.engine.tcp;

/** Application on the sending side of a connection; all callbacks default to doing nothing. */
public interface TcpSenderApp {
    default void onConnected(TcpSender s) {
    }

    /** Send-buffer space was freed by an ACK; the application may {@link TcpSender#write(long)} more. */
    default void onWritable(TcpSender s, long freeBytes) {
    }

    default void onAllAcked(TcpSender s) {
    }

    /** The connection ended: normally after FIN exchange, or by reset, or because the SYN was never answered. */
    default void onClosed(TcpSender s, boolean reset) {
    }
}
