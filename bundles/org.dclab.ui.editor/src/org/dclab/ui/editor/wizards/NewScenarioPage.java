package org.dclab.ui.editor.wizards;

import java.nio.file.Files;
import java.nio.file.Path;

import org.dclab.ui.editor.templates.ScenarioTemplate;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.LabelProvider;
import org.eclipse.jface.viewers.ListViewer;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.jface.wizard.WizardPage;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swt.widgets.Text;

/** Where the new scenario goes, which topology it starts from and how big that topology is. */
final class NewScenarioPage extends WizardPage {

    private Text fileText;
    private ListViewer templates;
    private Spinner size;
    private Label sizeLabel;
    /** A spinner per tier a fabric offers beside its size (a leaf-spine's leaves, spines), shown only for such a template. */
    private final Spinner[] tierSizes = new Spinner[2];
    private final Label[] tierLabels = new Label[2];
    private Label description;

    NewScenarioPage() {
        super("newScenario");
        setTitle("New DC Lab Scenario");
        setDescription("Start from an empty network or from one of the classic datacenter topologies.");
    }

    @Override
    public void createControl(Composite parent) {
        Composite page = new Composite(parent, SWT.NONE);
        GridLayoutFactory.swtDefaults().numColumns(3).applyTo(page);

        new Label(page, SWT.NONE).setText("&File:");
        fileText = new Text(page, SWT.BORDER);
        fileText.setText(Path.of(System.getProperty("user.home"), "scenario.dclab").toString());
        GridDataFactory.fillDefaults().grab(true, false).applyTo(fileText);
        Button browse = new Button(page, SWT.PUSH);
        browse.setText("&Browse\u2026");
        browse.addListener(SWT.Selection, e -> browse());

        new Label(page, SWT.NONE).setText("&Topology:");
        templates = new ListViewer(page, SWT.BORDER | SWT.SINGLE | SWT.V_SCROLL);
        templates.setContentProvider(ArrayContentProvider.getInstance());
        templates.setLabelProvider(LabelProvider.createTextProvider(t -> ((ScenarioTemplate) t).label()));
        templates.setInput(ScenarioTemplate.values());
        GridDataFactory.fillDefaults().grab(true, true).span(2, 1).hint(SWT.DEFAULT, 130).applyTo(templates.getControl());

        sizeLabel = new Label(page, SWT.NONE);
        sizeLabel.setText("&Size:");
        size = new Spinner(page, SWT.BORDER);
        size.setValues(16, 1, 256, 0, 1, 8);
        GridDataFactory.swtDefaults().span(2, 1).applyTo(size);
        for (int i = 0; i < tierSizes.length; i++) {
            tierLabels[i] = new Label(page, SWT.NONE);
            GridDataFactory.swtDefaults().applyTo(tierLabels[i]);
            tierSizes[i] = new Spinner(page, SWT.BORDER);
            tierSizes[i].setValues(1, 1, 64, 0, 1, 4);
            GridDataFactory.swtDefaults().span(2, 1).applyTo(tierSizes[i]);
        }

        description = new Label(page, SWT.WRAP);
        GridDataFactory.fillDefaults().span(3, 1).grab(true, false).hint(420, SWT.DEFAULT).applyTo(description);

        templates.addSelectionChangedListener(e -> templateChanged());
        fileText.addModifyListener(e -> validatePage());
        templates.setSelection(new StructuredSelection(ScenarioTemplate.EMPTY));
        setControl(page);
    }

    private void templateChanged() {
        ScenarioTemplate template = template();
        boolean sized = template.defaultSize() > 0;
        size.setEnabled(sized);
        sizeLabel.setEnabled(sized);
        if (sized) {
            size.setSelection(template.defaultSize());
        }
        for (int i = 0; i < tierSizes.length; i++) {
            boolean shown = i < template.tiers().size();
            tierLabels[i].setVisible(shown);
            tierSizes[i].setVisible(shown);
            ((org.eclipse.swt.layout.GridData) tierLabels[i].getLayoutData()).exclude = !shown;
            ((org.eclipse.swt.layout.GridData) tierSizes[i].getLayoutData()).exclude = !shown;
            if (shown) {
                tierLabels[i].setText(template.tiers().get(i).label());
                tierSizes[i].setSelection(template.tiers().get(i).defaultCount());
            }
        }
        sizeLabel.setText(template.tiers().isEmpty() ? "&Size:" : "&Hosts per leaf:");
        sizeLabel.getParent().layout(true, true);
        description.setText(template.description());
        validatePage();
    }

    private void browse() {
        FileDialog dialog = new FileDialog(getShell(), SWT.SAVE);
        dialog.setFilterExtensions(new String[] { "*.dclab" });
        dialog.setOverwrite(true);
        String chosen = dialog.open();
        if (chosen != null) {
            fileText.setText(chosen.endsWith(".dclab") ? chosen : chosen + ".dclab");
        }
    }

    private void validatePage() {
        String text = fileText.getText().trim();
        String error = null;
        if (text.isEmpty()) {
            error = "Choose a file for the scenario.";
        } else if (!text.endsWith(".dclab")) {
            error = "Scenario files end in .dclab.";
        } else if (Path.of(text).getParent() != null && !Files.isDirectory(Path.of(text).getParent())) {
            error = "The folder " + Path.of(text).getParent() + " does not exist.";
        }
        setErrorMessage(error);
        setMessage(error == null && Files.exists(Path.of(text)) ? "The file exists and will be replaced." : null, WARNING);
        setPageComplete(error == null && template() != null);
    }

    Path file() {
        return Path.of(fileText.getText().trim());
    }

    ScenarioTemplate template() {
        Object selected = templates.getStructuredSelection().getFirstElement();
        return selected == null ? ScenarioTemplate.EMPTY : (ScenarioTemplate) selected;
    }

    int size() {
        return size.getSelection();
    }

    /** The sizes of the template's tiers as chosen, in order. */
    int[] tierSizes() {
        int[] sizes = new int[template().tiers().size()];
        for (int i = 0; i < sizes.length; i++) {
            sizes[i] = tierSizes[i].getSelection();
        }
        return sizes;
    }
}
