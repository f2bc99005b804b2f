package org.dclab.engine.app;

/**
 * What OSDT and OSM share: a static schedule fixed at {@link #init} from the no-loss envelope B + C*D of their
 * {@link OsdtIncast.Params}, a number of connections and one advertised window for every connection, neither of
 * which adapts during the run. Each subclass says how it sizes the two and when the next server is asked.
 */
abstract sealed class EnvelopeSchedule implements IncastStrategy permits OsdtIncast, OsmIncast {
    private final OsdtIncast.Params params;
    private int concurrency;
    private long windowBytes;

    EnvelopeSchedule(OsdtIncast.Params params) {
        this.params = params;
    }

    /** The bottleneck the schedule is computed for. */
    final OsdtIncast.Params params() {
        return params;
    }

    /** Fixes the schedule: {@code concurrency} connections at once, each advertising {@code windowBytes}. */
    final void schedule(int concurrency, long windowBytes) {
        this.concurrency = concurrency;
        this.windowBytes = windowBytes;
    }

    final long windowBytes() {
        return windowBytes;
    }

    @Override
    public final long advertisedWindowBytes(int live) {
        return windowBytes;
    }

    @Override
    public final double connectionWindow() {
        return concurrency;
    }

    /** The number of connections the schedule allows at once. */
    public final int concurrency() {
        return concurrency;
    }
}
