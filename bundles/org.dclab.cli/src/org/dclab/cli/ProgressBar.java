package org.dclab.cli;

import java.io.PrintWriter;
import java.util.Locale;

import org.dclab.sim.ProgressListener;
import org.dclab.sim.RunProgress;

/**
 * A one-line progress bar on the terminal, redrawn in place: simulated time, simulation speed and ETA. It appears
 * only once a run has taken a second, so short runs print nothing extra.
 */
final class ProgressBar implements ProgressListener {

    private static final long SHOW_AFTER_NANOS = 1_000_000_000L;
    private static final int WIDTH = 30;

    private final PrintWriter err;
    private boolean shown;

    ProgressBar(PrintWriter err) {
        this.err = err;
    }

    /** A bar when the process talks to a terminal and the user did not ask for quiet; otherwise null. */
    static ProgressBar onTerminal(PrintWriter err, boolean quiet) {
        return quiet || System.console() == null ? null : new ProgressBar(err);
    }

    @Override
    public void progress(RunProgress p) {
        if (p.wallNanos() < SHOW_AFTER_NANOS) {
            return;
        }
        shown = true;
        int filled = (int) Math.round(p.fraction() * WIDTH);
        double eta = p.etaSeconds();
        err.print(String.format(Locale.ROOT, "\r[%s%s] %3.0f%%  %.4f/%.4f s simulated  %.3g sim-s/s  ETA %s ",
                "#".repeat(filled), ".".repeat(WIDTH - filled), 100 * p.fraction(), p.nowPs() / 1e12, p.endPs() / 1e12,
                p.simulatedPerWallSecond(), Double.isInfinite(eta) ? "?" : String.format(Locale.ROOT, "%.0f s", eta)));
        err.flush();
    }

    /** Ends the bar's line, if one was drawn, so later output starts on a fresh line. */
    void finish() {
        if (shown) {
            err.println();
        }
    }
}
