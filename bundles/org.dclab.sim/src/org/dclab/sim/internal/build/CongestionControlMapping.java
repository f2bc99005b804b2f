package org.dclab.sim.internal.build;

import java.util.function.Supplier;

import org.dclab.engine.cc.Cubic;
import org.dclab.engine.cc.Dctcp;
import org.dclab.engine.cc.Gemini;
import org.dclab.engine.cc.Transport;
import org.dclab.engine.cc.Vegas;
import org.dclab.engine.packet.Packet;
import org.dclab.model.TransportSettings;

/**
 * Which engine transport runs each congestion control of the model, with the model's parameters passed on: of the
 * type {@link org.dclab.model.transport.CongestionControls#typeOf} registers for the literal.
 * <p>
 * NEW_RENO runs as {@link Transport#newReno()}, NewReno with byte counting (one MSS per window in congestion
 * avoidance whatever the ACK ratio, as Linux), not the per-ACK growth of RFC 5681: ECN_TCP, DCTCP, GEMINI and
 * VEGAS all grow by bytes acknowledged, so two profiles compared in one scenario differ only in how they react to
 * congestion, not in how delayed ACKs slow their increase. Neither variant draws random numbers, so runs stay
 * deterministic either way.
 */
public final class CongestionControlMapping {

    /** GEMINI's clamps of the per-RTT increase h, in segments; the model keeps the paper's values. */
    private static final double GEMINI_H_MIN_SEGMENTS = 0.1;
    private static final double GEMINI_H_MAX_SEGMENTS = 5;
    /** DCTCP and GEMINI start with alpha = 1, halving on the first mark, as Linux does. */
    private static final double INITIAL_ALPHA = 1.0;

    private CongestionControlMapping() {
    }

    /**
     * The engine transport of these settings: its congestion control, ECN, echo rule and pacing. Throws
     * IllegalArgumentException, naming the parameter, when the engine refuses a value.
     */
    public static Transport transport(TransportSettings t) {
        return switch (t.getCongestionControl()) {
            case NEW_RENO -> Transport.newReno();
            case ECN_TCP -> Transport.ecnNewReno();
            case DCTCP -> Transport.dctcp(new Dctcp.Params(t.getDctcpG(), INITIAL_ALPHA));
            // Fast convergence and the Reno-friendly region are RFC 9438's defaults; the model does not vary them.
            case CUBIC -> Transport.cubic(new Cubic.Params(t.getCubicC(), t.getCubicBeta(), true, true));
            case VEGAS -> Transport.vegas(new Vegas.Params(t.getVegasAlphaPackets(), t.getVegasBetaPackets(), t.getVegasGammaPackets()));
            case GEMINI -> Transport.gemini(gemini(t));
            case BBR -> Transport.bbr();
        };
    }

    /** A supplier of fresh congestion-control instances, one per connection. */
    public static Supplier<? extends org.dclab.engine.tcp.CongestionControl> supplier(TransportSettings t) {
        return transport(t).cc();
    }

    /** GEMINI expresses C·RTT in packets of the connection's full size; the kernel module's extras stay off. */
    private static Gemini.Params gemini(TransportSettings t) {
        return new Gemini.Params(t.getGeminiCapacityBps(), t.getGeminiMarkingThresholdPackets(), t.getGeminiDelayThresholdPs(),
                t.getGeminiBeta(), t.getGeminiH(), GEMINI_H_MIN_SEGMENTS, GEMINI_H_MAX_SEGMENTS, t.getDctcpG(), INITIAL_ALPHA,
                t.getMssBytes() + Packet.HEADER_BYTES, false, 0);
    }
}
