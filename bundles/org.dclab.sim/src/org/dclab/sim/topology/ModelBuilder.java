package org.dclab.sim.topology;

import org.dclab.model.DclabFactory;
import org.dclab.model.Host;
import org.dclab.model.Link;
import org.dclab.model.Network;
import org.dclab.model.Node;
import org.dclab.model.QueueSettings;
import org.dclab.model.QueueUnit;
import org.dclab.model.Router;
import org.dclab.model.Scenario;
import org.dclab.model.Switch;
import org.dclab.model.resource.ScenarioFormat;

/** Adds nodes and links to a new scenario's network, placing nodes on the diagram as it goes. */
final class ModelBuilder {

    private static final DclabFactory FACTORY = DclabFactory.eINSTANCE;

    private final Scenario scenario = FACTORY.createScenario();
    private final Network network = FACTORY.createNetwork();

    ModelBuilder(String name, String description) {
        scenario.setName(name);
        scenario.setDescription(description);
        scenario.setSchemaVersion(ScenarioFormat.CURRENT_VERSION);
        scenario.setNetwork(network);
    }

    Scenario scenario() {
        return scenario;
    }

    Host host(String name, int x, int y) {
        return place(FACTORY.createHost(), name, x, y);
    }

    Switch switchNode(String name, int x, int y) {
        return place(FACTORY.createSwitch(), name, x, y);
    }

    Router router(String name, int x, int y) {
        return place(FACTORY.createRouter(), name, x, y);
    }

    Link link(Node a, Node b, long rateBps, long delayPs) {
        Link link = FACTORY.createLink();
        link.setName(a.getName() + "-" + b.getName());
        link.setSource(a);
        link.setTarget(b);
        link.setRateBps(rateBps);
        link.setDelayPs(delayPs);
        network.getLinks().add(link);
        return link;
    }

    /** A drop-tail queue of {@code limit} in {@code unit}. */
    static QueueSettings dropTail(long limit, QueueUnit unit) {
        QueueSettings q = FACTORY.createQueueSettings();
        q.setUnit(unit);
        q.setBufferLimit(limit);
        return q;
    }

    private <N extends Node> N place(N node, String name, int x, int y) {
        node.setName(name);
        node.setX(x);
        node.setY(y);
        network.getNodes().add(node);
        return node;
    }
}
