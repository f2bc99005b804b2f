package org.dclab.engine.cc;

import java.util.Arrays;
import java.util.List;
import java.util.function.Supplier;

import org.dclab.engine.tcp.CongestionControl;
import org.dclab.engine.tcp.EcnEchoPolicy;
import org.dclab.engine.tcp.NewReno;
import org.dclab.engine.tcp.Rfc3168EcnEcho;

/**
 * Every transport DC Lab runs, registered once (the role ns-3's TypeId plays): its key, whether ECN is negotiated,
 * the receiver's echo rule, whether the sender paces by its window, whether its control keeps α, the control with
 * default parameters, and its parameters with their units and ranges ({@link TransportParameter}). {@link Transport#byName}, the model's mapping of its congestion controls, validation and
 * the probes read it. Adding a control: write the class, add its entry here, add the model's literal.
 */
public enum TransportType {
    /**
     * NewReno without ECN: loss is the only signal. Like every Reno-style transport here it grows by the connection's
     * growth rule (byte counting in the papers' stack, Linux's in the Linux stack), so transports compared with one
     * another differ only in how they react to congestion, not in how delayed ACKs slow their increase.
     */
    NEWRENO("newreno", false, false, Rfc3168EcnEcho::new, false, false, NewReno::new),
    /** "ECN TCP" (RFC 3168): NewReno that halves once per window on ECN-Echo as on a loss, without retransmitting. */
    ECN_NEWRENO("ecn-newreno", true, false, Rfc3168EcnEcho::new, false, false, NewReno::new),
    DCTCP("dctcp", true, true, DctcpEcnEcho::new, false, true, () -> new Dctcp(Dctcp.Params.DEFAULTS), TransportParameter.DCTCP_G),
    CUBIC("cubic", false, false, Rfc3168EcnEcho::new, false, false, () -> new Cubic(Cubic.Params.DEFAULTS), TransportParameter.CUBIC_C,
            TransportParameter.CUBIC_BETA),
    VEGAS("vegas", false, false, Rfc3168EcnEcho::new, false, false, () -> new Vegas(Vegas.Params.DEFAULTS), TransportParameter.VEGAS_ALPHA,
            TransportParameter.VEGAS_BETA, TransportParameter.VEGAS_GAMMA),
    /** GEMINI with ECN, DCTCP's receiver echo (it needs exact marked-byte counts) and pacing. */
    GEMINI("gemini", true, true, DctcpEcnEcho::new, true, true, () -> new Gemini(Gemini.Params.DEFAULTS),
            TransportParameter.GEMINI_CAPACITY,
            TransportParameter.GEMINI_K, TransportParameter.GEMINI_T, TransportParameter.GEMINI_BETA, TransportParameter.GEMINI_H),
    /** BBR v1; it sets its own pacing rate, and ignores ECN. */
    BBR("bbr", false, false, Rfc3168EcnEcho::new, false, false, Bbr::new);

    private final String key;
    private final boolean ecn;
    private final boolean needsEcn;
    private final Supplier<EcnEchoPolicy> echo;
    private final boolean pacing;
    private final boolean keepsAlpha;
    private final Supplier<? extends CongestionControl> defaults;
    private final List<TransportParameter> parameters;

    TransportType(String key, boolean ecn, boolean needsEcn, Supplier<EcnEchoPolicy> echo, boolean pacing, boolean keepsAlpha,
            Supplier<? extends CongestionControl> defaults, TransportParameter... parameters) {
        this.key = key;
        this.ecn = ecn;
        this.needsEcn = needsEcn;
        this.echo = echo;
        this.pacing = pacing;
        this.keepsAlpha = keepsAlpha;
        this.defaults = defaults;
        this.parameters = List.of(parameters);
    }

    /** The name {@link Transport#byName} accepts, e.g. "ecn-newreno". */
    public String key() {
        return key;
    }

    /** Whether connections negotiate ECN. */
    public boolean ecn() {
        return ecn;
    }

    /**
     * Whether the control needs ECN as Linux's {@code TCP_CONG_NEEDS_ECN} says: its connections never send a
     * retransmission Not-ECT ({@link org.dclab.engine.tcp.EctRule#forControlThatNeedsEcn}), since one dropped as Not-ECT
     * at a queue above its threshold would cost it a timeout.
     */
    public boolean needsEcn() {
        return needsEcn;
    }

    /** The receiver's ECN-Echo rule. */
    public Supplier<EcnEchoPolicy> echo() {
        return echo;
    }

    /** Whether the sender paces by its window (controls that set their own rate pace regardless). */
    public boolean pacing() {
        return pacing;
    }

    /**
     * Whether the control keeps α ({@link AlphaEstimator}) and sizes its cut by the fraction of marked bytes: behind
     * ports that never mark it only ever sees loss.
     */
    public boolean keepsAlpha() {
        return keepsAlpha;
    }

    /** The parameters its control takes, with their units and ranges; none for a control without any. */
    public List<TransportParameter> parameters() {
        return parameters;
    }

    /** This transport with its control's default parameters. */
    public Transport withDefaults() {
        return transport(defaults);
    }

    /** This transport with controls made by {@code cc}, one per connection. */
    public Transport transport(Supplier<? extends CongestionControl> cc) {
        return new Transport(this, cc, pacing);
    }

    /** Every key, in the order of the registry. */
    public static List<String> keys() {
        return Arrays.stream(values()).map(TransportType::key).toList();
    }

    /** The transport of {@code key}; throws IllegalArgumentException naming the choices for any other. */
    public static TransportType byKey(String key) {
        for (TransportType t : values()) {
            if (t.key.equals(key)) {
                return t;
            }
        }
        throw new IllegalArgumentException("transport: unknown congestion control '" + key + "'; choose one of " + keys());
    }
}
