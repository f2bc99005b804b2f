package org.dclab.sim.internal.probes;

import org.dclab.engine.packet.Packet;
import org.dclab.engine.queue.DropReason;
import org.dclab.engine.queue.QueueDiscipline;
import org.dclab.engine.queue.QueueListener;
import org.dclab.sim.Series;

/** A queue's length in packets on every change. */
final class QueueLengthProbe implements QueueListener {

    private final SeriesSink sink;
    private final Series series;

    QueueLengthProbe(SeriesSink sink, Series series) {
        this.sink = sink;
        this.series = series;
    }

    @Override
    public void onEnqueue(long nowPs, QueueDiscipline queue, Packet p) {
        sink.record(series, nowPs, queue.lengthPackets());
    }

    @Override
    public void onDequeue(long nowPs, QueueDiscipline queue, Packet p) {
        sink.record(series, nowPs, queue.lengthPackets());
    }

    /** Only a victim leaves the queue shorter; an arrival dropped at the door changes nothing. */
    @Override
    public void onDrop(long nowPs, QueueDiscipline queue, Packet p, DropReason reason) {
        if (reason == DropReason.VICTIM) {
            sink.record(series, nowPs, queue.lengthPackets());
        }
    }
}
