package org.dclab.engine.net;

import java.util.SplittableRandom;

import org.dclab.engine.core.Event;
import org.dclab.engine.core.Simulator;
import org.dclab.engine.core.Time;
import org.dclab.engine.packet.Packet;

/**
 * One direction of a cable: rate, propagation delay and an optional uniform random loss. Packets in flight wait
 * in a FIFO (propagation delay is constant, so arrivals stay in order) with a single pending arrival event.
 */
public final class Link {
    private final Simulator sim;
    private final String name;
    private final long rateBps;
    private final long delayPs;
    private final double lossRate;
    private final SplittableRandom lossRandom;
    private final Node destination;
    private Packet[] packets = new Packet[16];
    private long[] arrivalPs = new long[16];
    private int head;
    private int count;
    private long lostPackets;
    private final Event arrival = new Event() {
        @Override
        protected void fire() {
            deliverHead();
        }

        @Override
        public String toString() {
            return "arrival " + name;
        }
    };

    Link(Simulator sim, String name, long rateBps, long delayPs, double lossRate, Node destination) {
        this.sim = sim;
        this.name = name;
        this.rateBps = rateBps;
        this.delayPs = delayPs;
        this.lossRate = lossRate;
        this.lossRandom = lossRate > 0 ? sim.randomStream("link " + name + " loss") : null;
        this.destination = destination;
    }

    public String name() {
        return name;
    }

    public long rateBps() {
        return rateBps;
    }

    public long delayPs() {
        return delayPs;
    }

    public double lossRate() {
        return lossRate;
    }

    public Node destination() {
        return destination;
    }

    /** Packets discarded by the random loss process. */
    public long lostPackets() {
        return lostPackets;
    }

    /** Packets propagating on the wire now (their last bit has left the sender), for a live view of the link. */
    public int inFlightPackets() {
        return count;
    }

    /** When the {@code i}-th oldest packet in flight (0 = next to arrive) reaches the far end. */
    public long inFlightArrivalPs(int i) {
        if (i < 0 || i >= count) {
            throw new IndexOutOfBoundsException("link " + name + ": packet " + i + " of " + count + " in flight");
        }
        return arrivalPs[(head + i) & (packets.length - 1)];
    }

    /** The {@code i}-th oldest packet in flight (0 = next to arrive), for a live view to tell whose it is. */
    public Packet inFlightPacket(int i) {
        if (i < 0 || i >= count) {
            throw new IndexOutOfBoundsException("link " + name + ": packet " + i + " of " + count + " in flight");
        }
        return packets[(head + i) & (packets.length - 1)];
    }

    /** Time from the first bit leaving to the last bit arriving: serialization plus propagation. */
    public long transferPs(int bytes) {
        return Time.serializationPs(bytes, rateBps) + delayPs;
    }

    /** The last bit of {@code p} has just left the sender; it arrives one propagation delay later. */
    void launch(Packet p) {
        if (lossRandom != null && lossRandom.nextDouble() < lossRate) {
            lostPackets++;
            return;
        }
        if (count == packets.length) {
            grow();
        }
        int tail = (head + count) & (packets.length - 1);
        packets[tail] = p;
        arrivalPs[tail] = sim.nowPs() + delayPs;
        if (count++ == 0) {
            sim.schedule(arrival, arrivalPs[tail]);
        }
    }

    private void deliverHead() {
        Packet p = packets[head];
        packets[head] = null;
        head = (head + 1) & (packets.length - 1);
        if (--count > 0) {
            sim.schedule(arrival, arrivalPs[head]);
        }
        destination.receive(p);
    }

    private void grow() {
        int n = packets.length;
        Packet[] np = new Packet[n * 2];
        long[] na = new long[n * 2];
        for (int i = 0; i < count; i++) {
            np[i] = packets[(head + i) & (n - 1)];
            na[i] = arrivalPs[(head + i) & (n - 1)];
        }
        packets = np;
        arrivalPs = na;
        head = 0;
    }

    @Override
    public String toString() {
        return name;
    }
}
