package org.dclab.sim.internal.apps;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

import org.dclab.engine.app.PoissonFlowGenerator;
import org.dclab.engine.app.Workload;
import org.dclab.engine.core.Event;
import org.dclab.engine.net.Host;
import org.dclab.engine.net.Network;
import org.dclab.engine.tcp.CongestionControl;
import org.dclab.engine.tcp.TcpConfig;
import org.dclab.model.PoissonBackground;

/**
 * {@link PoissonBackground} as the engine's Poisson flow generator between all its hosts, at its load of their
 * summed access rate, with flow sizes from an engine workload.
 */
final class PoissonApp extends GeneratedFlowsApp {

    PoissonApp(Network net, PoissonBackground model, List<org.dclab.model.Host> hosts, Workload sizes, long accessBps,
            TcpConfig config, Supplier<? extends CongestionControl> cc, long stopPs) {
        super(model.getName(), "poissonBackground", generator(net, model, hosts, sizes, accessBps, config, cc, stopPs));
    }

    private static PoissonFlowGenerator generator(Network net, PoissonBackground model, List<org.dclab.model.Host> hosts,
            Workload sizes, long accessBps, TcpConfig config, Supplier<? extends CongestionControl> cc, long stopPs) {
        List<Host> engineHosts = new ArrayList<>();
        hosts.forEach(h -> engineHosts.add(net.host(h.getName())));
        PoissonFlowGenerator generator = new PoissonFlowGenerator(net, engineHosts, engineHosts, sizes.sizes(), model.getLoad(),
                accessBps * (double) engineHosts.size(), config, cc, stopPs);
        net.simulator().schedule(Event.of(generator::start), model.getStartPs());
        return generator;
    }
}
