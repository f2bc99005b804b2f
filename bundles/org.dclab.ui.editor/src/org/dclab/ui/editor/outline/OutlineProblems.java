package org.dclab.ui.editor.outline;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.dclab.model.Application;
import org.dclab.model.Link;
import org.dclab.model.Node;
import org.dclab.model.Probe;
import org.dclab.model.SweepParameter;
import org.dclab.ui.editor.validation.Problem;
import org.eclipse.emf.ecore.EObject;

/**
 * Validation problems by the Outline row they belong to: the node, link, application, probe or sweep that contains
 * the element a problem names. Applications, probes and sweeps are not drawn on the canvas, so the Outline is where
 * their problems show beside the element, as a node's do on the canvas.
 */
record OutlineProblems(Map<EObject, Integer> severities, Map<EObject, String> messages) {

    static final OutlineProblems NONE = new OutlineProblems(Map.of(), Map.of());

    static OutlineProblems of(List<Problem> problems) {
        Map<EObject, Integer> severities = new HashMap<>();
        Map<EObject, String> messages = new HashMap<>();
        for (Problem p : problems) {
            EObject row = rowOf(p.element());
            if (row != null) {
                severities.merge(row, p.severity(), Math::max);
                messages.merge(row, p.severityLabel() + ": " + p.message(), (a, b) -> a + "\n" + b);
            }
        }
        return new OutlineProblems(Map.copyOf(severities), Map.copyOf(messages));
    }

    /** The Outline row that shows {@code element}, or null when none does (the scenario itself). */
    static EObject rowOf(EObject element) {
        for (EObject e = element; e != null; e = e.eContainer()) {
            if (e instanceof Node || e instanceof Link || e instanceof Application || e instanceof Probe || e instanceof SweepParameter) {
                return e;
            }
        }
        return null;
    }

    /** The worst severity of the rows in {@code rows}, or 0 when none has a problem. */
    int worst(List<?> rows) {
        int worst = 0;
        for (Object row : rows) {
            worst = Math.max(worst, severities.getOrDefault(row, 0));
        }
        return worst;
    }
}
