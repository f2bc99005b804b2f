package org.dclab.engine.queue;

import org.dclab.engine.core.Simulator;
import org.dclab.engine.explain.Reason;
import org.dclab.engine.packet.Ecn;
import org.dclab.engine.packet.Packet;

/**
 * Bookkeeping shared by all disciplines: the FIFO, byte and packet counts, the time the queue last went idle
 * (RED decays its average over idle periods), and the probe calls. Subclasses decide admission in
 * {@link #enqueue(Packet)} using {@link #accept}, {@link #drop}, {@link #mark} and {@link #dropQueued}.
 */
public abstract class AbstractQueueDiscipline implements QueueDiscipline {
    protected final PacketFifo fifo = new PacketFifo();
    private QueueContext context;
    private Simulator sim;
    private QueueListeners listeners = QueueListeners.NONE;
    private long bytes;
    private long drops;
    private long marks;
    private long idleSincePs;

    @Override
    public void attach(QueueContext context) {
        if (this.context != null) {
            throw new IllegalStateException("queue " + context.name() + ": already attached to port " + this.context.name()
                    + "; create one queue per port (use a QueueFactory)");
        }
        this.context = context;
        this.sim = context.sim();
        onAttach(context);
    }

    /** Hook for subclasses that need random streams or the line rate. */
    protected void onAttach(QueueContext context) {
    }

    protected final QueueContext context() {
        return context;
    }

    protected final long nowPs() {
        return sim.nowPs();
    }

    @Override
    public final String name() {
        return context == null ? getClass().getSimpleName() : context.name();
    }

    @Override
    public final void addListener(QueueListener l) {
        listeners = listeners.with(l);
    }

    /** Whether a listener wants reasons: build one only then, so observation costs this branch when nobody listens. */
    protected final boolean explaining() {
        return listeners.wantReasons();
    }

    /** Tells the listeners why the last drop or mark happened; call only when {@link #explaining()}. */
    protected final void explain(Reason reason) {
        listeners.onReason(sim.nowPs(), this, reason);
    }

    @Override
    public final long lengthBytes() {
        return bytes;
    }

    @Override
    public final int lengthPackets() {
        return fifo.size();
    }

    @Override
    public final Packet queued(int index) {
        return fifo.get(index);
    }

    @Override
    public final long dropCount() {
        return drops;
    }

    @Override
    public final long markCount() {
        return marks;
    }

    /** Start of the current idle period, meaningful only while the queue is empty. */
    protected final long idleSincePs() {
        return idleSincePs;
    }

    protected final void accept(Packet p) {
        fifo.addLast(p);
        bytes += p.sizeBytes();
        if (listeners.watchPackets()) {
            listeners.onEnqueue(sim.nowPs(), this, p);
        }
    }

    protected final void drop(Packet p, DropReason reason) {
        drops++;
        if (listeners.watchDropsAndMarks()) {
            listeners.onDrop(sim.nowPs(), this, p, reason);
        }
    }

    /** Sets CE on an ECN-capable packet; returns false (and changes nothing) for Not-ECT packets. */
    protected final boolean mark(Packet p) {
        if (!p.ecn().isCapable()) {
            return false;
        }
        p.setEcn(Ecn.CE);
        marks++;
        if (listeners.watchDropsAndMarks()) {
            listeners.onMark(sim.nowPs(), this, p);
        }
        return true;
    }

    /** Removes and drops the queued packet at {@code index} (0 = head). */
    protected final Packet dropQueued(int index) {
        Packet victim = fifo.removeAt(index);
        bytes -= victim.sizeBytes();
        afterRemove(victim);
        if (fifo.isEmpty()) {
            idleSincePs = sim.nowPs();
        }
        drop(victim, DropReason.VICTIM);
        return victim;
    }

    @Override
    public final Packet dequeue() {
        for (Packet p = fifo.pollFirst(); p != null; p = fifo.pollFirst()) {
            bytes -= p.sizeBytes();
            afterRemove(p);
            if (fifo.isEmpty()) {
                idleSincePs = sim.nowPs();
            }
            if (departs(p)) {
                if (listeners.watchPackets()) {
                    listeners.onDequeue(sim.nowPs(), this, p);
                }
                return p;
            }
        }
        return null;
    }

    /**
     * Hook for disciplines that act on the departing head, already out of the queue's counts: mark it, or drop it
     * (with {@link #drop}) and return false, and the next packet departs instead.
     */
    protected boolean departs(Packet p) {
        return true;
    }

    /** Hook for disciplines that account packets elsewhere too, such as a shared switch buffer. */
    protected void afterRemove(Packet p) {
    }
}
