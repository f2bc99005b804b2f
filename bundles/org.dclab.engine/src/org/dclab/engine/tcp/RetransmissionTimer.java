package org.dclab.engine.tcp;

import org.dclab.engine.core.Simulator;
import org.dclab.engine.core.Timer;

/**
 * The retransmission timer of one sender, managed per RFC 6298 section 5: started when data is sent and it is
 * not running (5.1), stopped when everything is acknowledged (5.2), restarted on new acknowledgements (5.3), and
 * on expiry backed off (5.5) and restarted (5.6). The timeout value comes from the {@link RttEstimator}. As in
 * Linux, the same timer carries the tail loss probe when one is due before the timeout, so a probe adds no pending
 * event.
 */
final class RetransmissionTimer {
    private final Simulator sim;
    private final RttEstimator rtt;
    private final Timer timer;
    private final Runnable onExpiry;
    private TailLossProbe probe;
    private boolean probing;
    private long rtoDeadlinePs;

    RetransmissionTimer(Simulator sim, RttEstimator rtt, Runnable onExpiry) {
        this.sim = sim;
        this.rtt = rtt;
        this.onExpiry = onExpiry;
        this.timer = new Timer(sim, this::onFire);
    }

    void startIfStopped() {
        if (!timer.isArmed()) {
            restart();
        }
    }

    void restart() {
        rtoDeadlinePs = sim.nowPs() + rtt.rtoPs();
        // A probe set while the timeout was further off (a backed-off RTO, cleared since by an RTT sample) must not hold
        // the timeout back: the timer is moved up to it, and the probe, when it fires, finds it due.
        if (!probing || rtoDeadlinePs < timer.deadlinePs()) {
            timer.arm(rtoDeadlinePs);
        }
    }

    void stop() {
        probing = false;
        timer.disarm();
    }

    /** After an expiry: double the timeout and run again. */
    void backOffAndRestart() {
        rtt.backoff();
        restart();
    }

    /** When the timeout will expire, or -1 when the timer is stopped. */
    long deadlinePs() {
        return timer.isArmed() ? rtoDeadlinePs : -1;
    }

    /** This timer also carries {@code p}'s probes. */
    void carry(TailLossProbe p) {
        probe = p;
    }

    /** Whether the timer is set for a probe, which moves its own deadline. */
    boolean probing() {
        return probing;
    }

    /** A probe is due at {@code deadlinePs}, unless the timeout comes first. */
    void probeBy(long deadlinePs) {
        if (timer.isArmed() && deadlinePs < rtoDeadlinePs) {
            probing = true;
            timer.arm(deadlinePs);
        }
    }

    void dispose() {
        timer.dispose();
    }

    private void onFire() {
        long now = sim.nowPs();
        if (probing && rtoDeadlinePs > now) {
            probing = false;
            long due = probe.deadlinePs();
            if (due >= 0 && due < rtoDeadlinePs) {
                timer.arm(due > now ? due : rtoDeadlinePs);
                if (due > now) {
                    probing = true;
                } else {
                    probe.fire();
                }
                return;
            }
            timer.arm(rtoDeadlinePs);
            return;
        }
        // The timeout is due, whether or not a probe was set before it.
        probing = false;
        onExpiry.run();
    }
}
