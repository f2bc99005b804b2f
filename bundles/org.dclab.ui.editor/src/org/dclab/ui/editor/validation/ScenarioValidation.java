package org.dclab.ui.editor.validation;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.dclab.model.NamedElement;
import org.dclab.model.Scenario;
import org.dclab.ui.editor.parts.DiagramElements;
import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.util.Diagnostician;
import org.eclipse.emf.ecore.util.EcoreUtil;

/**
 * Validates a scenario with EMF's Diagnostician, which runs every validator registered for the model's package: the
 * structural checks (names, multiplicities) and whatever constraints the model bundle declares. The editor does not
 * judge scenarios itself, so the command line's {@code validate} and the editor always agree.
 */
public final class ScenarioValidation {

	private ScenarioValidation() {
	}

	public static List<Problem> validate(Scenario scenario) {
		Diagnostic diagnostic = Diagnostician.INSTANCE.validate(scenario);
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
				String name = element instanceof NamedElement named && element != scenario ? named.getName() + ": " : "";
				problems.add(new Problem(diagnostic.getSeverity(), name + diagnostic.getMessage(), element, DiagramElements.owner(element)));
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
