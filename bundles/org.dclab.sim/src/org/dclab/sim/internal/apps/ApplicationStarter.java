package org.dclab.sim.internal.apps;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;
import java.util.function.Supplier;

import org.dclab.engine.net.Network;
import org.dclab.engine.tcp.CongestionControl;
import org.dclab.engine.tcp.TcpConfig;
import org.dclab.model.Application;
import org.dclab.model.CbrSource;
import org.dclab.model.DclabPackage;
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
import org.eclipse.emf.ecore.EClass;

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

    /** What starting one application needs besides the application itself. */
    private record Context(Network net, TcpConfig config, Supplier<? extends CongestionControl> cc, ModelTopology topology,
            long endPs) {
        long stopPs(long stopPs) {
            return stopPs == 0 ? endPs : stopPs;
        }
    }

    /** How each class of application starts in the engine: the one table that starting and the availability check read. */
    private static final Map<EClass, BiFunction<Application, Context, RunningApplication>> STARTERS = Map.of(
            DclabPackage.Literals.LONG_FLOW, (app, c) -> new LongFlowApp(c.net(), (LongFlow) app, c.config(), c.cc()),
            DclabPackage.Literals.CBR_SOURCE, (app, c) -> new CbrApp(c.net(), (CbrSource) app, c.config(), c.cc(),
                    c.stopPs(((CbrSource) app).getStopPs())),
            DclabPackage.Literals.INCAST_CLIENT, (app, c) -> new IncastApp(c.net(), (IncastClient) app,
                    SenderTransports.activeServers((IncastClient) app), c.config(), c.cc()),
            DclabPackage.Literals.POISSON_BACKGROUND, (app, c) -> {
                PoissonBackground background = (PoissonBackground) app;
                BackgroundPools pools = BackgroundPools.of(background);
                return new PoissonApp(c.net(), background, pools, FlowSizeDistributions.of(background),
                        accessBps(c.topology(), pools.sources().get(0)), c.config(), c.cc(), c.stopPs(background.getStopPs()));
            },
            DclabPackage.Literals.SHORT_FLOW_MIX, (app, c) -> {
                ShortFlowMix mix = (ShortFlowMix) app;
                return new ShortFlowMixApp(c.net(), mix, accessBps(c.topology(), mix.getSource()), c.config(), c.cc(),
                        c.stopPs(mix.getStopPs()));
            });

    /** Whether an application of class {@code type} can be started: false for a class the model gained since. */
    public static boolean starts(EClass type) {
        return STARTERS.containsKey(type);
    }

    private static RunningApplication start(Application app, TcpStack stack, ModelTopology topology, Network net, long endPs) {
        BiFunction<Application, Context, RunningApplication> starter = STARTERS.get(app.eClass());
        if (starter == null) {
            throw new IllegalStateException(app.getName() + ": no engine mapping although the availability check passed");
        }
        TransportSettings t = SenderTransports.of(app);
        return starter.apply(app, new Context(net, TcpConfigs.of(t, stack), CongestionControlMapping.supplier(t), topology, endPs));
    }

    /** The load of background traffic is a fraction of its sources' link rate; the first source's link stands for all. */
    private static long accessBps(ModelTopology topology, Host host) {
        return topology.linksOf(host).get(0).getRateBps();
    }
}
