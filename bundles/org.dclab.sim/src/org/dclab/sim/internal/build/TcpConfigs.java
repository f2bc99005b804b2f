package org.dclab.sim.internal.build;

import org.dclab.engine.tcp.TcpConfig;
import org.dclab.model.CongestionControl;
import org.dclab.model.TransportSettings;

/** The engine's TCP configuration for the model's transport settings. */
public final class TcpConfigs {

    private TcpConfigs() {
    }

    public static TcpConfig of(TransportSettings t) {
        TcpConfig config = new TcpConfig()
                .mssBytes(t.getMssBytes())
                .initialWindowSegments(t.getInitialWindowSegments())
                .minRtoPs(t.getMinRtoPs())
                .receiveBufferBytes(t.getReceiveBufferBytes())
                // ECN_TCP means NewReno that negotiates ECN, whatever the flag says.
                .ecn(t.isEcn() || t.getCongestionControl() == CongestionControl.ECN_TCP)
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
