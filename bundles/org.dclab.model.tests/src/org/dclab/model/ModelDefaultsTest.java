package org.dclab.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The defaults a new element gets are the ones the model documents; units are picoseconds and bits per second. */
class ModelDefaultsTest {

    private static final long PS_PER_MICROSECOND = 1_000_000L;
    private static final long PS_PER_MILLISECOND = 1_000_000_000L;
    private static final DclabFactory FACTORY = DclabFactory.eINSTANCE;

    @Test
    void transportDefaultsAreThoseOfALinuxHost() {
        TransportSettings transport = FACTORY.createTransportSettings();

        assertEquals("newreno", transport.getCongestionControl());
        assertEquals(1460, transport.getMssBytes());
        assertEquals(10, transport.getInitialWindowSegments());
        assertEquals(200 * PS_PER_MILLISECOND, transport.getMinRtoPs());
        assertTrue(transport.isDelayedAck());
        assertEquals(40 * PS_PER_MILLISECOND, transport.getDelayedAckTimeoutPs());
    }

    @Test
    void aNewLinkIsATenGigabitOneMicrosecondLossFreeCable() {
        Link link = FACTORY.createLink();

        assertEquals(10_000_000_000L, link.getRateBps());
        assertEquals(PS_PER_MICROSECOND, link.getDelayPs());
        assertEquals(0.0, link.getLossRate());
    }

    @Test
    void aNewQueueIsAHundredPacketDropTail() {
        QueueSettings queue = FACTORY.createQueueSettings();

        assertEquals("drop-tail", queue.getDiscipline());
        assertEquals(QueueUnit.PACKETS, queue.getUnit());
        assertEquals(100, queue.getBufferLimit());
        assertTrue(queue.getParameters().isEmpty(), "drop-tail has no parameter beside the buffer");
    }

    @Test
    void aNewScenarioRunsForOneSimulatedSecondInTheCurrentSchemaVersion() {
        Scenario scenario = FACTORY.createScenario();

        assertEquals(1000 * PS_PER_MILLISECOND, scenario.getDurationPs());
        assertEquals(org.dclab.model.resource.ScenarioFormat.CURRENT_VERSION, scenario.getSchemaVersion());
    }
}
