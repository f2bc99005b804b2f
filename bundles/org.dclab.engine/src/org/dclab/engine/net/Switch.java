package org.dclab.engine.net;

import java.util.SplittableRandom;

import org.dclab.engine.core.Simulator;
import org.dclab.engine.packet.Packet;

/** An output-queued switch forwarding by destination host over precomputed equal-cost next hops. */
public final class Switch extends Node {
    private Port[][] nextHops = new Port[0][];
    private EcmpMode ecmpMode = EcmpMode.PER_FLOW;
    private final int hashSalt;
    private SplittableRandom sprayRandom;
    private long noRouteDrops;

    Switch(Simulator sim, int id, String name) {
        super(sim, id, name);
        // A per-switch salt decorrelates the choices of successive hops, which would otherwise pick the same
        // index for a flow at every tier and leave some paths unused (hash polarisation).
        this.hashSalt = (int) sim.randomStream("switch " + name + " ecmp salt").nextLong();
    }

    void setRoutes(Port[][] nextHops, EcmpMode mode) {
        this.nextHops = nextHops;
        this.ecmpMode = mode;
        if (mode == EcmpMode.PER_PACKET && sprayRandom == null) {
            sprayRandom = sim.randomStream("switch " + name() + " spray");
        }
    }

    public EcmpMode ecmpMode() {
        return ecmpMode;
    }

    /** Equal-cost egress ports toward the host with {@code address}; empty when unreachable. */
    public Port[] nextHops(int address) {
        return nextHops[address].clone();
    }

    @Override
    public void receive(Packet p) {
        Port[] candidates = nextHops[p.dstHost()];
        int n = candidates.length;
        if (n == 1) {
            candidates[0].send(p);
        } else if (n == 0) {
            noRouteDrops++;
        } else if (ecmpMode == EcmpMode.PER_FLOW) {
            int h = (p.flowHash() ^ hashSalt) * 0x9E3779B1;
            candidates[(int) (((h ^ (h >>> 15)) & 0xffffffffL) % n)].send(p);
        } else {
            candidates[sprayRandom.nextInt(n)].send(p);
        }
    }

    public long noRouteDrops() {
        return noRouteDrops;
    }
}
