package org.dclab.model.internal.resource;

import org.eclipse.emf.ecore.EAttribute;

/**
 * What a number in a scenario file looks like. Java reads any Unicode digit as a digit, so "٢٥٠" or "２５０" would
 * load as 250; a file meant for people and diffs writes numbers in ASCII, so anything else is refused.
 */
final class NumberText {

    private NumberText() {
    }

    static boolean isNumeric(EAttribute attribute) {
        Class<?> type = attribute.getEAttributeType().getInstanceClass();
        return type == int.class || type == long.class || type == double.class || type == float.class || type == short.class
                || type == Integer.class || type == Long.class || type == Double.class || type == Float.class;
    }

    /** Printable ASCII without spaces; whether it parses is for the model's own conversion to say. */
    static boolean isPlain(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c <= ' ' || c > '~') {
                return false;
            }
        }
        return !text.isEmpty();
    }
}
