package org.dclab.sim;

/** Where a run stands: simulated time reached and the end it runs to (both ps), events so far, wall time so far. */
public record RunProgress(long nowPs, long endPs, long events, long wallNanos) {

    /** Fraction of simulated time done, in [0, 1]. */
    public double fraction() {
        return endPs <= 0 ? 1 : Math.min(1, nowPs / (double) endPs);
    }

    /** Simulated seconds per wall second so far. */
    public double simulatedPerWallSecond() {
        return wallNanos <= 0 ? 0 : (nowPs / 1e12) / (wallNanos / 1e9);
    }

    /** Wall seconds still to go at the rate so far; infinite before any progress. */
    public double etaSeconds() {
        double rate = simulatedPerWallSecond();
        return rate <= 0 ? Double.POSITIVE_INFINITY : ((endPs - nowPs) / 1e12) / rate;
    }
}
