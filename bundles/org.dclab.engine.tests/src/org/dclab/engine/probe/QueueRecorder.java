package org.dclab.engine.probe;

import org.dclab.engine.packet.Packet;
import org.dclab.engine.queue.DropReason;
import org.dclab.engine.queue.QueueDiscipline;
import org.dclab.engine.queue.QueueListener;

/**
 * Records a queue's length on every change (bytes and packets) and counts enqueues, drops and marks. Attach with
 * {@code queue.addListener(recorder)}.
 */
public final class QueueRecorder implements QueueListener {
    private final TimeSeries bytes;
    private final TimeSeries packets;
    private final boolean keepSeries;
    private long enqueues;
    private long drops;
    private long marks;

    /** @param keepSeries false to keep only counters, for long runs where the series would be large */
    public QueueRecorder(String name, boolean keepSeries) {
        this.bytes = new TimeSeries(name + " bytes");
        this.packets = new TimeSeries(name + " packets");
        this.keepSeries = keepSeries;
    }

    @Override
    public void onEnqueue(long nowPs, QueueDiscipline q, Packet p) {
        enqueues++;
        record(nowPs, q);
    }

    @Override
    public void onDequeue(long nowPs, QueueDiscipline q, Packet p) {
        record(nowPs, q);
    }

    @Override
    public void onDrop(long nowPs, QueueDiscipline q, Packet p, DropReason reason) {
        drops++;
        if (reason == DropReason.VICTIM) {
            record(nowPs, q);
        }
    }

    @Override
    public void onMark(long nowPs, QueueDiscipline q, Packet p) {
        marks++;
    }

    private void record(long nowPs, QueueDiscipline q) {
        if (keepSeries) {
            bytes.add(nowPs, q.lengthBytes());
            packets.add(nowPs, q.lengthPackets());
        }
    }

    public TimeSeries bytes() {
        return bytes;
    }

    public TimeSeries packets() {
        return packets;
    }

    public long enqueues() {
        return enqueues;
    }

    public long drops() {
        return drops;
    }

    public long marks() {
        return marks;
    }
}
