package org.dclab.model.tests;

import org.dclab.model.DclabFactory;
import org.dclab.model.Host;
import org.dclab.model.Link;
import org.dclab.model.Network;
import org.dclab.model.Node;
import org.dclab.model.QueueSettings;
import org.dclab.model.QueueUnit;
import org.dclab.model.Scenario;
import org.dclab.model.Switch;
import org.dclab.model.TransportSettings;
import org.dclab.model.transport.ParameterSettings;

/**
 * Two DCTCP senders and two receivers on either side of one 10 Gbit/s bottleneck between switches s1 and s2, the
 * classic setting for watching a marking queue. Names and settings are fixed so tests can look for them in files.
 */
public final class DumbbellScenario {

    public static final String DESCRIPTION = "Two DCTCP senders share one 10 Gbit/s bottleneck – K = 65 packets, 2 µs links";

    private static final long PS_PER_MICROSECOND = 1_000_000L;
    private static final long PS_PER_MILLISECOND = 1_000_000_000L;
    private static final DclabFactory FACTORY = DclabFactory.eINSTANCE;

    private DumbbellScenario() {
    }

    public static Scenario create() {
        Scenario scenario = FACTORY.createScenario();
        scenario.setName("dumbbell");
        scenario.setDescription(DESCRIPTION);
        scenario.setSeed(42);
        scenario.setDurationPs(100 * PS_PER_MILLISECOND);
        Network network = FACTORY.createNetwork();
        scenario.setNetwork(network);

        Switch left = addSwitch(network, "s1", 200, 150);
        Switch right = addSwitch(network, "s2", 400, 150);
        right.setDefaultQueue(byteLimitedDropTail(600_000));
        Host sender1 = addHost(network, "h1", 50, 50, dctcpSender());
        Host sender2 = addHost(network, "h2", 50, 250, dctcpSender());
        Host receiver1 = addHost(network, "h3", 550, 50, null);
        Host receiver2 = addHost(network, "h4", 550, 250, null);

        connect(network, "h1-s1", sender1, left);
        connect(network, "h2-s1", sender2, left);
        Link bottleneck = connect(network, "s1-s2", left, right);
        bottleneck.setSourceQueue(dctcpMarkingQueue());
        connect(network, "s2-h3", right, receiver1);
        connect(network, "s2-h4", right, receiver2).setLossRate(1e-4);
        return scenario;
    }

    private static Switch addSwitch(Network network, String name, int x, int y) {
        Switch node = FACTORY.createSwitch();
        place(node, name, x, y);
        network.getNodes().add(node);
        return node;
    }

    private static Host addHost(Network network, String name, int x, int y, TransportSettings transport) {
        Host host = FACTORY.createHost();
        place(host, name, x, y);
        host.setTransport(transport);
        network.getNodes().add(host);
        return host;
    }

    private static void place(Node node, String name, int x, int y) {
        node.setName(name);
        node.setX(x);
        node.setY(y);
    }

    private static Link connect(Network network, String name, Node source, Node target) {
        Link link = FACTORY.createLink();
        link.setName(name);
        link.setSource(source);
        link.setTarget(target);
        link.setRateBps(10_000_000_000L);
        link.setDelayPs(2 * PS_PER_MICROSECOND);
        network.getLinks().add(link);
        return link;
    }

    private static TransportSettings dctcpSender() {
        TransportSettings transport = FACTORY.createTransportSettings();
        ParameterSettings.setControl(transport, "dctcp");
        transport.setEcn(true);
        transport.setMinRtoPs(PS_PER_MILLISECOND);
        return transport;
    }

    private static QueueSettings dctcpMarkingQueue() {
        QueueSettings queue = FACTORY.createQueueSettings();
        ParameterSettings.setDiscipline(queue, "threshold-marking");
        queue.setBufferLimit(250);
        queue.getParameters().put("threshold-marking.markingThreshold", "65");
        return queue;
    }

    private static QueueSettings byteLimitedDropTail(long bufferBytes) {
        QueueSettings queue = FACTORY.createQueueSettings();
        queue.setUnit(QueueUnit.BYTES);
        queue.setBufferLimit(bufferBytes);
        return queue;
    }
}
