package org.dclab.engine.net;

import java.util.Collections;
import java.util.List;
import java.util.Map;

import org.dclab.engine.core.Simulator;

/** A built, routed topology: look up nodes and ports by name, hosts by address. */
public final class Network {
    private final Simulator sim;
    private final List<Node> nodes;
    private final List<Host> hosts;
    private final List<Switch> switches;
    private final Map<String, Node> byName;
    private final Map<String, Port> portsByName;
    private int nextFlowId;

    Network(Simulator sim, List<Node> nodes, List<Host> hosts, List<Switch> switches, Map<String, Node> byName,
            Map<String, Port> portsByName) {
        this.sim = sim;
        this.nodes = List.copyOf(nodes);
        this.hosts = List.copyOf(hosts);
        this.switches = List.copyOf(switches);
        this.byName = byName;
        this.portsByName = portsByName;
    }

    public Simulator simulator() {
        return sim;
    }

    public List<Node> nodes() {
        return nodes;
    }

    public List<Host> hosts() {
        return hosts;
    }

    public List<Switch> switches() {
        return switches;
    }

    public Node node(String name) {
        Node n = byName.get(name);
        if (n == null) {
            throw new IllegalArgumentException("network: unknown node '" + name + "'; known nodes are " + byName.keySet());
        }
        return n;
    }

    public Host host(String name) {
        Node n = node(name);
        if (!(n instanceof Host)) {
            throw new IllegalArgumentException("network: node '" + name + "' is a switch, not a host; name a host");
        }
        return (Host) n;
    }

    public Host hostByAddress(int address) {
        if (address < 0 || address >= hosts.size()) {
            throw new IllegalArgumentException("network: no host with address " + address + "; addresses are 0.."
                    + (hosts.size() - 1));
        }
        return hosts.get(address);
    }

    /** The egress port of {@code from} on the link toward {@code to}. */
    public Port port(String from, String to) {
        Port p = portsByName.get(from + "->" + to);
        if (p == null) {
            node(from);
            node(to);
            throw new IllegalArgumentException("network: no link " + from + "->" + to + "; connect the nodes first");
        }
        return p;
    }

    /** Allocates connection ids in creation order, so ids repeat across runs of the same scenario. */
    public int nextFlowId() {
        return nextFlowId++;
    }

    public Map<String, Port> ports() {
        return Collections.unmodifiableMap(portsByName);
    }
}
