package org.dclab.model.validation;

import org.dclab.model.DclabPackage;
import org.dclab.model.internal.resource.OneLine;
import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.EStructuralFeature;

/**
 * DC Lab's wording for what EMF checks by itself: names against the Identifier pattern and required features. EMF's
 * messages quote a regular expression or a Java feature name ("The value 's2 core' must match one of {...}"); these
 * say, like every other rule, what the element is, what is wrong and what to type instead.
 */
final class NameRules {

    private static final int LONGEST_SUGGESTION = 40;
    private static final String IDENTIFIER_RULE = "may hold letters, digits, '_', '.' and '-' and must start with a letter or '_'";

    private NameRules() {
    }

    /** {@code value} of {@code attribute} breaks the Identifier pattern. */
    static void invalidIdentifier(EObject element, EAttribute attribute, String value, Report report) {
        if (attribute == DclabPackage.Literals.NAMED_ELEMENT__NAME) {
            report.error(element, "a name " + IDENTIFIER_RULE + "; rename it, e.g. " + suggestion(value));
        } else {
            report.error(element, attribute.getName() + " '" + OneLine.of(value) + "' " + IDENTIFIER_RULE + "; write it as e.g. "
                    + suggestion(value));
        }
    }

    /**
     * A required feature is unset or empty. Says nothing when a rule of its own reports it already (a link's ends, a
     * probe's target, the network), so that one mistake gives one message.
     */
    static void missing(EObject element, EStructuralFeature feature, Report report) {
        if (feature == DclabPackage.Literals.LINK__SOURCE || feature == DclabPackage.Literals.LINK__TARGET
                || feature == DclabPackage.Literals.PROBE__TARGET || feature == DclabPackage.Literals.SCENARIO__NETWORK) {
            return;
        }
        if (feature == DclabPackage.Literals.NAMED_ELEMENT__NAME) {
            report.error(element, "has no name; give it one, e.g. " + element.eClass().getName().toLowerCase() + "1");
            return;
        }
        String kind = kind(feature);
        if (feature.isMany()) {
            report.error(element, feature.getName() + " is empty; add at least one " + kind);
        } else {
            report.error(element, feature.getName() + " is not set; choose a " + kind + " of the scenario");
        }
    }

    /**
     * The value made to fit: every other character becomes '_', a leading '_' goes before a digit, '.' or '-', and a
     * value longer than {@value #LONGEST_SUGGESTION} characters is cut, as a name is for typing.
     */
    static String suggestion(String value) {
        String fitted = value.replaceAll("[^A-Za-z0-9_.-]", "_");
        fitted = fitted.substring(0, Math.min(fitted.length(), LONGEST_SUGGESTION));
        return fitted.isEmpty() || !(Character.isLetter(fitted.charAt(0)) && fitted.charAt(0) < 128 || fitted.charAt(0) == '_')
                ? "_" + fitted : fitted;
    }

    private static String kind(EStructuralFeature feature) {
        if (feature instanceof EReference reference) {
            EClass type = reference.getEReferenceType();
            return type.getName().toLowerCase();
        }
        return "value";
    }
}
