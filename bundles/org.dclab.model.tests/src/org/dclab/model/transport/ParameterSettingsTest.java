package org.dclab.model.transport;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.dclab.model.DclabFactory;
import org.dclab.model.QueueSettings;
import org.dclab.model.TransportSettings;
import org.junit.jupiter.api.Test;

/** How the model stores a control's and a discipline's parameters, and what it reads of their descriptors. */
class ParameterSettingsTest {

    /** Oracle: GEMINI's parameters in its descriptor's order, its g being DCTCP's, each at the paper's default. */
    @Test
    void aControlBringsItsDefaultsInItsOrder() {
        TransportSettings t = DclabFactory.eINSTANCE.createTransportSettings();
        ParameterSettings.setControl(t, "gemini");
        assertEquals(List.of("gemini.capacityBps", "gemini.markingThresholdPackets", "gemini.delayThresholdPs", "gemini.beta",
                "gemini.h", "dctcp.g"), t.getParameters().stream().map(e -> e.getKey()).toList());
        assertEquals(List.of("1000000000", "50.0", "5000000000", "0.2", "1.2E-7", "0.0625"), t.getParameters().stream().map(
                e -> e.getValue()).toList());
    }

    /** A value set before a switch stays; the switch adds only what is missing. */
    @Test
    void aSwitchKeepsWhatWasSet() {
        QueueSettings q = DclabFactory.eINSTANCE.createQueueSettings();
        ParameterSettings.setDiscipline(q, "red");
        ParameterSettings.set(q, QueueDisciplines.typeOf(q).parameter("minThreshold"), "30");
        ParameterSettings.setDiscipline(q, "CHOKE_M");
        assertEquals("sampled-choke", q.getDiscipline());
        assertEquals(30, QueueDisciplines.valuesOf(q).whole("minThreshold"), "CHOKe reads RED's thresholds");
        assertEquals(2, QueueDisciplines.valuesOf(q).whole("chokeSamples"));
    }

    @Test
    void markingAndAlphaAreReadOffTheDescriptors() {
        assertEquals("dctcp and gemini", CongestionControls.keepingAlpha());
        String choices = QueueDisciplines.markingChoices();
        assertTrue(choices.startsWith("threshold-marking") && choices.endsWith(" (or red, choke or sampled-choke with markEcn)"), choices);
        QueueSettings q = DclabFactory.eINSTANCE.createQueueSettings();
        ParameterSettings.setDiscipline(q, "red");
        assertTrue(QueueDisciplines.marksEcn(q));
        ParameterSettings.set(q, QueueDisciplines.typeOf(q).parameter("markEcn"), "false");
        assertFalse(QueueDisciplines.marksEcn(q));
    }
}
