package org.dclab.engine.net;

import java.util.SplittableRandom;

import org.dclab.engine.core.Simulator;
import org.dclab.engine.packet.Packet;

/**
 * An output-queued switch forwarding by destination host over precomputed equal-cost next hops. Every host behind one
 * edge switch (one rack) is reached through the same ports until that switch, so the table holds one entry per rack,
 * and the edge switch itself one per host of its own rack: a fabric of 8,192 hosts then keeps kilobytes of routes per
 * switch rather than one entry per host.
 */
public final class Switch extends Node {
    private static final int[] NO_HOSTS = new int[0];
    /** Each host's rack and its rank within the rack, by address; shared by every switch of a network. */
    private int[] rackOf = NO_HOSTS;
    private int[] rankInRack = NO_HOSTS;
    private Port[][] byRack = new Port[0][];
    /** The rack this switch is the edge switch of, or -1, and its ports to each host of that rack by rank. */
    private int ownRack = -1;
    private Port[][] toOwnHosts = new Port[0][];
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

    void setRoutes(int[] rackOf, int[] rankInRack, Port[][] byRack, int ownRack, Port[][] toOwnHosts, EcmpMode mode) {
        this.rackOf = rackOf;
        this.rankInRack = rankInRack;
        this.byRack = byRack;
        this.ownRack = ownRack;
        this.toOwnHosts = toOwnHosts;
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
        return candidates(address).clone();
    }

    private Port[] candidates(int address) {
        int rack = rackOf[address];
        return rack == ownRack ? toOwnHosts[rankInRack[address]] : byRack[rack];
    }

    /**
     * The ports this switch forwards the packets of the flow with {@code flowHash} toward the host with
     * {@code address} by: under per-flow ECMP the one candidate the hash picks, exactly as {@link #receive} picks it;
     * under packet spraying every candidate, since each packet draws anew; empty when unreachable. A query for whoever
     * shows a flow's route: it changes nothing and draws no random number.
     */
    public Port[] flowNextHops(int flowHash, int address) {
        Port[] candidates = candidates(address);
        int n = candidates.length;
        if (n <= 1 || ecmpMode == EcmpMode.PER_PACKET) {
            return candidates.clone();
        }
        return new Port[] { candidates[flowChoice(flowHash, n)] };
    }

    /** Which of {@code n} equal-cost candidates a flow's packets take here: the only place that choice is made. */
    private int flowChoice(int flowHash, int n) {
        int h = (flowHash ^ hashSalt) * 0x9E3779B1;
        return (int) (((h ^ (h >>> 15)) & 0xffffffffL) % n);
    }

    @Override
    public void receive(Packet p) {
        Port[] candidates = candidates(p.dstHost());
        int n = candidates.length;
        if (n == 1) {
            candidates[0].send(p);
        } else if (n == 0) {
            noRouteDrops++;
        } else if (ecmpMode == EcmpMode.PER_FLOW) {
            candidates[flowChoice(p.flowHash(), n)].send(p);
        } else {
            candidates[sprayRandom.nextInt(n)].send(p);
        }
    }

    public long noRouteDrops() {
        return noRouteDrops;
    }
}
