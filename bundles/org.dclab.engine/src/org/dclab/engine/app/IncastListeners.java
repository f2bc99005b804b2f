package org.dclab.engine.app;

/** Chains incast listeners so a client keeps one reference (null when nobody listens). */
final class IncastListeners {
    private IncastListeners() {
    }

    static IncastListener both(IncastListener a, IncastListener b) {
        if (a == null) {
            return b;
        }
        if (b == null) {
            return a;
        }
        return new IncastListener() {
            @Override
            public void onConnectionWindow(long nowPs, double conWnd) {
                a.onConnectionWindow(nowPs, conWnd);
                b.onConnectionWindow(nowPs, conWnd);
            }

            @Override
            public void onLiveConnections(long nowPs, int live) {
                a.onLiveConnections(nowPs, live);
                b.onLiveConnections(nowPs, live);
            }

            @Override
            public void onAdvertisedWindow(long nowPs, long windowBytes) {
                a.onAdvertisedWindow(nowPs, windowBytes);
                b.onAdvertisedWindow(nowPs, windowBytes);
            }

            @Override
            public void onLostConnection(long nowPs, int server, long remainingBytes) {
                a.onLostConnection(nowPs, server, remainingBytes);
                b.onLostConnection(nowPs, server, remainingBytes);
            }

            @Override
            public void onBlockFinished(long nowPs, int block, long requestCompletionPs) {
                a.onBlockFinished(nowPs, block, requestCompletionPs);
                b.onBlockFinished(nowPs, block, requestCompletionPs);
            }
        };
    }
}
