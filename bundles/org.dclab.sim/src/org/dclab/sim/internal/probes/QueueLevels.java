package org.dclab.sim.internal.probes;

import org.dclab.engine.queue.QueueDiscipline;
import org.dclab.engine.queue.RedParams;
import org.dclab.engine.queue.Red;
import org.dclab.engine.queue.SampledChoke;
import org.dclab.engine.queue.ThresholdMarking;
import org.dclab.sim.Series;

/**
 * The levels a queue acts at, in the packets its length series counts: K of threshold marking, min_th and max_th of
 * the RED family. A queue in bytes marks at K bytes; the chart counts packets, so K is shown in full-size packets
 * (the same 1500-byte mean packet RED's byte mode uses).
 */
final class QueueLevels {

    static final int MEAN_PACKET_BYTES = 1500;

    private QueueLevels() {
    }

    static void record(QueueDiscipline q, Series length, SeriesSink sink) {
        if (q instanceof ThresholdMarking marking) {
            sink.queueLine(length, "K", marking.isInBytes() ? marking.threshold() / (double) MEAN_PACKET_BYTES : marking.threshold());
        } else if (q instanceof Red red) {
            red(red.params(), length, sink);
        } else if (q instanceof SampledChoke choke) {
            red(choke.params(), length, sink);
        }
    }

    /** RED keeps its thresholds in packets of the mean size already, in byte mode too. */
    private static void red(RedParams params, Series length, SeriesSink sink) {
        sink.queueLine(length, "min_th", params.minTh());
        sink.queueLine(length, "max_th", params.maxTh());
    }
}
