package org.dclab.engine.app;

import java.util.List;

import org.dclab.engine.api.ApplicationLimits;
import org.dclab.engine.core.Time;

/**
 * AIPM (Luo, Xu, Sun, J. Electronic Science and Technology 16(1), 2018): the application keeps a connection window
 * con_wnd of concurrent server connections and grows it additively, gives every live connection the same share of
 * the bottleneck's bandwidth-delay product as advertised window, and reacts to a lost connection by closing it,
 * re-requesting its remainder on a fresh connection, and halving con_wnd by slow withdrawal.
 * <p>
 * The paper's equations are lost in the copies we have; the exact rules below are reconstructions
 * (docs/ALGORITHMS.md section 2.2, tagged RECON there) and each is a parameter with the stated default:
 * <ul>
 * <li>con_wnd starts at {@link Params#initialConWnd} = 1 and on each completed connection grows by 1/con_wnd
 * ({@link Increase#PER_WINDOW}, TCP congestion avoidance over connections) or by 1 ({@link Increase#ONE});
 * floor(con_wnd) connections may be live.</li>
 * <li>awnd = max(1, floor(C*D / (n*MSS))) * MSS, recomputed whenever n changes; C*D is the bottleneck capacity
 * times the propagation RTT the administrator configures ({@link Params#capacityBps}, {@link Params#rttPs}). The
 * buffer is deliberately left out: it is kept for background traffic. n is "the current number of concurrent
 * connections": by default those live now ({@link Share#LIVE}), which equals floor(con_wnd) in steady state and
 * lets the last connections of a block use the whole pipe; {@link Share#CON_WND} divides by floor(con_wnd).</li>
 * <li>A live connection is lost once {@link Params#lostAfterCompletions} = 3 connections "have been admitted and
 * finished since the last time it transmitted any data" [SEED] (a duplicate-ACK analogue, far faster than the
 * 200 ms minimum RTO). Connections already running at its last delivery do not count: counting them declares
 * healthy connections lost whenever equal transfers started together finish within a round trip.</li>
 * <li>Slow withdrawal: a loss sets the target max(1, con_wnd/2); no connection is killed for it, but each live
 * connection that ends decrements con_wnd by one (and is not replaced) until con_wnd reaches the target. Further
 * losses during the withdrawal do not halve again. The withdrawal also ends once no more than the target are
 * live (at the end of a block there may be nothing left to withdraw; waiting for more endings would stall).</li>
 * </ul>
 */
public final class AipmIncast implements IncastStrategy {
    /** Additive-increase rule applied on each completed connection. */
    public enum Increase {
        /** con_wnd += 1/con_wnd: one more connection per con_wnd completions (the default reading of eq. 15). */
        PER_WINDOW,
        /** con_wnd += 1: the alternative reading of eq. 15. */
        ONE
    }

    /** Which n divides the bandwidth-delay product in eq. 14. */
    public enum Share {
        /** n = connections live now, so the live ones always share all of C*D (also at a block's tail). */
        LIVE,
        /** n = floor(con_wnd), the allowed number, even while fewer run. */
        CON_WND
    }

    /**
     * AIPM settings. {@code capacityBps} and {@code rttPs} are the C and D of eq. 14; the rest are reconstructed
     * defaults (see the class comment).
     */
    public record Params(long capacityBps, long rttPs, Increase increase, Share share, int lostAfterCompletions,
            double initialConWnd) {
        public Params {
            if (!ApplicationLimits.SCHEDULE_CAPACITY_BPS.contains(capacityBps) || !ApplicationLimits.SCHEDULE_RTT_PS.contains(rttPs)) {
                throw new IllegalArgumentException("aipm: bottleneck capacity and RTT must be > 0, got " + capacityBps
                        + " bit/s and " + rttPs + " ps");
            }
            if (increase == null || share == null || !ApplicationLimits.AIPM_LOST_AFTER_COMPLETIONS.contains(lostAfterCompletions)
                    || !(initialConWnd >= 1)) {
                throw new IllegalArgumentException("aipm: needs an increase rule, lost-after >= 1 completion and initial"
                        + " con_wnd >= 1; got " + increase + ", " + lostAfterCompletions + ", " + initialConWnd);
            }
        }

        /** The reconstructed defaults: +1/con_wnd per completion, n = live connections, lost after 3, con_wnd from 1. */
        public static Params of(long capacityBps, long rttPs) {
            return new Params(capacityBps, rttPs, Increase.PER_WINDOW, Share.LIVE, 3, 1);
        }

        public Params withIncrease(Increase rule) {
            return new Params(capacityBps, rttPs, rule, share, lostAfterCompletions, initialConWnd);
        }

        public Params withShare(Share rule) {
            return new Params(capacityBps, rttPs, increase, rule, lostAfterCompletions, initialConWnd);
        }

        public Params withLostAfter(int completions) {
            return new Params(capacityBps, rttPs, increase, share, completions, initialConWnd);
        }

        /** C*D in bytes. */
        public double bdpBytes() {
            return capacityBps * Time.toSeconds(rttPs) / 8;
        }
    }

    private final Params params;
    private int mss;
    private double conWnd;
    private double target;
    private boolean withdrawing;
    private long halvings;

    public AipmIncast(Params params) {
        this.params = params;
        this.conWnd = params.initialConWnd();
    }

    @Override
    public String name() {
        return "aipm";
    }

    @Override
    public void init(IncastSetup setup) {
        mss = setup.mssBytes();
    }

    @Override
    public boolean mayStart(List<? extends IncastTransfer> live) {
        return !withdrawing && live.size() < allowed();
    }

    @Override
    public long advertisedWindowBytes(int live) {
        int n = params.share() == Share.LIVE ? Math.max(1, live) : allowed();
        return Math.max(1, (long) Math.floor(params.bdpBytes() / ((double) n * mss))) * mss;
    }

    @Override
    public double connectionWindow() {
        return conWnd;
    }

    @Override
    public int lostAfterCompletions() {
        return params.lostAfterCompletions();
    }

    @Override
    public void onLost(IncastTransfer t) {
        if (!withdrawing) {
            withdrawing = true;
            target = Math.max(1, conWnd / 2);
            halvings++;
        }
    }

    @Override
    public void onFinished(IncastTransfer t, boolean completed, int stillLive) {
        if (withdrawing) {
            conWnd -= 1;
            if (conWnd <= target || stillLive <= target) {
                conWnd = target;
                withdrawing = false;
            }
        } else if (completed) {
            conWnd += params.increase() == Increase.ONE ? 1 : 1 / conWnd;
        }
    }

    /** Connections allowed at once: floor(con_wnd), at least one. */
    public int allowed() {
        return Math.max(1, (int) Math.floor(conWnd));
    }

    public boolean withdrawing() {
        return withdrawing;
    }

    /** Loss episodes that started a withdrawal. */
    public long halvings() {
        return halvings;
    }

    public Params params() {
        return params;
    }
}
