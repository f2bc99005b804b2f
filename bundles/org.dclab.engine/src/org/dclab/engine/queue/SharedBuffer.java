package org.dclab.engine.queue;

import org.dclab.engine.api.QueueLimits;
import org.dclab.engine.core.Simulator;
import org.dclab.engine.packet.Packet;

/**
 * One packet buffer shared by several egress queues of a switch, with Choudhury and Hahne's dynamic threshold: a
 * queue may take an arriving packet only while its own backlog stays within {@code alpha} times the free space of
 * the whole buffer. A lone congested port can thus fill {@code alpha/(1+alpha)} of the buffer and n congested
 * ports {@code alpha/(1+n*alpha)} each, always leaving room for a port that becomes busy. Each port keeps its own
 * discipline (drop-tail, threshold marking, RED...), which sees only the packets the buffer admitted.
 * <p>
 * Use one instance per switch: {@code LinkSpec.withQueue(buffer.queue(ThresholdMarking.bytes(...)))} on every link
 * leaving that switch. [RECON] (docs/ALGORITHMS.md section 6.2) The GEMINI testbed states a shared buffer with
 * dynamic threshold but not alpha; {@link #DEFAULT_ALPHA} = 1 is the common vendor default.
 */
public final class SharedBuffer {
    public static final double DEFAULT_ALPHA = 1.0;

    private final long capacityBytes;
    private final double alpha;
    private long usedBytes;
    private long rejected;

    public SharedBuffer(long capacityBytes, double alpha) {
        if (!QueueLimits.SHARED_BUFFER_BYTES.contains(capacityBytes)) {
            throw new IllegalArgumentException("shared buffer: capacity must be >= " + Packet.HEADER_BYTES + " B, got "
                    + capacityBytes);
        }
        if (!QueueLimits.SHARED_BUFFER_ALPHA.contains(alpha)) {
            throw new IllegalArgumentException("shared buffer: alpha must be a positive number, got " + alpha);
        }
        this.capacityBytes = capacityBytes;
        this.alpha = alpha;
    }

    /** A factory of queues drawing on this buffer, each run by a discipline from {@code inner}. */
    public QueueFactory queue(QueueFactory inner) {
        if (inner == null) {
            throw new IllegalArgumentException("shared buffer: inner queue factory must not be null; use DropTail.bytes(capacity)");
        }
        return () -> new Member(inner.create());
    }

    public long capacityBytes() {
        return capacityBytes;
    }

    public double alpha() {
        return alpha;
    }

    public long usedBytes() {
        return usedBytes;
    }

    /** Arrivals refused by the dynamic threshold (each is also a drop of the queue it was offered to). */
    public long rejected() {
        return rejected;
    }

    /** The current per-queue limit, alpha times the free space. */
    public double thresholdBytes() {
        return alpha * (capacityBytes - usedBytes);
    }

    boolean admits(long queueBytes, int packetBytes) {
        return usedBytes + packetBytes <= capacityBytes && queueBytes + packetBytes <= thresholdBytes();
    }

    /**
     * A port's queue on the shared buffer. The pool is charged with the change in the inner queue's backlog around
     * every operation, so packets the inner discipline removes on its own (CHOKe victims) are released too.
     */
    private final class Member implements QueueDiscipline {
        private final QueueDiscipline inner;
        private QueueListeners listeners = QueueListeners.NONE;
        private Simulator sim;
        private long refused;

        Member(QueueDiscipline inner) {
            this.inner = inner;
        }

        @Override
        public void attach(QueueContext context) {
            sim = context.sim();
            inner.attach(context);
        }

        @Override
        public boolean enqueue(Packet p) {
            long before = inner.lengthBytes();
            if (!admits(before, p.sizeBytes())) {
                refused++;
                rejected++;
                if (listeners.watchDropsAndMarks()) {
                    listeners.onDrop(sim.nowPs(), this, p, DropReason.BUFFER_FULL);
                }
                if (listeners.wantReasons()) {
                    listeners.onReason(sim.nowPs(), this, QueueReasons.sharedBuffer(before, p.sizeBytes(), usedBytes, capacityBytes,
                            alpha));
                }
                return false;
            }
            boolean queued = inner.enqueue(p);
            usedBytes += inner.lengthBytes() - before;
            return queued;
        }

        @Override
        public Packet dequeue() {
            long before = inner.lengthBytes();
            Packet p = inner.dequeue();
            usedBytes += inner.lengthBytes() - before;
            return p;
        }

        @Override
        public long lengthBytes() {
            return inner.lengthBytes();
        }

        @Override
        public int lengthPackets() {
            return inner.lengthPackets();
        }

        @Override
        public String name() {
            return inner.name();
        }

        @Override
        public void addListener(QueueListener l) {
            listeners = listeners.with(l);
            inner.addListener(l);
        }

        @Override
        public long dropCount() {
            return inner.dropCount() + refused;
        }

        @Override
        public long markCount() {
            return inner.markCount();
        }

        @Override
        public Packet queued(int index) {
            return inner.queued(index);
        }

        @Override
        public QueueDiscipline admission() {
            return inner.admission();
        }
    }
}
