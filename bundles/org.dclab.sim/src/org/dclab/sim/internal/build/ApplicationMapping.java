package org.dclab.sim.internal.build;

import org.dclab.model.Application;
import org.dclab.model.PoissonBackground;
import org.dclab.model.Probe;
import org.dclab.model.ProbeKind;
import org.dclab.model.ShortFlowMix;
import org.dclab.model.transport.CongestionControls;
import org.dclab.sim.internal.apps.ApplicationStarter;

/**
 * Which applications and probes this build's engine can run: an application whose class {@link ApplicationStarter}
 * starts, and a probe {@link org.dclab.sim.internal.probes.ProbeInstaller} can attach.
 */
public final class ApplicationMapping {

    private ApplicationMapping() {
    }

    /**
     * Null when available, else what is missing: an application class {@link ApplicationStarter} has no starter for, as
     * one the model gains has until it is given one.
     */
    public static String missing(Application app) {
        return ApplicationStarter.starts(app.eClass()) ? null : "application type " + app.eClass().getName();
    }

    /** Null when the probe can be attached, else what is missing. */
    public static String missing(Probe probe) {
        boolean perConnection = probe.getKind() == ProbeKind.CWND || probe.getKind() == ProbeKind.SSTHRESH
                || probe.getKind() == ProbeKind.RTT || probe.getKind() == ProbeKind.ALPHA;
        if (perConnection && probe.getTarget() instanceof ShortFlowMix) {
            return "a per-connection probe of a short-flow mix";
        }
        if (perConnection && probe.getTarget() instanceof PoissonBackground) {
            // Background flows come and go by the thousand; the engine's generator offers no hook per new connection.
            return "a per-connection probe of Poisson background traffic";
        }
        if (probe.getKind() == ProbeKind.ALPHA && probe.getTarget() instanceof Application app) {
            String cc = SenderTransports.of(app).getCongestionControl();
            return CongestionControls.find(SenderTransports.of(app)).map(t -> t.keepsAlpha()).orElse(false) ? null
                    : "an alpha probe of " + cc + " senders (only " + CongestionControls.keepingAlpha() + " keep an alpha)";
        }
        return null;
    }
}
