package org.dclab.engine.net;

import java.util.Arrays;

import org.dclab.engine.core.Simulator;
import org.dclab.engine.packet.Packet;

/**
 * An end host with one network interface. Transport endpoints bind to port numbers; the host demultiplexes
 * arriving packets by destination port with an array lookup (no boxing on the hot path).
 */
public final class Host extends Node {
    private final int address;
    private Port nic;
    private PacketHandler[] bindings = new PacketHandler[16];
    private int nextPort = 1;
    private long unboundDrops;
    private PacketHandler arrivals;

    Host(Simulator sim, int id, String name, int address) {
        super(sim, id, name);
        this.address = address;
    }

    /** Dense index over the hosts of a network; this is the address carried in packets. */
    public int address() {
        return address;
    }

    public Port nic() {
        return nic;
    }

    void setNic(Port nic) {
        this.nic = nic;
    }

    /** Binds a handler to a fresh port number and returns it. */
    public int bind(PacketHandler handler) {
        int port = nextPort++;
        if (port >= bindings.length) {
            bindings = Arrays.copyOf(bindings, bindings.length * 2);
        }
        bindings[port] = handler;
        return port;
    }

    /** Frees a port; later packets to it are counted in {@link #unboundDrops()} and discarded. */
    public void unbind(int port) {
        if (port > 0 && port < bindings.length) {
            bindings[port] = null;
        }
    }

    /**
     * Shows {@code observer} every packet that arrives at this host, before it is handed to its endpoint: how a
     * trace sees ACKs come back without touching TCP. With no observer this costs one null check per arrival.
     */
    public void observeArrivals(PacketHandler observer) {
        PacketHandler earlier = arrivals;
        arrivals = earlier == null ? observer : p -> {
            earlier.receive(p);
            observer.receive(p);
        };
    }

    public void send(Packet p) {
        nic.send(p);
    }

    @Override
    public void receive(Packet p) {
        if (arrivals != null) {
            arrivals.receive(p);
        }
        int port = p.dstPort();
        PacketHandler h = port < bindings.length ? bindings[port] : null;
        if (h == null) {
            unboundDrops++;
            return;
        }
        h.receive(p);
    }

    /** Packets that arrived for a port nobody listens on (e.g. late retransmissions after a connection closed). */
    public long unboundDrops() {
        return unboundDrops;
    }
}
