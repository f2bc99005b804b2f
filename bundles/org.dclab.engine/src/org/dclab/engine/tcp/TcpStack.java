package org.dclab.engine.tcp;

import org.dclab.engine.api.StackSwitches;

/**
 * A named TCP stack: the settings of sender and receiver that differ between the stack the papers' simulations ran
 * and the one Linux runs. {@link #applyTo} sets them on a config; each can still be changed on its own afterwards.
 * Both keep {@link TcpConfig}'s other defaults, which are Linux's: initial window 10 (RFC 6928), minRTO 200 ms,
 * delayed ACKs every second segment or after 40 ms, and RFC 6298's back-off with Karn's rule.
 */
public enum TcpStack {
    /**
     * The stack of the papers' simulations, ns-2's {@code TcpAgent} (tcp/tcp.cc): NewReno recovery (RFC 6582) without
     * SACK, timestamps or limited transmit, the window cut at once on ECN-Echo, delayed ACKs without quick-ACK; growth
     * per ACK ({@code opencwnd}: one segment per ACK in slow start, 1/cwnd after), ssthresh half the window
     * ({@code slowdown}: {@code window() / 2}), every data segment ECN-capable, retransmissions included
     * ({@code output}), RFC 5681's restart from the initial window after idle, and the FIN in a segment of its own
     * ({@link FinRule#ALONE}).
     */
    PAPERS(StackSwitches.PAPERS),
    /**
     * Linux: SACK with RFC 6675 recovery, RACK's time-based loss detection and the tail loss probe, timestamps,
     * limited transmit, PRR for fast recovery and ECN (Linux's reduction bound), quick-ACK; Linux's slow start and
     * congestion avoidance on newly delivered data ({@link GrowthRule#LINUX}), ssthresh of half the window
     * ({@link SsthreshRule#CWND}), its decaying restart after idle ({@link IdleRestart#DECAY}) and its FIN on the unsent
     * last data segment ({@link FinRule#ON_UNSENT_TAIL}). Differences that remain are listed on {@link ScoreboardRecovery}
     * and {@link QuickAck}.
     */
    LINUX(StackSwitches.LINUX);

    private final StackSwitches switches;

    TcpStack(StackSwitches switches) {
        this.switches = switches;
    }

    /** The mechanisms this stack turns on that a transport can switch one by one. */
    public StackSwitches switches() {
        return switches;
    }

    public TcpConfig applyTo(TcpConfig cfg) {
        boolean linux = this == LINUX;
        return cfg.sack(switches.sack()).rack(switches.rack()).tailLossProbe(switches.tailLossProbe()).timestamps(switches.timestamps())
                .limitedTransmit(switches.limitedTransmit()).prr(switches.prr()).prrBound(PrrBound.LINUX).quickAck(switches.quickAck())
                .growthRule(linux ? GrowthRule.LINUX : GrowthRule.PER_ACK).ssthreshRule(SsthreshRule.CWND)
                .idleRestart(linux ? IdleRestart.DECAY : IdleRestart.INITIAL_WINDOW).ectRule(linux ? EctRule.NEW_DATA : EctRule.ALL_DATA)
                .finRule(linux ? FinRule.ON_UNSENT_TAIL : FinRule.ALONE);
    }
}
