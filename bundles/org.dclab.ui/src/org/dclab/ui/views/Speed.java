package org.dclab.ui.views;

/**
 * Real-time factors the panel offers. Datacenter events are microseconds apart, so even 1:1000 plays a
 * millisecond of simulated time in a wall second; 1:1 is there for completeness.
 */
enum Speed {
    FASTEST("as fast as possible", 0),
    X1("1:1", 1),
    X10("1:10", 10),
    X100("1:100", 100),
    X1K("1:1,000", 1e3),
    X10K("1:10,000", 1e4),
    X100K("1:100,000", 1e5),
    X1M("1:1,000,000", 1e6);

    final String label;
    /** Wall time per simulated time, as {@link org.dclab.sim.SimulationRun#slowdown(double)} takes it. */
    final double slowdown;

    Speed(String label, double slowdown) {
        this.label = label;
        this.slowdown = slowdown;
    }

    static Speed of(double slowdown) {
        for (Speed s : values()) {
            if (s.slowdown == slowdown) {
                return s;
            }
        }
        return FASTEST;
    }
}
