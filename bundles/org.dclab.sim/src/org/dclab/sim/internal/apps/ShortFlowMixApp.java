package org.dclab.sim.internal.apps;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

import org.dclab.engine.app.FlowSizes;
import org.dclab.engine.app.PoissonFlowGenerator;
import org.dclab.engine.core.Event;
import org.dclab.engine.net.Host;
import org.dclab.engine.net.Network;
import org.dclab.engine.tcp.CongestionControl;
import org.dclab.engine.tcp.TcpConfig;
import org.dclab.model.ShortFlowMix;

/**
 * {@link ShortFlowMix} as Poisson arrivals of flows of uniform size from its source to destinations drawn
 * uniformly, offering its load of the source's link rate (headers included unless loadBasis is PAYLOAD), as the coexistence paper's 10-50 KB
 * flows at 20 % load.
 */
final class ShortFlowMixApp extends GeneratedFlowsApp {

    ShortFlowMixApp(Network net, ShortFlowMix model, long sourceBps, TcpConfig config, Supplier<? extends CongestionControl> cc,
            long stopPs) {
        super(model, "shortFlowMix", generator(net, model, sourceBps, config, cc, stopPs));
    }

    private static PoissonFlowGenerator generator(Network net, ShortFlowMix model, long sourceBps, TcpConfig config,
            Supplier<? extends CongestionControl> cc, long stopPs) {
        List<Host> destinations = new ArrayList<>();
        model.getDestinations().forEach(h -> destinations.add(net.host(h.getName())));
        PoissonFlowGenerator generator = new PoissonFlowGenerator(net, List.of(net.host(model.getSource().getName())), destinations,
                FlowSizes.uniform(model.getMinSizeBytes(), model.getMaxSizeBytes()), model.getLoad(),
                PoissonApp.loadBasis(model.getLoadBasis()), sourceBps, config, cc, stopPs);
        net.simulator().schedule(Event.of(generator::start), model.getStartPs());
        return generator;
    }
}
