package org.dclab.model.validation;

import java.util.ArrayList;
import java.util.List;

import org.dclab.model.DclabPackage;
import org.dclab.model.Scenario;
import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EValidator;
import org.eclipse.emf.ecore.util.Diagnostician;

/**
 * Validates scenarios with DC Lab's rules. {@link #register()} puts {@link ScenarioValidator} into EMF's global
 * registry in place of the generated validator, so that {@code Diagnostician.INSTANCE} (used by editors) applies
 * the same rules; {@link #validate(Scenario)} registers first, so callers need not.
 */
public final class ScenarioValidation {

    /** Also the label provider of EMF's generic messages (a required reference unset, a name breaking its pattern). */
    private static final Diagnostician DIAGNOSTICIAN = new Diagnostician() {
        @Override
        public String getObjectLabel(EObject eObject) {
            return Labels.of(eObject);
        }
    };

    private ScenarioValidation() {
    }

    /** Idempotent; it must run after the package initialised, or the package would register the generated validator over it. */
    public static synchronized void register() {
        DclabPackage.eINSTANCE.eClass();
        EValidator.Registry.INSTANCE.put(DclabPackage.eINSTANCE, ScenarioValidator.INSTANCE);
    }

    public static Diagnostic validate(Scenario scenario) {
        register();
        return DIAGNOSTICIAN.validate(scenario, DIAGNOSTICIAN.createDefaultContext());
    }

    /** Every finding as one line, "error: …" or "warning: …", in the order found. */
    public static List<String> lines(Diagnostic diagnostic) {
        List<String> lines = new ArrayList<>();
        for (Diagnostic child : diagnostic.getChildren()) {
            if (child.getSeverity() >= Diagnostic.WARNING) {
                lines.add((child.getSeverity() >= Diagnostic.ERROR ? "error: " : "warning: ") + child.getMessage());
            }
            lines.addAll(lines(child));
        }
        return lines;
    }
}
