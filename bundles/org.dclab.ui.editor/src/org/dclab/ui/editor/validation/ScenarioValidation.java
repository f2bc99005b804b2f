package org.dclab.ui.editor.validation;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.dclab.model.Scenario;
import org.dclab.ui.editor.parts.DiagramElements;
import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.util.EcoreUtil;

/**
 * Validates a scenario with the model's validation (org.dclab.model.validation), which adds DC Lab's own rules to
 * EMF's structural checks and words every finding as "element: problem; fix". The editor does not judge scenarios
 * itself, so the command line's {@code validate} and the editor always agree.
 */
public final class ScenarioValidation {

    private ScenarioValidation() {
    }

    public static List<Problem> validate(Scenario scenario) {
        Diagnostic diagnostic = org.dclab.model.validation.ScenarioValidation.validate(scenario);
        List<Problem> problems = new ArrayList<>();
        collect(diagnostic, scenario, scenario, problems);
        return problems;
    }

    /**
     * Leaf diagnostics carry the message; the element they are about is the nearest diagnostic's first datum that is
     * part of the scenario (a leaf about a bad value names the data type, not the element that holds the value).
     */
    private static void collect(Diagnostic diagnostic, Scenario scenario, EObject context, List<Problem> problems) {
        EObject element = elementOf(diagnostic, scenario, context);
        if (diagnostic.getChildren().isEmpty()) {
            if (diagnostic.getSeverity() >= Diagnostic.WARNING) {
                problems.add(new Problem(diagnostic.getSeverity(), diagnostic.getMessage(), element, DiagramElements.owner(element)));
            }
            return;
        }
        for (Diagnostic child : diagnostic.getChildren()) {
            collect(child, scenario, element, problems);
        }
    }

    private static EObject elementOf(Diagnostic diagnostic, Scenario scenario, EObject context) {
        for (Object datum : diagnostic.getData()) {
            if (datum instanceof EObject object && EcoreUtil.getRootContainer(object) == scenario) {
                return object;
            }
        }
        return context;
    }

    /** The worst severity per canvas element, for the decorations. */
    public static Map<EObject, Integer> severities(List<Problem> problems) {
        Map<EObject, Integer> severities = new HashMap<>();
        for (Problem problem : problems) {
            if (problem.shownOn() != null) {
                severities.merge(problem.shownOn(), problem.severity(), Math::max);
            }
        }
        return severities;
    }

    /** All messages per canvas element, one per line, for the canvas's tooltips. */
    public static Map<EObject, String> messages(List<Problem> problems) {
        Map<EObject, String> messages = new LinkedHashMap<>();
        for (Problem problem : problems) {
            if (problem.shownOn() != null) {
                messages.merge(problem.shownOn(), problem.severityLabel() + ": " + problem.message(), (a, b) -> a + "\n" + b);
            }
        }
        return messages;
    }
}
