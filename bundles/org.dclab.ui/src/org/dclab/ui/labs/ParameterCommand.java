package org.dclab.ui.labs;

import org.dclab.model.Scenario;
import org.dclab.model.parameters.ParameterPath;
import org.eclipse.emf.common.command.Command;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.emf.edit.command.ChangeCommand;

/**
 * A lab step's "set PATH = VALUE" as one undoable command on the editor's editing domain, as if typed into the
 * Properties view: the path is read and set as the command line reads and sets it ({@link ParameterPath#set}), a setting
 * missing on the way (a host's transport) created and a control's or discipline's parameters stored within the same
 * command, which records every change so Undo takes them all back.
 */
final class ParameterCommand {

    private ParameterCommand() {
    }

    /** The command; fails with the parameter's name and what is wrong when the path or the value does not fit. */
    static Command of(Scenario scenario, String path, String value) {
        ParameterPath parameter = ParameterPath.parse(scenario, path);
        // Tried on a copy first, so that a value that does not fit fails here, with its reason, not inside the command.
        ParameterPath.parse(EcoreUtil.copy(scenario), path).set(value);
        ChangeCommand command = new ChangeCommand(scenario) {
            @Override
            protected void doExecute() {
                parameter.set(value);
            }
        };
        command.setLabel("Set " + path + " = " + value);
        return command;
    }
}
