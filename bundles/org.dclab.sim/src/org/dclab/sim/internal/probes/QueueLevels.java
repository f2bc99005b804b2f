package org.dclab.sim.internal.probes;

import org.dclab.engine.queue.QueueDiscipline;
import org.dclab.engine.queue.Red;
import org.dclab.engine.queue.ThresholdMarking;
import org.dclab.sim.Series;
import org.dclab.sim.live.QueueScale;

/**
 * The levels a queue acts at, in the packets its length series counts: K of threshold marking, min_th and max_th of
 * the RED family, read from the same {@link QueueScale} the canvas's queue bars draw. A queue in bytes marks at K
 * bytes; the chart counts packets, so K is shown in full-size packets (the same 1500-byte mean packet RED's byte
 * mode uses); RED keeps its thresholds in packets of the mean size already.
 */
final class QueueLevels {

    static final int MEAN_PACKET_BYTES = 1500;

    private QueueLevels() {
    }

    static void record(QueueDiscipline q, Series length, SeriesSink sink) {
        QueueScale scale = ActivityMeter.scaleOf(q);
        if (scale.hasMarkThreshold()) {
            sink.queueLine(length, ThresholdMarking.K.symbol(), scale.inBytes() ? scale.markThreshold() / MEAN_PACKET_BYTES : scale
                    .markThreshold());
        }
        if (scale.isRed()) {
            sink.queueLine(length, Red.MIN_TH.symbol(), scale.redMinPackets());
            sink.queueLine(length, Red.MAX_TH.symbol(), scale.redMaxPackets());
        }
    }
}
