package org.dclab.engine.net;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import org.dclab.engine.core.Simulator;
import org.dclab.engine.packet.Packet;

/** A host or a switch: something with ports that receives packets from links. */
public abstract class Node {
    protected final Simulator sim;
    private final int id;
    private final String name;
    private final List<Port> ports = new ArrayList<>();

    Node(Simulator sim, int id, String name) {
        this.sim = sim;
        this.id = id;
        this.name = name;
    }

    /** Dense index over all nodes of a network, in creation order. */
    public final int id() {
        return id;
    }

    public final String name() {
        return name;
    }

    public final List<Port> ports() {
        return Collections.unmodifiableList(ports);
    }

    final void addPort(Port p) {
        ports.add(p);
    }

    public final Simulator simulator() {
        return sim;
    }

    /** A packet has fully arrived from a link. */
    public abstract void receive(Packet p);

    @Override
    public String toString() {
        return name;
    }
}
