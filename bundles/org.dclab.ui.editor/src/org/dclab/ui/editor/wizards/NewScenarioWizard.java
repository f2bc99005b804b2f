package org.dclab.ui.editor.wizards;

import java.io.IOException;
import java.nio.file.Path;

import org.dclab.model.Scenario;
import org.dclab.model.resource.ScenarioFiles;
import org.dclab.ui.editor.handlers.Editors;
import org.dclab.ui.editor.layout.LayeredLayout;
import org.eclipse.jface.wizard.Wizard;
import org.eclipse.ui.IWorkbenchPage;

/** File ▸ New Scenario…: writes a scenario from a template and opens it in the editor. */
public final class NewScenarioWizard extends Wizard {

    private final IWorkbenchPage page;
    private final NewScenarioPage choices = new NewScenarioPage();

    public NewScenarioWizard(IWorkbenchPage page) {
        this.page = page;
        setWindowTitle("New DC Lab Scenario");
        setNeedsProgressMonitor(false);
    }

    @Override
    public void addPages() {
        addPage(choices);
    }

    @Override
    public boolean performFinish() {
        Path file = choices.file();
        String name = file.getFileName().toString().replaceFirst("\\.dclab$", "").replaceAll("[^A-Za-z0-9_.-]", "_");
        if (name.isEmpty() || !Character.isLetter(name.charAt(0)) && name.charAt(0) != '_') {
            name = "_" + name;
        }
        Scenario scenario = choices.template().create(name, choices.size(), choices.tierSizes());
        // The generators place nodes for the simulation's sake (one row per tier, 144 hosts side by side); the editor's
        // layered layout stacks racks under their switches, so the new scenario opens readable at a useful zoom.
        LayeredLayout.arrange(scenario.getNetwork());
        try {
            ScenarioFiles.save(scenario, file);
        } catch (IOException e) {
            choices.setErrorMessage("Could not write " + file + ": " + e.getMessage());
            return false;
        }
        Editors.open(page, file);
        return true;
    }
}
