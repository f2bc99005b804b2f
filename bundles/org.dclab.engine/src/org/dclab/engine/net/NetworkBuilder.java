package org.dclab.engine.net;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.dclab.engine.core.Simulator;
import org.dclab.engine.queue.QueueDiscipline;

/**
 * Builds a network: add hosts and switches by unique name, connect them with full-duplex links, then
 * {@link #build()} validates the topology and computes routes. Every rejection names the element, the problem
 * and what to do instead.
 */
public final class NetworkBuilder {
    private final Simulator sim;
    private final List<Node> nodes = new ArrayList<>();
    private final List<Host> hosts = new ArrayList<>();
    private final List<Switch> switches = new ArrayList<>();
    private final Map<String, Node> byName = new LinkedHashMap<>();
    private final Map<String, Port> ports = new LinkedHashMap<>();
    private final Map<Host, Integer> hostLinks = new HashMap<>();
    private EcmpMode ecmpMode = EcmpMode.PER_FLOW;
    private boolean built;

    public NetworkBuilder(Simulator sim) {
        if (sim == null) {
            throw new IllegalArgumentException("network builder: simulator must not be null");
        }
        this.sim = sim;
    }

    public Host addHost(String name) {
        checkNewName(name);
        Host h = new Host(sim, nodes.size(), name, hosts.size());
        nodes.add(h);
        hosts.add(h);
        byName.put(name, h);
        return h;
    }

    public Switch addSwitch(String name) {
        checkNewName(name);
        Switch s = new Switch(sim, nodes.size(), name);
        nodes.add(s);
        switches.add(s);
        byName.put(name, s);
        return s;
    }

    public NetworkBuilder ecmp(EcmpMode mode) {
        if (mode == null) {
            throw new IllegalArgumentException("network builder: ECMP mode must not be null; use PER_FLOW or PER_PACKET");
        }
        this.ecmpMode = mode;
        return this;
    }

    /** Connects two nodes with the same parameters in both directions. */
    public NetworkBuilder connect(String a, String b, LinkSpec spec) {
        return connect(a, b, spec, spec);
    }

    /** Connects two nodes; {@code aToB} configures the link from a to b and the egress queue of a. */
    public NetworkBuilder connect(String a, String b, LinkSpec aToB, LinkSpec bToA) {
        checkOpen();
        String element = "link " + a + "->" + b;
        Node na = known(a, element);
        Node nb = known(b, element);
        if (na == nb) {
            throw new IllegalArgumentException(element + ": a link needs two different nodes; connect " + a + " to a switch");
        }
        if (aToB == null || bToA == null) {
            throw new IllegalArgumentException(element + ": link specification must not be null; use LinkSpec.of(rateBps, delayPs)");
        }
        aToB.validate(element);
        bToA.validate("link " + b + "->" + a);
        addDirection(na, nb, aToB);
        addDirection(nb, na, bToA);
        countHostLink(na);
        countHostLink(nb);
        return this;
    }

    /** Validates the topology, installs routes and returns the network; the builder cannot be reused. */
    public Network build() {
        checkOpen();
        if (hosts.isEmpty()) {
            throw new IllegalArgumentException("network: no hosts; add at least two hosts with addHost");
        }
        for (Host h : hosts) {
            int links = hostLinks.getOrDefault(h, 0);
            if (links == 0) {
                throw new IllegalArgumentException("host " + h.name() + ": no link; connect it to a switch or another host");
            }
            if (links > 1) {
                throw new IllegalArgumentException("host " + h.name() + ": " + links
                        + " links, but a host has one network interface; connect it to a single switch");
            }
        }
        Host[] unreachable = Reachability.firstUnreachable(nodes, hosts);
        if (unreachable != null) {
            throw new IllegalArgumentException("host " + unreachable[0].name() + " cannot reach host " + unreachable[1].name()
                    + ": no path through switches; add links joining their parts of the network");
        }
        Routing.install(nodes, hosts, switches, ecmpMode);
        built = true;
        return new Network(sim, nodes, hosts, switches, byName, ports);
    }

    private void addDirection(Node from, Node to, LinkSpec spec) {
        String base = from.name() + "->" + to.name();
        String name = base;
        for (int i = 2; ports.containsKey(name); i++) {
            name = base + "#" + i;
        }
        QueueDiscipline q;
        try {
            q = spec.queueOrDefault().create();
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("link " + name + ": " + e.getMessage(), e);
        }
        if (q == null) {
            throw new IllegalArgumentException("link " + name + ": queue factory returned null; return a new queue per call");
        }
        Link link = new Link(sim, name, spec.rateBps(), spec.delayPs(), spec.lossRate(), to);
        Port port = new Port(sim, from, to, name, q, link);
        from.addPort(port);
        ports.put(name, port);
        if (from instanceof Host) {
            ((Host) from).setNic(port);
        }
    }

    private void countHostLink(Node n) {
        if (n instanceof Host) {
            hostLinks.merge((Host) n, 1, Integer::sum);
        }
    }

    private Node known(String name, String element) {
        Node n = byName.get(name);
        if (n == null) {
            throw new IllegalArgumentException(element + ": unknown node '" + name
                    + "'; add it with addHost or addSwitch before connecting it");
        }
        return n;
    }

    private void checkNewName(String name) {
        checkOpen();
        if (name == null || name.isBlank()) {
            throw new IllegalArgumentException("network builder: node name must be non-blank");
        }
        if (byName.containsKey(name)) {
            throw new IllegalArgumentException("node " + name + ": name already used; give every node a unique name");
        }
    }

    private void checkOpen() {
        if (built) {
            throw new IllegalStateException("network builder: build() was already called; start a new builder");
        }
    }
}
