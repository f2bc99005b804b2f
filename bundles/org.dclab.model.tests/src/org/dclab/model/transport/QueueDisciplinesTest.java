package org.dclab.model.transport;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.EnumSet;
import java.util.HashSet;
import java.util.Set;

import org.dclab.engine.core.Range;
import org.dclab.engine.queue.QueueParameter;
import org.dclab.engine.queue.QueueType;
import org.dclab.model.DclabFactory;
import org.dclab.model.DclabPackage;
import org.dclab.model.QueueDiscipline;
import org.dclab.model.QueueSettings;
import org.dclab.model.validation.AttributeRanges;
import org.eclipse.emf.ecore.EAttribute;
import org.junit.jupiter.api.Test;

/** Every queue discipline of the model has one descriptor of its own, and what it says of a literal holds. */
class QueueDisciplinesTest {

    @Test
    void everyLiteralHasADescriptorOfItsOwnAndEveryDescriptorALiteral() {
        Set<QueueType> seen = EnumSet.noneOf(QueueType.class);
        for (QueueDiscipline d : QueueDiscipline.values()) {
            QueueType type = QueueDisciplines.typeOf(d);
            assertNotNull(type, d.getName());
            assertTrue(seen.add(type), d + " shares its descriptor " + type + " with another literal");
            assertFalse(type.displayName().isBlank(), type.key());
            assertEquals(type, QueueType.byKey(type.key()));
        }
        assertEquals(EnumSet.allOf(QueueType.class), seen, "a registered discipline no model literal names");
    }

    /**
     * Every parameter is a queue attribute of the model of its own, and where the model ranges it, with the engine's
     * range; every discipline lists the buffer limit first.
     */
    @Test
    void everyParameterIsAQueueAttributeWithTheEnginesRange() {
        Set<EAttribute> attributes = new HashSet<>();
        for (QueueParameter p : QueueParameter.values()) {
            EAttribute attribute = QueueDisciplines.attributeOf(p);
            assertTrue(attributes.add(attribute), p.symbol() + " shares its attribute with another parameter");
            assertEquals(DclabPackage.Literals.QUEUE_SETTINGS, attribute.getEContainingClass(), p.symbol());
            Range modelRange = AttributeRanges.of(attribute);
            if (modelRange != null) {
                assertEquals(p.range(), modelRange, p.symbol());
            }
        }
        for (QueueType type : QueueType.values()) {
            assertEquals(QueueParameter.LIMIT, type.parameters().get(0), type.key());
        }
    }

    @Test
    void marksEcnAsTheDescriptorSaysWithTheQueuesSwitch() {
        QueueSettings q = DclabFactory.eINSTANCE.createQueueSettings();
        q.setMarkEcn(false);
        q.setDiscipline(QueueDiscipline.DROP_TAIL);
        assertFalse(QueueDisciplines.marksEcn(q));
        q.setDiscipline(QueueDiscipline.THRESHOLD_ECN);
        assertTrue(QueueDisciplines.marksEcn(q), "threshold marking marks without RED's switch");
        for (QueueDiscipline red : new QueueDiscipline[] { QueueDiscipline.RED, QueueDiscipline.CHOKE, QueueDiscipline.CHOKE_M }) {
            q.setDiscipline(red);
            q.setMarkEcn(false);
            assertFalse(QueueDisciplines.marksEcn(q), red.getName());
            q.setMarkEcn(true);
            assertTrue(QueueDisciplines.marksEcn(q), red.getName());
        }
    }

    @Test
    void theMarkingChoicesNameTheLiterals() {
        assertEquals("THRESHOLD_ECN (or RED, CHOKE or CHOKE_M with markEcn)", QueueDisciplines.markingChoices());
    }
}
