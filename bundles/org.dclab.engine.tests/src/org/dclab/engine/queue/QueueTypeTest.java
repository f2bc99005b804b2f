package org.dclab.engine.queue;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The registry of queue disciplines: what it says of marking and parameters is consistent. */
class QueueTypeTest {

    @Test
    void aDisciplineThatMarksByThresholdAlwaysMarksAndOneOnRedsAverageOnlyWhenAsked() {
        for (QueueType type : QueueType.values()) {
            if (type.has(QueueParameter.K)) {
                assertEquals(QueueType.EcnMarking.ALWAYS, type.marking(), type.key());
            }
            if (type.redAverage()) {
                assertEquals(QueueType.EcnMarking.WHEN_ENABLED, type.marking(), type.key());
                assertTrue(type.has(QueueParameter.MIN_TH) && type.has(QueueParameter.MAX_TH) && type.has(QueueParameter.MAX_P)
                        && type.has(QueueParameter.W_Q), type.key());
                assertFalse(type.marks(false), type.key());
                assertTrue(type.marks(true), type.key());
            }
        }
        assertFalse(QueueType.DROP_TAIL.marks(true));
    }

    @Test
    void anUnknownKeyIsRefusedWithTheChoices() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> QueueType.byKey("pie"));
        assertEquals("queue: unknown discipline 'pie'; choose one of [drop-tail, threshold-marking, red, choke, sampled-choke]",
                e.getMessage());
    }
}
