package org.dclab.model.transport;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.EnumMap;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

import org.dclab.engine.cc.TransportParameter;
import org.dclab.engine.cc.TransportType;
import org.dclab.model.CongestionControl;
import org.dclab.model.DclabPackage;
import org.dclab.model.validation.AttributeRanges;
import org.eclipse.emf.ecore.EAttribute;
import org.junit.jupiter.api.Test;

/**
 * Every congestion control of the model has one descriptor of its own, and every parameter of a control one
 * descriptor entry with its unit and range, which validation uses as it is.
 */
class CongestionControlsTest {

    @Test
    void everyLiteralHasADescriptorOfItsOwnAndEveryDescriptorALiteral() {
        Set<TransportType> seen = EnumSet.noneOf(TransportType.class);
        for (CongestionControl cc : CongestionControl.values()) {
            TransportType type = CongestionControls.typeOf(cc);
            assertNotNull(type, cc.getName());
            assertTrue(seen.add(type), cc + " shares its descriptor " + type + " with another literal");
            assertEquals(type, TransportType.byKey(type.key()));
        }
        assertEquals(EnumSet.allOf(TransportType.class), seen, "a registered transport no model literal names");
    }

    /** Each parameter belongs to one control, is an attribute of its own, and validates with its descriptor's range. */
    @Test
    void everyParameterHasOneControlARangeAndAnAttributeWithThatRange() {
        Map<TransportParameter, TransportType> owner = new EnumMap<>(TransportParameter.class);
        for (TransportType type : TransportType.values()) {
            for (TransportParameter p : type.parameters()) {
                TransportType before = owner.put(p, type);
                assertTrue(before == null, p + " is listed by " + before + " and " + type);
            }
        }
        assertEquals(EnumSet.allOf(TransportParameter.class), owner.keySet(), "a parameter no control lists");
        Set<EAttribute> attributes = new HashSet<>();
        for (TransportParameter p : TransportParameter.values()) {
            assertNotNull(p.range(), p.toString());
            assertFalse(p.symbol().isBlank() || p.meaning().isBlank(), p.toString());
            EAttribute attribute = CongestionControls.attributeOf(p);
            assertTrue(attributes.add(attribute), p + " shares its attribute with another parameter");
            assertEquals(DclabPackage.Literals.TRANSPORT_SETTINGS, attribute.getEContainingClass(), p.toString());
            assertSame(p.range(), AttributeRanges.of(attribute), p + ": validation reads the descriptor's range");
            assertTrue(attribute.getName().startsWith(owner.get(p).key()), attribute.getName() + " is not " + owner.get(p).key() + "'s");
        }
    }

    /** A refused value is explained in the descriptor's unit, which the attribute's name does not say (cubicC). */
    @Test
    void aRefusalNamesTheDescriptorsUnit() {
        EAttribute cubicC = CongestionControls.attributeOf(TransportParameter.CUBIC_C);
        String refusal = AttributeRanges.outOfRange(cubicC, -1.0);
        assertNotNull(refusal);
        assertTrue(refusal.startsWith("must be ") && refusal.endsWith(" segments/s\u00b3"), refusal);
        String pureNumber = AttributeRanges.outOfRange(CongestionControls.attributeOf(TransportParameter.DCTCP_G), 2.0);
        assertTrue(pureNumber.equals("must be " + TransportParameter.DCTCP_G.range().text()), pureNumber);
    }

    /** A control's attribute the model gains without a descriptor entry fails here: its range would go unchecked. */
    @Test
    void everyControlSpecificAttributeIsAParameter() {
        Set<EAttribute> described = new HashSet<>();
        for (TransportParameter p : TransportParameter.values()) {
            described.add(CongestionControls.attributeOf(p));
        }
        for (EAttribute a : DclabPackage.Literals.TRANSPORT_SETTINGS.getEAttributes()) {
            for (TransportType type : TransportType.values()) {
                if (!type.parameters().isEmpty() && a.getName().startsWith(type.key())) {
                    assertTrue(described.contains(a), a.getName() + " has no parameter in " + type + "'s descriptor");
                }
            }
        }
    }
}
