package org.dclab.sim.internal.build;

import java.util.HashMap;
import java.util.Map;

import org.dclab.engine.core.Simulator;
import org.dclab.engine.net.LinkSpec;
import org.dclab.engine.net.Network;
import org.dclab.engine.net.EcmpMode;
import org.dclab.engine.net.NetworkBuilder;
import org.dclab.engine.queue.QueueFactory;
import org.dclab.engine.queue.SharedBuffer;
import org.dclab.model.Host;
import org.dclab.model.Link;
import org.dclab.model.Node;
import org.dclab.model.Switch;
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
        Map<Node, SharedBuffer> sharedBuffers = new HashMap<>();
        for (Node node : model.getNodes()) {
            if (node instanceof Host) {
                builder.addHost(node.getName());
            } else {
                builder.addSwitch(node.getName());
            }
            if (node instanceof Switch s && s.getSharedBuffer() != null) {
                sharedBuffers.put(node, new SharedBuffer(s.getSharedBuffer().getBufferBytes(), s.getSharedBuffer().getAlpha()));
            }
        }
        for (Link link : model.getLinks()) {
            builder.connect(link.getSource().getName(), link.getTarget().getName(),
                    direction(link, link.getSource(), sharedBuffers), direction(link, link.getTarget(), sharedBuffers));
        }
        if (model.eContainer() instanceof org.dclab.model.Scenario scenario && scenario.getEcmp() == org.dclab.model.EcmpMode.PER_PACKET) {
            builder.ecmp(EcmpMode.PER_PACKET);
        }
        return builder.build();
    }

    /** A port of a switch with a shared buffer keeps its own discipline, which sees only what the buffer admits. */
    private static LinkSpec direction(Link link, Node from, Map<Node, SharedBuffer> sharedBuffers) {
        QueueFactory own = QueueDisciplineMapping.factory(EffectiveSettings.queue(from, link));
        SharedBuffer shared = sharedBuffers.get(from);
        return LinkSpec.of(link.getRateBps(), link.getDelayPs())
                .withLoss(link.getLossRate())
                .withQueue(shared == null ? own : shared.queue(own));
    }
}
