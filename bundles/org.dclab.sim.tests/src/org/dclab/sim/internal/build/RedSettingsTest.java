package org.dclab.sim.internal.build;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.dclab.engine.queue.MarkingPoint;
import org.dclab.engine.queue.NotEctPolicy;
import org.dclab.engine.queue.RedParams;
import org.dclab.engine.queue.ThresholdMarking;
import org.dclab.model.DclabFactory;
import org.dclab.model.QueueDiscipline;
import org.dclab.model.QueueSettings;
import org.dclab.model.QueueUnit;
import org.junit.jupiter.api.Test;

/** RED, CHOKe and m-sample CHOKe read the model's thresholds, probability, weight, ECN flag and AQM options; threshold marking its own. */
class RedSettingsTest {

    private static QueueSettings red(QueueUnit unit, long limit, long min, long max) {
        QueueSettings q = DclabFactory.eINSTANCE.createQueueSettings();
        q.setDiscipline(QueueDiscipline.RED);
        q.setUnit(unit);
        q.setBufferLimit(limit);
        q.setMinThreshold(min);
        q.setMaxThreshold(max);
        q.setMaxProbability(0.2);
        q.setQueueWeight(0.01);
        q.setMarkEcn(false);
        return q;
    }

    @Test
    void packetsMapOneToOne() {
        assertEquals(new RedParams(250, 30, 100, 0.2, 0.01, false, false, 1500, false, false),
                RedSettings.of(red(QueueUnit.PACKETS, 250, 30, 100)));
    }

    /** Oracle: 375000 B is 250 packets of 1500 B, 45000 B is 30 and 150000 B is 100, in byte mode. */
    @Test
    void bytesRunRedsByteModeInFullSizePackets() {
        assertEquals(new RedParams(250, 30, 100, 0.2, 0.01, false, true, 1500, false, false),
                RedSettings.of(red(QueueUnit.BYTES, 375_000, 45_000, 150_000)));
    }

    /** Gentle, hard drop and the Not-ECT policy pass through; AS_DISCIPLINE is RED's RFC 3168 drop. */
    @Test
    void aqmOptionsPassThrough() {
        QueueSettings q = red(QueueUnit.PACKETS, 250, 30, 100);
        q.setMarkEcn(true);
        q.setGentle(true);
        q.setHardDrop(true);
        assertEquals(new RedParams(250, 30, 100, 0.2, 0.01, true, false, 1500, true, true, NotEctPolicy.DROP), RedSettings.of(q));
        q.setNotEctPolicy(org.dclab.model.NotEctPolicy.DROP);
        assertEquals(NotEctPolicy.DROP, RedSettings.of(q).notEct());
        q.setNotEctPolicy(org.dclab.model.NotEctPolicy.ADMIT);
        assertEquals(NotEctPolicy.ADMIT, RedSettings.of(q).notEct());
    }

    /** Threshold marking: arrival and Not-ECT admitted unless the settings say otherwise. */
    @Test
    void thresholdMarkingTakesItsPointAndNotEctPolicy() {
        QueueSettings q = DclabFactory.eINSTANCE.createQueueSettings();
        q.setDiscipline(QueueDiscipline.THRESHOLD_ECN);
        ThresholdMarking plain = (ThresholdMarking) QueueDisciplineMapping.factory(q).create();
        assertEquals(MarkingPoint.ARRIVAL, plain.markingPoint());
        assertEquals(NotEctPolicy.ADMIT, plain.notEctPolicy());
        q.setMarkingPoint(org.dclab.model.MarkingPoint.DEPARTURE);
        q.setNotEctPolicy(org.dclab.model.NotEctPolicy.DROP);
        ThresholdMarking set = (ThresholdMarking) QueueDisciplineMapping.factory(q).create();
        assertEquals(MarkingPoint.DEPARTURE, set.markingPoint());
        assertEquals(NotEctPolicy.DROP, set.notEctPolicy());
    }
}
