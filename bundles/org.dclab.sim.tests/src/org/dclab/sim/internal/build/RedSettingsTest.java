package org.dclab.sim.internal.build;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.dclab.engine.queue.RedParams;
import org.dclab.model.DclabFactory;
import org.dclab.model.QueueDiscipline;
import org.dclab.model.QueueSettings;
import org.dclab.model.QueueUnit;
import org.junit.jupiter.api.Test;

/** RED, CHOKe and m-sample CHOKe read the model's thresholds, probability, weight and ECN flag. */
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
}
