package org.dclab.ui.labs;

import java.util.List;

import org.dclab.model.Scenario;
import org.dclab.model.parameters.ParameterPath;
import org.dclab.model.parameters.ParameterValues;
import org.eclipse.emf.common.command.Command;
import org.eclipse.emf.common.command.CompoundCommand;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.emf.edit.command.SetCommand;
import org.eclipse.emf.edit.domain.EditingDomain;

/**
 * A lab step's "set PATH = VALUE" as one undoable command on the editor's editing domain, as if typed into the
 * Properties view: the path is read as the command line reads it, and a setting missing on the way (a host's transport)
 * is created within the same command.
 */
final class ParameterCommand {

    private ParameterCommand() {
    }

    /** The command; fails with the parameter's name and what is wrong when the path or the value does not fit. */
    static Command of(EditingDomain domain, Scenario scenario, String path, String value) {
        ParameterPath parameter = ParameterPath.parse(scenario, path);
        Object parsed = ParameterValues.parse(parameter.attribute(), value, path);
        CompoundCommand command = new CompoundCommand("Set " + path + " = " + value);
        EObject owner = parameter.element();
        List<EStructuralFeature> features = parameter.features();
        for (EStructuralFeature feature : features.subList(0, features.size() - 1)) {
            EReference reference = (EReference) feature;
            EObject next = (EObject) owner.eGet(reference);
            if (next == null) {
                next = EcoreUtil.create(reference.getEReferenceType());
                command.append(SetCommand.create(domain, owner, reference, next));
            }
            owner = next;
        }
        command.append(SetCommand.create(domain, owner, parameter.attribute(), parsed));
        return command;
    }
}
