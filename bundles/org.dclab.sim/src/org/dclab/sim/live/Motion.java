package org.dclab.sim.live;

/**
 * How a run moved to the instant a {@link NetworkActivity} pictures, which says whether its packets in flight can be
 * followed by eye: after a Step, or in a run paced at {@link #FOLLOWABLE_SLOWDOWN} or slower, a packet crosses a link
 * over several pictures; at full speed it is gone before the next one.
 */
public enum Motion {
    /** Prepared, or a slice of a run at full speed or paced faster than can be followed. */
    RUNNING(""),
    /** A slice of a run paced at {@link #FOLLOWABLE_SLOWDOWN} or slower. */
    PACED(" \u00b7 paced"),
    /** A Step of a few events. */
    STEPPED(" \u00b7 stepping");

    /** The slowdown from which packets are drawn during a paced run: 1 ms of wall time per simulated µs. */
    public static final double FOLLOWABLE_SLOWDOWN = 1_000;

    private final String caption;

    Motion(String caption) {
        this.caption = caption;
    }

    /** The motion of a slice of a run paced at {@code slowdown} (0 or less: at full speed). */
    public static Motion ofSlice(double slowdown) {
        return slowdown >= FOLLOWABLE_SLOWDOWN ? PACED : RUNNING;
    }

    /** Whether the packets in flight of such a picture are worth drawing. */
    public boolean packetsFollowable() {
        return this != RUNNING;
    }

    /** What the canvas's legend adds to the picture's time, e.g. " · stepping"; empty for a run at speed. */
    public String caption() {
        return caption;
    }
}
