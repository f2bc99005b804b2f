package org.dclab.ui.editor.handlers;

import org.dclab.ui.editor.wizards.NewScenarioWizard;
import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.jface.wizard.WizardDialog;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.handlers.HandlerUtil;

/** File ▸ New Scenario…. */
public final class NewScenarioHandler extends AbstractHandler {

    @Override
    public Object execute(ExecutionEvent event) {
        IWorkbenchWindow window = HandlerUtil.getActiveWorkbenchWindow(event);
        new WizardDialog(window.getShell(), new NewScenarioWizard(window.getActivePage())).open();
        return null;
    }
}
