package org.dclab.sim.internal.apps;

import java.util.List;
import java.util.function.Supplier;

import org.dclab.engine.app.LoadBasis;
import org.dclab.engine.app.PoissonFlowGenerator;
import org.dclab.engine.app.FlowSizes;
import org.dclab.engine.core.Event;
import org.dclab.engine.net.Host;
import org.dclab.engine.net.Network;
import org.dclab.engine.tcp.CongestionControl;
import org.dclab.engine.tcp.TcpConfig;
import org.dclab.model.PoissonBackground;
import org.dclab.model.validation.BackgroundPools;

/**
 * {@link PoissonBackground} as the engine's Poisson flow generator from its source pool to its destination pool (one
 * pool for both ends unless it lists sources and destinations), at its load of the sources' summed access rate
 * (counted in wire or payload bytes), with flow sizes from its points or a named engine workload, capped if it says so.
 */
final class PoissonApp extends GeneratedFlowsApp {

    PoissonApp(Network net, PoissonBackground model, BackgroundPools pools, FlowSizes sizes, long accessBps, TcpConfig config,
            Supplier<? extends CongestionControl> cc, long stopPs) {
        super(model, "poissonBackground", generator(net, model, pools, sizes, accessBps, config, cc, stopPs));
    }

    private static PoissonFlowGenerator generator(Network net, PoissonBackground model, BackgroundPools pools, FlowSizes sizes,
            long accessBps, TcpConfig config, Supplier<? extends CongestionControl> cc, long stopPs) {
        List<Host> sources = engineHosts(net, pools.sources());
        List<Host> destinations = engineHosts(net, pools.destinations());
        PoissonFlowGenerator generator = new PoissonFlowGenerator(net, sources, destinations, sizes, model.getLoad(), loadBasis(model
                .getLoadBasis()),
                accessBps * (double) sources.size(), config, cc, stopPs);
        net.simulator().schedule(Event.of(generator::start), model.getStartPs());
        return generator;
    }

    static LoadBasis loadBasis(org.dclab.model.LoadBasis basis) {
        return basis == org.dclab.model.LoadBasis.PAYLOAD ? LoadBasis.PAYLOAD : LoadBasis.WIRE;
    }

    private static List<Host> engineHosts(Network net, List<org.dclab.model.Host> hosts) {
        return hosts.stream().map(h -> net.host(h.getName())).toList();
    }
}
