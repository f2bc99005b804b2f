package org.dclab.engine.tcp;

import org.dclab.engine.core.Simulator;
import org.dclab.engine.core.Timer;

/**
 * The retransmission timer of one sender, managed per RFC 6298 section 5: started when data is sent and it is
 * not running (5.1), stopped when everything is acknowledged (5.2), restarted on new acknowledgements (5.3), and
 * on expiry backed off (5.5) and restarted (5.6). The timeout value comes from the {@link RttEstimator}.
 */
final class RetransmissionTimer {
    private final Simulator sim;
    private final RttEstimator rtt;
    private final Timer timer;

    RetransmissionTimer(Simulator sim, RttEstimator rtt, Runnable onExpiry) {
        this.sim = sim;
        this.rtt = rtt;
        this.timer = new Timer(sim, onExpiry);
    }

    void startIfStopped() {
        if (!timer.isArmed()) {
            restart();
        }
    }

    void restart() {
        timer.arm(sim.nowPs() + rtt.rtoPs());
    }

    void stop() {
        timer.disarm();
    }

    /** After an expiry: double the timeout and run again. */
    void backOffAndRestart() {
        rtt.backoff();
        restart();
    }

    /** When the timer will expire, or -1 when it is stopped. */
    long deadlinePs() {
        return timer.isArmed() ? timer.deadlinePs() : -1;
    }

    void dispose() {
        timer.dispose();
    }
}
