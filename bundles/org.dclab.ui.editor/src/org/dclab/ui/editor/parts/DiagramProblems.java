package org.dclab.ui.editor.parts;

import java.util.Map;

import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.emf.ecore.EObject;

/**
 * The validation problems the canvas decorates: the worst severity and the message of each node or link that has any.
 * Replaced whole after each validation, so that painting never sees half of one result and half of the next.
 */
public final class DiagramProblems {

    private Map<EObject, Integer> severities = Map.of();
    private Map<EObject, String> messages = Map.of();

    /** The worst severity of {@code element}'s problems, {@link Diagnostic#OK} when it has none. */
    public int severityOf(EObject element) {
        return severities.getOrDefault(element, Diagnostic.OK);
    }

    /** The problems of {@code element} as the canvas's tooltip says them; null for none or for empty canvas. */
    public String messageOf(EObject element) {
        return element == null ? null : messages.get(element);
    }

    /** Every element that has a problem, with its worst severity. */
    public Map<EObject, Integer> severities() {
        return severities;
    }

    void replace(Map<EObject, Integer> newSeverities, Map<EObject, String> newMessages) {
        severities = Map.copyOf(newSeverities);
        messages = Map.copyOf(newMessages);
    }
}
