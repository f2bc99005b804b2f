package org.dclab.model.validation;

import org.dclab.engine.api.Range;
import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EObject;

/** Every number of an element lies in the range the engine accepts for it ({@link AttributeRanges}). */
final class RangeRules {

    private RangeRules() {
    }

    static void numbers(EObject element, Report report) {
        for (EAttribute attribute : element.eClass().getEAllAttributes()) {
            String refusal = AttributeRanges.outOfRange(attribute, element.eGet(attribute));
            if (refusal != null) {
                report.error(element, attribute.getName() + " is " + element.eGet(attribute) + "; it " + refusal + ", e.g. "
                        + attribute.getDefaultValueLiteral());
            }
        }
    }

    static boolean contains(Range range, Object value) {
        if (range instanceof Range.Whole whole && (value instanceof Long || value instanceof Integer)) {
            return whole.contains(((Number) value).longValue());
        }
        return value instanceof Number number && range.contains(number.doubleValue());
    }

    /** The unit a name carries, by the model's convention (timePs, rateBps, sizeBytes, kPackets). */
    static String unit(String name) {
        if (name.endsWith("Ps")) {
            return " ps";
        }
        if (name.endsWith("Bps")) {
            return " bit/s";
        }
        if (name.endsWith("Bytes")) {
            return " B";
        }
        if (name.endsWith("Packets")) {
            return " packets";
        }
        if (name.endsWith("Segments")) {
            return " segments";
        }
        return "";
    }
}
