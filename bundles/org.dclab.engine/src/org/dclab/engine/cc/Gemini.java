package org.dclab.engine.cc;

import static org.dclab.engine.tcp.WindowReasons.mss;

import org.dclab.engine.api.Parameter;
import org.dclab.engine.api.Range;
import org.dclab.engine.api.TimeLimits;
import org.dclab.engine.api.TransportType;
import org.dclab.engine.explain.Numbers;
import org.dclab.engine.explain.Reason;
import org.dclab.engine.explain.ReasonKind;
import org.dclab.engine.tcp.AckSample;
import org.dclab.engine.tcp.CongestionControl;
import org.dclab.engine.tcp.CongestionState;
import org.dclab.engine.tcp.WindowIncrease;
import org.dclab.engine.tcp.WindowReasons;

/**
 * GEMINI (Zeng et al., ICNP 2019 / ToN 2022), Algorithm 1, for flows that cross both datacenter switches (which
 * mark ECN above K) and a WAN (whose congestion only shows as delay). Once per window of data:
 * <ul>
 * <li>alpha, the DCTCP estimate of the marked fraction, is updated with gain g;</li>
 * <li>DCN congestion is any ECN-Echo in the window; WAN congestion is the window's smallest RTT exceeding the base
 * RTT (smallest ever) by more than T;</li>
 * <li>if congested, {@code cwnd <- cwnd*(1 - max(alpha*F, beta))} (each term only for its own signal), with
 * {@code F = 4K/(C*RTT_base + K)} so that the DCN reduction keeps the queue above zero (the paper's Theorem 1;
 * F = 1/2 at K = C*RTT/7 reproduces DCTCP); ssthresh follows, which also ends slow start;</li>
 * <li>otherwise cwnd grows by {@code h = H*C*RTT_base} segments per RTT, clamped to [0.1, 5], so long-RTT flows
 * grow faster and RTT unfairness is compensated.</li>
 * </ul>
 * Because evaluation happens once per window, the window is reduced at most once per RTT. A loss applies the
 * GEMINI factor rather than halving (the authors' kernel module, {@code tcp_ear.c}): the ECN term always, the WAN
 * term if the current round is delay-congested. The kernel's extra 1/16 floor on alpha and a periodic refresh of
 * the base RTT are options, both off by default (see {@link Params} and docs/ALGORITHMS.md section 1.2). GEMINI
 * paces its packets; {@link Transport#gemini} turns pacing on.
 */
public final class Gemini implements CongestionControl, AlphaEstimator {
    /**
     * @param capacityBps          C, the datacenter link rate the sender assumes (kernel {@code ear_c})
     * @param kPackets             K, the switches' ECN threshold (paper: 50 packets per Gbit/s)
     * @param delayThresholdPs     T, queueing delay that signals WAN congestion (paper: 5 ms)
     * @param beta                 WAN multiplicative decrease (paper 0.2; the kernel module ships 0.125)
     * @param hScale               H, increase per RTT in segments per (bit/s * s) (paper 1.2e-7)
     * @param hMinSegments         lower clamp of h (0.1)
     * @param hMaxSegments         upper clamp of h (5)
     * @param g                    EWMA gain of alpha (1/16, kernel {@code ear_shift_g = 4})
     * @param initialAlpha         alpha before the first window (kernel: 1)
     * @param packetBytes          packet size used to express C*RTT in packets (1500)
     * @param alphaFloor           [RECON] kernel detail not in the paper: reduce by (alpha + 1/16)*F; default off
     * @param baseRttRefreshRounds [RECON] refresh the base RTT to the last round's minimum every this many rounds
     *                             (a later kernel revision uses 10); 0 = never, the default, because under a
     *                             standing WAN queue a refresh raises the base and lets the queue creep past T
     */
    public record Params(long capacityBps, double kPackets, long delayThresholdPs, double beta, double hScale,
            double hMinSegments, double hMaxSegments, double g, double initialAlpha, int packetBytes, boolean alphaFloor,
            int baseRttRefreshRounds) {
        public static final Range.Whole CAPACITY_BPS = TimeLimits.RATE_BPS;
        public static final Range.Real K_PACKETS = Range.positive();
        public static final Range.Whole DELAY_THRESHOLD_PS = TimeLimits.POSITIVE_SPAN_PS;
        public static final Range.Real BETA = Range.real(0, false, 1, false);
        public static final Range.Real H_SCALE = Range.positive();
        public static final Range.Real G = Range.fractionAboveZero();
        /** Paper defaults for a 1 Gbit/s datacenter. */
        public static final Params DEFAULTS = forCapacity(1_000_000_000L);

        /** Paper defaults with K scaled at 50 packets per Gbit/s of {@code capacityBps}. */
        public static Params forCapacity(long capacityBps) {
            return new Params(capacityBps, 50.0 * capacityBps / 1e9, 5_000_000_000L, 0.2, 1.2e-7, 0.1, 5, 1.0 / 16, 1.0,
                    1500, false, 0);
        }

        public Params {
            CAPACITY_BPS.check("gemini: capacity in bit/s", capacityBps);
            K_PACKETS.check("gemini: K in packets", kPackets);
            DELAY_THRESHOLD_PS.check("gemini: T in ps", delayThresholdPs);
            if (packetBytes <= 0) {
                throw new IllegalArgumentException("gemini: packet size must be > 0, got " + packetBytes);
            }
            if (!BETA.contains(beta) || !G.contains(g) || !(initialAlpha >= 0 && initialAlpha <= 1)) {
                throw new IllegalArgumentException("gemini: need beta in (0, 1), g in (0, 1], alpha in [0, 1]; got beta "
                        + beta + ", g " + g + ", alpha " + initialAlpha);
            }
            if (!(H_SCALE.contains(hScale) && hMinSegments > 0 && hMinSegments <= hMaxSegments) || baseRttRefreshRounds < 0) {
                throw new IllegalArgumentException("gemini: need H > 0, 0 < h_min <= h_max, refresh rounds >= 0");
            }
        }

        public Params withK(double packets) {
            return new Params(capacityBps, packets, delayThresholdPs, beta, hScale, hMinSegments, hMaxSegments, g,
                    initialAlpha, packetBytes, alphaFloor, baseRttRefreshRounds);
        }

        public Params withDelayThresholdPs(long t) {
            return new Params(capacityBps, kPackets, t, beta, hScale, hMinSegments, hMaxSegments, g, initialAlpha,
                    packetBytes, alphaFloor, baseRttRefreshRounds);
        }

        public Params withBeta(double b) {
            return new Params(capacityBps, kPackets, delayThresholdPs, b, hScale, hMinSegments, hMaxSegments, g,
                    initialAlpha, packetBytes, alphaFloor, baseRttRefreshRounds);
        }

        public Params withKernelOptions(boolean floor, int refreshRounds) {
            return new Params(capacityBps, kPackets, delayThresholdPs, beta, hScale, hMinSegments, hMaxSegments, g,
                    initialAlpha, packetBytes, floor, refreshRounds);
        }
    }

    public static final Parameter CAPACITY = Parameter.whole("gemini", "capacityBps", "C", "datacenter link rate the sender assumes",
            "bit/s", Params.CAPACITY_BPS, Params.DEFAULTS.capacityBps());
    public static final Parameter K = Parameter.real("gemini", "markingThresholdPackets", "K", "the switches' ECN threshold",
            "packets", Params.K_PACKETS, Params.DEFAULTS.kPackets());
    public static final Parameter T = Parameter.whole("gemini", "delayThresholdPs", "T", "queueing delay that signals WAN congestion",
            "ps", Params.DELAY_THRESHOLD_PS, Params.DEFAULTS.delayThresholdPs());
    public static final Parameter BETA = Parameter.real("gemini", "beta", "\u03b2", "share of the window cut for WAN congestion", "",
            Params.BETA, Params.DEFAULTS.beta());
    public static final Parameter H = Parameter.real("gemini", "h", "H",
            "increase per round trip, in segments per bit of C \u00d7 base RTT", "segments/bit", Params.H_SCALE, Params.DEFAULTS.hScale());

    /**
     * GEMINI with ECN, DCTCP's receiver echo (it needs exact marked-byte counts) and pacing. It shares DCTCP's g; h's clamps,
     * the initial α and the kernel's options are the paper's, C·RTT counts full-size packets of the connection.
     */
    public static final TransportType TYPE = TransportType.builder("gemini", "GEMINI")
            .summary("GEMINI (Zeng et al., ICNP 2019): DCTCP's cut scaled by F for the datacenter, a \u03b2 cut on delay for the WAN")
            .needsEcn(true).echo(DctcpEcnEcho::new).pacing(true).parameters(CAPACITY, K, T, BETA, H, Dctcp.G)
            .factory((v, connection) -> {
                Params d = Params.DEFAULTS;
                Params p = new Params(v.whole(CAPACITY.name()), v.real(K.name()), v.whole(T.name()), v.real(BETA.name()),
                        v.real(H.name()), d.hMinSegments(), d.hMaxSegments(), v.real(Dctcp.G.name()), d.initialAlpha(),
                        connection.packetBytes(), d.alphaFloor(), d.baseRttRefreshRounds());
                return () -> new Gemini(p);
            }).build();

    private final Params params;
    private final WindowIncrease growth = new WindowIncrease();
    private final RttRounds rounds = new RttRounds(0);
    private final MarkedFraction marked;
    private int roundsSinceRefresh;
    private long reductions;

    public Gemini() {
        this(Params.DEFAULTS);
    }

    public Gemini(Params params) {
        this.params = params;
        this.marked = new MarkedFraction(params.g(), params.initialAlpha());
    }

    @Override
    public String name() {
        return TYPE.key();
    }

    @Override
    public String displayName() {
        return TYPE.label();
    }

    public Params params() {
        return params;
    }

    @Override
    public double alpha() {
        return marked.alpha();
    }

    /** Base RTT (smallest seen), or -1 before the first sample. */
    public long baseRttPs() {
        return rounds.baseRttPs();
    }

    /** Window reductions taken on congestion signals (losses not included). */
    public long reductions() {
        return reductions;
    }

    /**
     * F = 4K/(C*RTT_base + K), C*RTT_base in packets; 1/2 (DCTCP) until the base RTT is known, as in the kernel.
     */
    public double factorF() {
        long baseRttPs = rounds.baseRttPs();
        if (baseRttPs < 0) {
            return 0.5;
        }
        double bdpPackets = params.capacityBps() * (baseRttPs / 1e12) / (8.0 * params.packetBytes());
        return 4 * params.kPackets() / (bdpPackets + params.kPackets());
    }

    /** Additive increase per RTT in segments, h = H*C*RTT_base clamped. */
    public double increaseSegments() {
        long baseRttPs = rounds.baseRttPs();
        double rtt = baseRttPs < 0 ? 0 : baseRttPs / 1e12;
        return Math.min(Math.max(params.hScale() * params.capacityBps() * rtt, params.hMinSegments()), params.hMaxSegments());
    }

    @Override
    public void init(CongestionState s) {
        rounds.init(s);
    }

    @Override
    public void onAck(CongestionState s, AckSample ack) {
        rounds.sample(ack.rttPs());
        marked.count(ack);
        if (ack.ackedBytes() <= 0 || !marked.hasData()) {
            return;
        }
        if (rounds.reached(s) && endRound(s, ack.inRecovery())) {
            return;
        }
        long grown = ack.growthBytes();
        if (!ack.inRecovery() && grown > 0 && s.isCwndLimited()) {
            growth.grow(s, grown, increaseSegments());
        }
    }

    /** Returns true if the window was reduced. */
    private boolean endRound(CongestionState s, boolean inRecovery) {
        boolean dcn = marked.sawMarks();
        marked.endWindow();
        boolean wan = wanCongested();
        if (params.baseRttRefreshRounds() > 0 && ++roundsSinceRefresh >= params.baseRttRefreshRounds()
                && rounds.roundHasSample()) {
            rounds.rebaseToRoundMin();
            roundsSinceRefresh = 0;
        }
        rounds.nextRound(s);
        if (inRecovery || !(dcn || wan)) {
            return false;
        }
        long cwnd = s.cwndBytes();
        long reduced = reducedWindow(s, dcn, wan);
        if (reduced >= cwnd) {
            return false;
        }
        reductions++;
        Reason.Builder why = s.explaining() ? WindowReasons.start(ReasonKind.WINDOW_CUT, this,
                dcn && wan ? "ECN and delay congestion" : dcn ? "ECN congestion" : "delay congestion", s) : null;
        String formula = why == null ? null : explainFactor(s, dcn, wan, why);
        s.setCwndBytes(reduced);
        s.setSsthreshBytes(reduced);
        if (why != null) {
            s.explain(WindowReasons.finish(why, s, formula + " = " + mss(s.cwndBytes(), s) + " MSS"));
        }
        growth.reset();
        return true;
    }

    private boolean wanCongested() {
        return rounds.baseRttPs() >= 0 && rounds.roundHasSample()
                && rounds.roundMinRttPs() > rounds.baseRttPs() + params.delayThresholdPs();
    }

    private long reducedWindow(CongestionState s, boolean dcn, boolean wan) {
        double effectiveAlpha = params.alphaFloor() ? Math.min(1, marked.alpha() + 1.0 / 16) : marked.alpha();
        double fDcn = dcn ? Math.min(1, effectiveAlpha * factorF()) : 0;
        double fWan = wan ? params.beta() : 0;
        long cwnd = s.cwndBytes();
        return Math.max(cwnd - (long) (cwnd * Math.max(fDcn, fWan)), 2L * s.mssBytes());
    }

    /** "cwnd 40 × (1 − max(α·F, β))" with its numbers, adding them to {@code reason}. */
    private String explainFactor(CongestionState s, boolean dcn, boolean wan, Reason.Builder reason) {
        double effectiveAlpha = params.alphaFloor() ? Math.min(1, marked.alpha() + 1.0 / 16) : marked.alpha();
        reason.input("alpha", effectiveAlpha, "").input("F", factorF(), "").input("beta", params.beta(), "")
                .input("base RTT", rounds.baseRttPs(), "ps").input("T", params.delayThresholdPs(), "ps")
                .input("ECN congested", dcn ? 1 : 0, "").input("delay congested", wan ? 1 : 0, "");
        String dcnTerm = dcn ? "\u03b1 " + Numbers.format(effectiveAlpha) + " \u00b7 F " + Numbers.format(factorF()) : "0";
        String wanTerm = wan ? "\u03b2 " + Numbers.format(params.beta()) + " (min RTT > base + T " + Numbers.time(params.delayThresholdPs())
                + ")" : "0";
        return "cwnd " + mss(s.cwndBytes(), s) + " \u00d7 (1 \u2212 max(" + dcnTerm + ", " + wanTerm + "))";
    }

    /** ECN-Echo is handled once per round in {@link #onAck}, not per ACK. */
    @Override
    public void onEcnEcho(CongestionState s) {
    }

    @Override
    public boolean reducesOnEcnEcho() {
        return false;
    }

    @Override
    public long ssthreshAfterLoss(CongestionState s) {
        return Math.min(s.cwndBytes(), reducedWindow(s, true, wanCongested()));
    }

    @Override
    public String explainLoss(CongestionState s, long ssthreshBytes, Reason.Builder reason) {
        return "ssthresh = " + explainFactor(s, true, wanCongested(), reason) + " = " + mss(ssthreshBytes, s) + " MSS";
    }
}
