package org.dclab.sim.internal.build;

import org.dclab.engine.core.Simulator;
import org.dclab.engine.net.LinkSpec;
import org.dclab.engine.net.Network;
import org.dclab.engine.net.NetworkBuilder;
import org.dclab.model.Host;
import org.dclab.model.Link;
import org.dclab.model.Node;
import org.dclab.model.validation.EffectiveSettings;

/**
 * Builds the engine's network from the model's. Routers forward like switches in the engine (static shortest-path
 * routing); they differ from switches only in the settings people give them, such as deep WAN buffers.
 */
public final class EngineNetworks {

    private EngineNetworks() {
    }

    public static Network build(Simulator sim, org.dclab.model.Network model) {
        NetworkBuilder builder = new NetworkBuilder(sim);
        for (Node node : model.getNodes()) {
            if (node instanceof Host) {
                builder.addHost(node.getName());
            } else {
                builder.addSwitch(node.getName());
            }
        }
        for (Link link : model.getLinks()) {
            builder.connect(link.getSource().getName(), link.getTarget().getName(),
                    direction(link, link.getSource()), direction(link, link.getTarget()));
        }
        return builder.build();
    }

    private static LinkSpec direction(Link link, Node from) {
        return LinkSpec.of(link.getRateBps(), link.getDelayPs())
                .withLoss(link.getLossRate())
                .withQueue(QueueDisciplineMapping.factory(EffectiveSettings.queue(from, link)));
    }
}
