package org.dclab.sim.internal.build;

import java.util.function.Supplier;

import org.dclab.engine.cc.Transport;
import org.dclab.model.TransportSettings;
import org.dclab.model.transport.CongestionControls;

/**
 * The engine transport of a transport's settings: its control's descriptor ({@link CongestionControls#typeOf}) made
 * with the parameter values the settings store. Each descriptor's factory says how its parameters reach its control;
 * nothing about any one control is written here.
 */
public final class CongestionControlMapping {

    private CongestionControlMapping() {
    }

    /**
     * The engine transport of these settings: its congestion control, ECN, echo rule and pacing. Throws
     * IllegalArgumentException, naming the parameter, when the engine refuses a value.
     */
    public static Transport transport(TransportSettings t) {
        return CongestionControls.typeOf(t).transport(CongestionControls.valuesOf(t), CongestionControls.connectionOf(t));
    }

    /** A supplier of fresh congestion-control instances, one per connection. */
    public static Supplier<? extends org.dclab.engine.tcp.CongestionControl> supplier(TransportSettings t) {
        return transport(t).cc();
    }
}
