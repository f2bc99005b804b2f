package org.dclab.sim.internal.build;

import java.util.List;

import org.dclab.model.Application;
import org.dclab.model.CbrSource;
import org.dclab.model.Host;
import org.dclab.model.IncastClient;
import org.dclab.model.LongFlow;
import org.dclab.model.ShortFlowMix;
import org.dclab.model.TransportSettings;
import org.dclab.model.validation.EffectiveSettings;

/** The transport an application's connections send with, and the servers an incast client actually asks. */
public final class SenderTransports {

    private SenderTransports() {
    }

    /**
     * The effective transport of {@code app}'s senders. The engine's incast client takes one configuration for all
     * servers, so the first active server's stands for them all; background traffic spans many hosts and uses its
     * own settings or the defaults.
     */
    public static TransportSettings of(Application app) {
        if (app instanceof LongFlow flow) {
            return EffectiveSettings.transport(app, flow.getSource());
        }
        if (app instanceof CbrSource cbr) {
            return EffectiveSettings.transport(app, cbr.getSource());
        }
        if (app instanceof IncastClient incast) {
            return EffectiveSettings.transport(app, activeServers(incast).get(0));
        }
        if (app instanceof ShortFlowMix mix) {
            return EffectiveSettings.transport(app, mix.getSource());
        }
        return EffectiveSettings.transport(app, null);
    }

    public static List<Host> activeServers(IncastClient incast) {
        int n = incast.getServerCount() == 0 ? incast.getServers().size() : incast.getServerCount();
        return incast.getServers().subList(0, n);
    }
}
