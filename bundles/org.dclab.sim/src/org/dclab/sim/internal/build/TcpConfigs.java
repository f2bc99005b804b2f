package org.dclab.sim.internal.build;

import org.dclab.engine.tcp.TcpConfig;
import org.dclab.model.TcpStack;
import org.dclab.model.TransportSettings;

/** The engine's TCP configuration for the model's transport settings. */
public final class TcpConfigs {

    private TcpConfigs() {
    }

    /**
     * The connection settings of {@code t} in a scenario that runs {@code stack} ({@link StackMapping}), with the ECN, echo rule and pacing its congestion control needs
     * ({@link CongestionControlMapping#transport}). The model's ecn and pacing flags can only add to those: ECN_TCP,
     * DCTCP and GEMINI negotiate ECN and GEMINI paces whatever the flags say, while NEW_RENO or CUBIC with ecn react to
     * marks as RFC 3168 says and any window-based control with pacing paces by cwnd/SRTT.
     */
    public static TcpConfig of(TransportSettings t, TcpStack stack) {
        TcpConfig config = CongestionControlMapping.transport(t).configure(StackMapping.applyTo(base(t), stack, t));
        return config.ecn(config.ecn() || t.isEcn()).pacing(config.pacing() || t.isPacing());
    }

    private static TcpConfig base(TransportSettings t) {
        TcpConfig config = new TcpConfig()
                .mssBytes(t.getMssBytes())
                .initialWindowSegments(t.getInitialWindowSegments())
                .minRtoPs(t.getMinRtoPs())
                .receiveBufferBytes(t.getReceiveBufferBytes())
                .delayedAckSegments(t.isDelayedAck() ? 2 : 1);
        if (t.isDelayedAck()) {
            config.delayedAckTimeoutPs(t.getDelayedAckTimeoutPs());
        }
        if (config.minRtoPs() > config.maxRtoPs()) {
            config.maxRtoPs(config.minRtoPs());
        }
        return config;
    }
}
