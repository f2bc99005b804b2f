package org.dclab.sim.internal.apps;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

import org.dclab.engine.net.Network;
import org.dclab.engine.tcp.CongestionControl;
import org.dclab.engine.tcp.TcpConfig;
import org.dclab.model.Application;
import org.dclab.model.CbrSource;
import org.dclab.model.Host;
import org.dclab.model.IncastClient;
import org.dclab.model.LongFlow;
import org.dclab.model.PoissonBackground;
import org.dclab.model.Scenario;
import org.dclab.model.ShortFlowMix;
import org.dclab.model.TcpStack;
import org.dclab.model.TransportSettings;
import org.dclab.model.validation.BackgroundPools;
import org.dclab.model.validation.ModelTopology;
import org.dclab.sim.internal.build.CongestionControlMapping;
import org.dclab.sim.internal.build.FlowSizeDistributions;
import org.dclab.sim.internal.build.SenderTransports;
import org.dclab.sim.internal.build.TcpConfigs;

/**
 * Creates the engine side of every application of a scenario, each scheduled at its start time. Only applications
 * that {@link org.dclab.sim.internal.build.ApplicationMapping} lists as available reach this class.
 */
public final class ApplicationStarter {

    private ApplicationStarter() {
    }

    public static List<RunningApplication> start(Scenario scenario, Network net, long endPs) {
        List<RunningApplication> running = new ArrayList<>();
        if (scenario.getTraffic() == null) {
            return running;
        }
        // One graph for all applications: built per application, it made thousands of short-flow mixes quadratic.
        ModelTopology topology = new ModelTopology(scenario.getNetwork());
        for (Application app : scenario.getTraffic().getApplications()) {
            running.add(start(app, scenario.getTcpStack(), topology, net, endPs));
        }
        return running;
    }

    private static RunningApplication start(Application app, TcpStack stack, ModelTopology topology, Network net, long endPs) {
        TransportSettings t = SenderTransports.of(app);
        TcpConfig config = TcpConfigs.of(t, stack);
        Supplier<? extends CongestionControl> cc = CongestionControlMapping.supplier(t);
        if (app instanceof LongFlow flow) {
            return new LongFlowApp(net, flow, config, cc);
        }
        if (app instanceof CbrSource cbr) {
            return new CbrApp(net, cbr, config, cc, cbr.getStopPs() == 0 ? endPs : cbr.getStopPs());
        }
        if (app instanceof IncastClient incast) {
            return new IncastApp(net, incast, SenderTransports.activeServers(incast), config, cc);
        }
        if (app instanceof PoissonBackground background) {
            BackgroundPools pools = BackgroundPools.of(background);
            long stopPs = background.getStopPs() == 0 ? endPs : background.getStopPs();
            return new PoissonApp(net, background, pools, FlowSizeDistributions.of(background),
                    accessBps(topology, pools.sources().get(0)), config, cc, stopPs);
        }
        if (app instanceof ShortFlowMix mix) {
            long stopPs = mix.getStopPs() == 0 ? endPs : mix.getStopPs();
            return new ShortFlowMixApp(net, mix, accessBps(topology, mix.getSource()), config, cc, stopPs);
        }
        throw new IllegalStateException(app.getName() + ": no engine mapping although the availability check passed");
    }

    /** The load of background traffic is a fraction of its sources' link rate; the first source's link stands for all. */
    private static long accessBps(ModelTopology topology, Host host) {
        return topology.linksOf(host).get(0).getRateBps();
    }
}
