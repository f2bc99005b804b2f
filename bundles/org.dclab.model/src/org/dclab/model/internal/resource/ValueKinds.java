package org.dclab.model.internal.resource;

import java.util.stream.Collectors;

import org.eclipse.emf.ecore.EEnum;
import org.eclipse.emf.ecore.EEnumLiteral;
import org.eclipse.emf.ecore.EStructuralFeature;

/** What a value of an attribute looks like, in the words a message uses to ask for one. */
final class ValueKinds {

    private ValueKinds() {
    }

    static String expected(EStructuralFeature feature) {
        Class<?> type = feature.getEType().getInstanceClass();
        if (feature.getEType() instanceof EEnum e) {
            return "one of " + e.getELiterals().stream().map(EEnumLiteral::getLiteral).collect(Collectors.joining(", "));
        }
        if (type == long.class || type == Long.class) {
            return "a whole number (at most " + Long.MAX_VALUE + ")";
        }
        if (type == int.class || type == Integer.class) {
            return "a whole number (at most " + Integer.MAX_VALUE + ")";
        }
        if (type == double.class || type == Double.class) {
            return "a number such as 0.5 or 1.2E-7";
        }
        if (type == boolean.class || type == Boolean.class) {
            return "true or false";
        }
        return "a valid " + feature.getEType().getName();
    }

    static String example(EStructuralFeature feature) {
        if (feature.getDefaultValueLiteral() != null) {
            return feature.getDefaultValueLiteral();
        }
        if (feature.getEType() instanceof EEnum e && !e.getELiterals().isEmpty()) {
            return e.getELiterals().get(0).getLiteral();
        }
        Class<?> type = feature.getEType().getInstanceClass();
        return type == boolean.class ? "true" : type == double.class ? "0.5" : "1";
    }
}
