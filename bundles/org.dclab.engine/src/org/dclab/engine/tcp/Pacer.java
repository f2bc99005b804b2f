package org.dclab.engine.tcp;

import org.dclab.engine.core.Simulator;
import org.dclab.engine.core.Timer;

/**
 * Per-flow rate limiter in front of the window: a segment may leave only when the previous one's payload has been
 * "transmitted" at the pacing rate, as with Linux's fq qdisc. The rate is either set by the congestion control
 * (BBR's gain times bandwidth) or, with {@link TcpConfig#pacing(boolean)}, follows the window as
 * {@code gain * cwnd / SRTT}. A rate of 0 means no pacing and costs one comparison per segment.
 */
final class Pacer {
    private final Timer timer;
    private final TcpConfig cfg;
    private long rateBps;
    private boolean setByCongestionControl;
    private long nextSendPs;

    Pacer(Simulator sim, TcpConfig cfg, Runnable resume) {
        this.timer = new Timer(sim, resume);
        this.cfg = cfg;
    }

    long rateBps() {
        return rateBps;
    }

    /** Whether a segment may leave at {@code nowPs}; if not, the sender is woken when it may. */
    boolean mayTransmit(long nowPs) {
        if (rateBps > 0 && nowPs < nextSendPs) {
            timer.arm(nextSendPs);
            return false;
        }
        return true;
    }

    void onTransmit(int payloadBytes, long nowPs) {
        if (rateBps > 0) {
            nextSendPs = Math.max(nowPs, nextSendPs) + (long) (payloadBytes * 8.0e12 / rateBps);
        }
    }

    /** Window-based rate, unless pacing is off or the congestion control has taken over the rate. */
    void followWindow(long cwndBytes, long ssthreshBytes, long srttPs) {
        if (!cfg.pacing() || setByCongestionControl || srttPs <= 0) {
            return;
        }
        double gain = cwndBytes < ssthreshBytes ? cfg.pacingGainSlowStart() : cfg.pacingGainCongestionAvoidance();
        rateBps = (long) (gain * cwndBytes * 8.0e12 / srttPs);
    }

    void setRateFromCongestionControl(long bps) {
        rateBps = bps;
        setByCongestionControl = true;
    }

    void dispose() {
        timer.dispose();
    }
}
