package org.dclab.sim.internal.probes;

import java.util.function.DoubleSupplier;

import org.dclab.engine.cc.AlphaEstimator;
import org.dclab.engine.tcp.CongestionControl;

/**
 * The alpha of a connection's congestion control. The engine updates alpha once per window without telling
 * listeners, so alpha is sampled rather than recorded on change.
 */
final class AlphaProbes {

    private AlphaProbes() {
    }

    /** True for the congestion controls that keep an alpha (see {@link AlphaEstimator}). */
    static boolean keepsAlpha(CongestionControl cc) {
        return cc instanceof AlphaEstimator;
    }

    /** Reads the current alpha of {@code cc}; the availability check lets only controls that keep one through. */
    static DoubleSupplier of(CongestionControl cc) {
        if (cc instanceof AlphaEstimator estimator) {
            return estimator::alpha;
        }
        throw new IllegalStateException(cc.name() + " keeps no alpha although the availability check passed");
    }
}
