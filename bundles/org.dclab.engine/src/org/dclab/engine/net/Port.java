package org.dclab.engine.net;

import org.dclab.engine.core.Event;
import org.dclab.engine.core.Simulator;
import org.dclab.engine.packet.Packet;
import org.dclab.engine.queue.QueueContext;
import org.dclab.engine.queue.QueueDiscipline;

/**
 * An egress port: a queue drained onto a {@link Link} at the link's rate. Only the head-of-line departure is ever
 * scheduled (one reusable event), as in htsim.
 */
public final class Port {
    private final Simulator sim;
    private final Node owner;
    private final Node peer;
    private final String name;
    private final QueueDiscipline queue;
    private final Link link;
    private final long rateBps;
    private final boolean wholePsPerByte;
    private final long psPerByte;
    private Packet inService;
    private long txPackets;
    private long txBytes;
    private final Event txDone = new Event() {
        @Override
        protected void fire() {
            finishTransmission();
        }

        @Override
        public String toString() {
            return "tx-done " + name;
        }
    };

    Port(Simulator sim, Node owner, Node peer, String name, QueueDiscipline queue, Link link) {
        this.sim = sim;
        this.owner = owner;
        this.peer = peer;
        this.name = name;
        this.queue = queue;
        this.link = link;
        this.rateBps = link.rateBps();
        // Common rates (1, 4, 10, 40, 100 Gbit/s) give a whole number of picoseconds per byte; then one
        // multiplication replaces a 64-bit division per packet, with the identical result.
        this.wholePsPerByte = (8L * 1_000_000_000_000L) % rateBps == 0;
        this.psPerByte = wholePsPerByte ? 8L * 1_000_000_000_000L / rateBps : 0;
        queue.attach(new QueueContext(sim, name, rateBps));
    }

    public String name() {
        return name;
    }

    public Node owner() {
        return owner;
    }

    /** The node at the far end of the link. */
    public Node peer() {
        return peer;
    }

    public QueueDiscipline queue() {
        return queue;
    }

    public Link link() {
        return link;
    }

    public boolean isBusy() {
        return inService != null;
    }

    public long txPackets() {
        return txPackets;
    }

    /** Bytes put on the wire so far, headers included; divide by elapsed time for utilisation. */
    public long txBytes() {
        return txBytes;
    }

    /** Offers a packet for transmission; the queue may drop it. */
    public void send(Packet p) {
        p.enteredQueue(sim.nowPs());
        if (queue.enqueue(p) && inService == null) {
            startNext();
        }
    }

    private void startNext() {
        Packet p = queue.dequeue();
        if (p == null) {
            return;
        }
        inService = p;
        int size = p.sizeBytes();
        long txPs = wholePsPerByte ? size * psPerByte : (long) size * 8L * 1_000_000_000_000L / rateBps;
        sim.scheduleAfter(txDone, txPs);
    }

    private void finishTransmission() {
        Packet p = inService;
        inService = null;
        txPackets++;
        txBytes += p.sizeBytes();
        link.launch(p);
        startNext();
    }

    @Override
    public String toString() {
        return name;
    }
}
