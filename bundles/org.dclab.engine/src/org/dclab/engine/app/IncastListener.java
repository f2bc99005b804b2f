package org.dclab.engine.app;

/**
 * Observer of an {@link IncastClient}: the connection window, live connections, the advertised window, lost
 * connections and block completions. Values are reported when they change; all methods default to nothing.
 */
public interface IncastListener {
    default void onConnectionWindow(long nowPs, double conWnd) {
    }

    default void onLiveConnections(long nowPs, int live) {
    }

    default void onAdvertisedWindow(long nowPs, long windowBytes) {
    }

    /** A connection was declared lost and closed; {@code remainingBytes} are re-requested on a fresh one. */
    default void onLostConnection(long nowPs, int server, long remainingBytes) {
    }

    /** A block finished; {@code requestCompletionPs} runs from its first request to its last byte. */
    default void onBlockFinished(long nowPs, int block, long requestCompletionPs) {
    }
}
