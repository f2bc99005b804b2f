package org.dclab.ui.editor.parts;

import org.dclab.sim.live.NetworkActivity;
import org.dclab.ui.views.TopologyCanvas;

/**
 * What an {@link ActivityOverlay} has drawn: frames of a run's activity, how many of them showed a new snapshot, and
 * the lanes, queue bars and packets in them. A few increments a frame, so the counts are always kept; they tell how
 * often a class sees the picture change ({@code dclab bench --live-charts}). UI thread only.
 */
final class ActivityFrames {

    private long frames;
    private long snapshots;
    private long lanes;
    private long queueBars;
    private long packets;
    private long lastSequence = -1;
    private NetworkActivity last;

    /** A paint of the links began with {@code shown} on screen. */
    void frame(NetworkActivity shown) {
        frames++;
        if (shown != last || shown.sequence() != lastSequence) {
            snapshots++;
            last = shown;
            lastSequence = shown.sequence();
        }
    }

    void lane() {
        lanes++;
    }

    void queueBar() {
        queueBars++;
    }

    void packets(int count) {
        packets += count;
    }

    /** The counts so far, with {@code paints} paints of any kind. */
    TopologyCanvas.Frames counts(long paints) {
        return new TopologyCanvas.Frames(paints, frames, snapshots, lanes, queueBars, packets);
    }
}
