package org.dclab.engine.cc;

import org.dclab.engine.api.TransportType;
import org.dclab.engine.explain.Numbers;
import org.dclab.engine.explain.Reason;
import org.dclab.engine.explain.ReasonKind;
import org.dclab.engine.tcp.AckSample;
import org.dclab.engine.tcp.CongestionControl;
import org.dclab.engine.tcp.CongestionState;
import org.dclab.engine.tcp.WindowReasons;

/**
 * BBR version 1 (Cardwell et al. 2016) as in Linux 4.9 {@code tcp_bbr.c} and ns-3. The model is the bottleneck
 * bandwidth (the largest delivery-rate sample of the last ten rounds) and the round-trip propagation time (the
 * smallest RTT of the last ten seconds). The sender paces at {@code pacingGain * btlBw} and caps the data in
 * flight at {@code cwndGain * btlBw * minRtt} plus three segments for delayed and aggregated ACKs.
 * <ul>
 * <li>STARTUP: gains 2/ln 2, doubling the rate each round, until the bandwidth grows by less than 25 % for three
 * rounds;</li>
 * <li>DRAIN: pacing gain ln 2/2 until the data in flight is down to one BDP;</li>
 * <li>PROBE_BW: the pacing gain cycles 5/4, 3/4, 1 x 6, one phase per min RTT, cwnd gain 2;</li>
 * <li>PROBE_RTT: if the min RTT was not refreshed for ten seconds, cut the flight to 4 segments for 200 ms and a
 * round so the queue drains and the propagation delay can be measured again.</li>
 * </ul>
 * Losses do not change the model: in recovery the window is held to packet conservation for one round and
 * restored when recovery ends. The gain cycle starts in its third phase rather than a random one, so that runs
 * stay reproducible without a random stream.
 */
public final class Bbr implements CongestionControl {
    private static final double HIGH_GAIN = 2 / Math.log(2);
    private static final double[] PACING_GAIN_CYCLE = { 1.25, 0.75, 1, 1, 1, 1, 1, 1 };
    private static final int BW_WINDOW_ROUNDS = 10;
    private static final long MIN_RTT_WINDOW_PS = 10_000_000_000_000L;
    private static final long PROBE_RTT_DURATION_PS = 200_000_000_000L;
    private static final int MIN_CWND_SEGMENTS = 4;
    private static final int ACK_ALLOWANCE_SEGMENTS = 3;
    private static final double FULL_BW_GROWTH = 1.25;
    private static final int FULL_BW_ROUNDS = 3;

    /** BBR's state machine. */
    public enum Mode {
        STARTUP, DRAIN, PROBE_BW, PROBE_RTT
    }

    private Mode mode = Mode.STARTUP;
    private double pacingGain = HIGH_GAIN;
    private double cwndGain = HIGH_GAIN;
    private final long[] bwByRound = new long[BW_WINDOW_ROUNDS];
    private long roundCount;
    private long nextRoundDelivered;
    private boolean roundStart;
    private long minRttPs = -1;
    private long minRttStampPs;
    private long fullBwBps;
    private int fullBwCount;
    private boolean fullBwReached;
    private int cycleIndex;
    private long cycleStampPs;
    private long probeRttDonePs;
    private boolean probeRttRoundDone;
    /** Whether the cut into the current ProbeRTT has been explained. */
    private boolean probeRttCutExplained;
    private long priorCwndBytes;
    private boolean packetConservation;
    private long conservationEndDelivered;

    /** BBR v1; it sets its own pacing rate, and ignores ECN. */
    public static final TransportType TYPE = TransportType.builder("bbr", "BBR")
            .summary("BBR v1 (Cardwell et al. 2016): paces at its estimate of the bottleneck rate, caps the flight at its BDP")
            .factory((v, connection) -> Bbr::new).build();

    @Override
    public String name() {
        return TYPE.key();
    }

    @Override
    public String displayName() {
        return TYPE.label();
    }

    public Mode mode() {
        return mode;
    }

    /** The bottleneck bandwidth estimate in payload bit/s. */
    public long bottleneckBandwidthBps() {
        long max = 0;
        for (long v : bwByRound) {
            max = Math.max(max, v);
        }
        return max;
    }

    public long minRttPs() {
        return minRttPs;
    }

    @Override
    public void init(CongestionState s) {
        minRttPs = s.minRttPs();
        minRttStampPs = s.nowPs();
        long rtt = s.srttPs() > 0 ? s.srttPs() : 1_000_000_000L;
        s.setPacingRateBps((long) (HIGH_GAIN * s.cwndBytes() * 8e12 / rtt));
    }

    @Override
    public void onAck(CongestionState s, AckSample ack) {
        long now = s.nowPs();
        updateRound(ack);
        updateBandwidth(ack);
        if (mode == Mode.PROBE_BW && isNextCyclePhase(s, ack, now)) {
            advanceCycle(now);
        }
        checkFullPipe(ack);
        checkDrain(s, now);
        updateMinRtt(s, ack, now);
        long bw = bottleneckBandwidthBps();
        if (bw > 0) {
            long rate = (long) (pacingGain * bw);
            if (fullBwReached || rate > s.pacingRateBps()) {
                s.setPacingRateBps(rate);
            }
        }
        setCwnd(s, ack);
    }

    private void updateRound(AckSample ack) {
        roundStart = false;
        if (ack.priorDeliveredBytes() >= 0 && ack.priorDeliveredBytes() >= nextRoundDelivered) {
            nextRoundDelivered = ack.deliveredBytes();
            roundCount++;
            roundStart = true;
            bwByRound[(int) (roundCount % BW_WINDOW_ROUNDS)] = 0;
            if (packetConservation && ack.priorDeliveredBytes() >= conservationEndDelivered) {
                packetConservation = false;
            }
        }
    }

    private void updateBandwidth(AckSample ack) {
        long rate = ack.deliveryRateBps();
        if (rate <= 0) {
            return;
        }
        if (!ack.appLimited() || rate >= bottleneckBandwidthBps()) {
            int slot = (int) (roundCount % BW_WINDOW_ROUNDS);
            bwByRound[slot] = Math.max(bwByRound[slot], rate);
        }
    }

    private boolean isNextCyclePhase(CongestionState s, AckSample ack, long now) {
        boolean fullLength = now - cycleStampPs > minRttPs;
        double gain = PACING_GAIN_CYCLE[cycleIndex];
        if (gain == 1.0) {
            return fullLength;
        }
        long inflight = ack.priorInFlightBytes();
        if (gain > 1) {
            return fullLength && inflight >= targetCwnd(s, gain);
        }
        return fullLength || inflight <= bdpBytes(1.0);
    }

    private void advanceCycle(long now) {
        cycleIndex = (cycleIndex + 1) % PACING_GAIN_CYCLE.length;
        cycleStampPs = now;
        pacingGain = PACING_GAIN_CYCLE[cycleIndex];
    }

    private void checkFullPipe(AckSample ack) {
        if (fullBwReached || !roundStart || ack.appLimited()) {
            return;
        }
        long bw = bottleneckBandwidthBps();
        if (bw >= fullBwBps * FULL_BW_GROWTH) {
            fullBwBps = bw;
            fullBwCount = 0;
            return;
        }
        if (++fullBwCount >= FULL_BW_ROUNDS) {
            fullBwReached = true;
        }
    }

    private void checkDrain(CongestionState s, long now) {
        if (mode == Mode.STARTUP && fullBwReached) {
            mode = Mode.DRAIN;
            pacingGain = 1 / HIGH_GAIN;
            cwndGain = HIGH_GAIN;
        }
        if (mode == Mode.DRAIN && s.bytesInFlight() <= bdpBytes(1.0)) {
            enterProbeBw(now);
        }
    }

    private void enterProbeBw(long now) {
        mode = Mode.PROBE_BW;
        cwndGain = 2;
        cycleIndex = 1;
        advanceCycle(now);
    }

    private void updateMinRtt(CongestionState s, AckSample ack, long now) {
        boolean expired = now > minRttStampPs + MIN_RTT_WINDOW_PS;
        long rtt = ack.rttPs();
        if (rtt >= 0 && (minRttPs < 0 || rtt <= minRttPs || expired)) {
            minRttPs = rtt;
            minRttStampPs = now;
        }
        if (expired && mode != Mode.PROBE_RTT) {
            mode = Mode.PROBE_RTT;
            probeRttCutExplained = false;
            pacingGain = 1;
            cwndGain = 1;
            priorCwndBytes = Math.max(priorCwndBytes, s.cwndBytes());
            probeRttDonePs = 0;
        }
        if (mode != Mode.PROBE_RTT) {
            return;
        }
        if (probeRttDonePs == 0 && s.bytesInFlight() <= (long) MIN_CWND_SEGMENTS * s.mssBytes()) {
            probeRttDonePs = now + PROBE_RTT_DURATION_PS;
            probeRttRoundDone = false;
            nextRoundDelivered = ack.deliveredBytes();
        } else if (probeRttDonePs != 0) {
            probeRttRoundDone |= roundStart;
            if (probeRttRoundDone && now > probeRttDonePs) {
                minRttStampPs = now;
                s.setCwndBytes(Math.max(s.cwndBytes(), priorCwndBytes));
                priorCwndBytes = 0;
                if (fullBwReached) {
                    enterProbeBw(now);
                } else {
                    mode = Mode.STARTUP;
                    pacingGain = HIGH_GAIN;
                    cwndGain = HIGH_GAIN;
                }
            }
        }
    }

    private long bdpBytes(double gain) {
        long bw = bottleneckBandwidthBps();
        if (bw == 0 || minRttPs < 0) {
            return -1;
        }
        return (long) (gain * bw * (minRttPs / 8e12));
    }

    private long targetCwnd(CongestionState s, double gain) {
        long bdp = bdpBytes(gain);
        if (bdp < 0) {
            return (long) (gain * s.initialWindowBytes());
        }
        return bdp + (long) ACK_ALLOWANCE_SEGMENTS * s.mssBytes();
    }

    private void setCwnd(CongestionState s, AckSample ack) {
        // The cumulative advance, not what was newly delivered: packet conservation adds it to the flight from snd.una,
        // which still holds what was SACKed (Linux adds acked_sacked to a pipe that does not).
        long acked = ack.ackedBytes();
        int mss = s.mssBytes();
        long cwnd = s.cwndBytes();
        if (acked > 0) {
            if (ack.inRecovery() && packetConservation) {
                cwnd = Math.max(cwnd, s.bytesInFlight() + acked);
            } else {
                long target = targetCwnd(s, cwndGain);
                if (fullBwReached) {
                    cwnd = Math.min(cwnd + acked, target);
                } else if (cwnd < target || ack.deliveredBytes() < s.initialWindowBytes()) {
                    cwnd += acked;
                }
                cwnd = Math.max(cwnd, (long) MIN_CWND_SEGMENTS * mss);
            }
        }
        long probeRttCap = (long) MIN_CWND_SEGMENTS * mss;
        if (mode == Mode.PROBE_RTT && s.cwndBytes() > probeRttCap) {
            // Entering ProbeRTT is the one cut BBR makes without a loss: worth saying why the window collapsed, once;
            // a cap again later in the same ProbeRTT follows a loss, which explains itself.
            long restored = Math.max(priorCwndBytes, probeRttCap);
            Reason.Builder why = s.explaining() && !probeRttCutExplained ? WindowReasons.start(ReasonKind.WINDOW_CUT, this, "ProbeRTT", s)
                    .input("min RTT", minRttPs, "ps").input("window kept for after", restored, "bytes") : null;
            s.setCwndBytes(probeRttCap);
            probeRttCutExplained = true;
            if (why != null) {
                s.explain(WindowReasons.finish(why, s, "the min RTT was not refreshed for " + Numbers.time(MIN_RTT_WINDOW_PS)
                        + " \u2192 ProbeRTT caps cwnd at " + MIN_CWND_SEGMENTS + " MSS for " + Numbers.time(PROBE_RTT_DURATION_PS)
                        + " and a round, to drain the queue and measure RTprop again; then cwnd returns to "
                        + WindowReasons.mss(restored, s) + " MSS"));
            }
            return;
        }
        if (mode == Mode.PROBE_RTT) {
            cwnd = Math.min(cwnd, probeRttCap);
        }
        s.setCwndBytes(cwnd);
    }

    /** BBR keeps its model through losses; the sender's ssthresh only bounds the window it deflates to. */
    @Override
    public long ssthreshAfterLoss(CongestionState s) {
        priorCwndBytes = Math.max(priorCwndBytes, s.cwndBytes());
        return s.cwndBytes();
    }

    @Override
    public String explainLoss(CongestionState s, long ssthreshBytes, Reason.Builder reason) {
        return "BBR keeps its model: ssthresh = cwnd = " + WindowReasons.mss(ssthreshBytes, s)
                + " MSS, then packet conservation sets cwnd = flight + 1 MSS";
    }

    @Override
    public void onEnterRecovery(CongestionState s) {
        packetConservation = true;
        conservationEndDelivered = nextRoundDelivered;
        s.setCwndBytes(s.bytesInFlight() + s.mssBytes());
    }

    @Override
    public void onExitRecovery(CongestionState s) {
        packetConservation = false;
        s.setCwndBytes(Math.max(s.cwndBytes(), priorCwndBytes));
        priorCwndBytes = 0;
    }

    @Override
    public void onRetransmitTimeout(CongestionState s) {
        packetConservation = false;
        fullBwBps = 0;
        fullBwCount = 0;
    }

    /** BBR does not react to ECN (v1). */
    @Override
    public void onEcnEcho(CongestionState s) {
    }

    @Override
    public boolean reducesOnEcnEcho() {
        return false;
    }

    /** Packet conservation and the restored window are BBR's own, as its {@code cong_control} in Linux. */
    @Override
    public boolean controlsWindowInRecovery() {
        return true;
    }
}
