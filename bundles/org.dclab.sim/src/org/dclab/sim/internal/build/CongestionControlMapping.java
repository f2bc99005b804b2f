package org.dclab.sim.internal.build;

import java.util.function.Supplier;

import org.dclab.engine.tcp.NewReno;
import org.dclab.model.CongestionControl;

/**
 * Which engine class runs each congestion control of the model. The one place to change when the engine gains a
 * congestion control: return its supplier here and {@link #isAvailable} follows. Parameters of the model's
 * transport settings that a congestion control needs are passed on where its engine class is created.
 */
public final class CongestionControlMapping {

    private CongestionControlMapping() {
    }

    public static boolean isAvailable(CongestionControl cc) {
        return supplier(cc) != null;
    }

    /** A supplier of fresh instances, one per connection, or null when this build's engine lacks the algorithm. */
    public static Supplier<? extends org.dclab.engine.tcp.CongestionControl> supplier(CongestionControl cc) {
        return switch (cc) {
            // ECN_TCP is NewReno's RFC 3168 reaction to ECE; the transport's ecn flag turns it on (TcpConfigs).
            case NEW_RENO, ECN_TCP -> NewReno::new;
            case DCTCP, CUBIC, VEGAS, GEMINI, BBR -> null;
        };
    }
}
