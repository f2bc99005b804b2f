package org.dclab.sim.internal.probes;

import java.util.function.DoubleSupplier;

import org.dclab.engine.cc.Dctcp;
import org.dclab.engine.cc.Gemini;
import org.dclab.engine.tcp.CongestionControl;

/**
 * The alpha of a connection's congestion control. The engine updates alpha once per window without telling
 * listeners, so alpha is sampled rather than recorded on change.
 */
final class AlphaProbes {

    private AlphaProbes() {
    }

    /** True for the congestion controls that keep an alpha: DCTCP and GEMINI. */
    static boolean keepsAlpha(CongestionControl cc) {
        return cc instanceof Dctcp || cc instanceof Gemini;
    }

    /** Reads the current alpha of {@code cc}; the availability check lets only DCTCP and GEMINI senders through. */
    static DoubleSupplier of(CongestionControl cc) {
        if (cc instanceof Dctcp dctcp) {
            return dctcp::alpha;
        }
        if (cc instanceof Gemini gemini) {
            return gemini::alpha;
        }
        throw new IllegalStateException(cc.name() + " keeps no alpha although the availability check passed");
    }
}
