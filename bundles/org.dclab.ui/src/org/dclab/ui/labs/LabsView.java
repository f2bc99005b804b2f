package org.dclab.ui.labs;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import org.dclab.sim.labs.LabSheet;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.layout.RowLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.ui.part.ViewPart;

/**
 * Help ▸ DC Lab Labs: the lab sheets of {@code examples/labs/}, one selected at a time, its text rendered, with a
 * button per scenario it names that opens the scenario in the topology editor.
 */
public final class LabsView extends ViewPart {

    public static final String ID = "org.dclab.ui.views.labs";

    private org.eclipse.swt.widgets.List labList;
    private Composite scenarioButtons;
    private StyledText sheetText;
    private MarkdownStyles styles;
    private List<LabSheet> sheets = List.of();

    @Override
    public void createPartControl(Composite parent) {
        SashForm sash = new SashForm(parent, SWT.VERTICAL);
        labList = new org.eclipse.swt.widgets.List(sash, SWT.SINGLE | SWT.V_SCROLL);
        Composite sheet = new Composite(sash, SWT.NONE);
        sheet.setLayout(new GridLayout(1, false));
        scenarioButtons = new Composite(sheet, SWT.NONE);
        scenarioButtons.setLayout(new RowLayout(SWT.HORIZONTAL));
        scenarioButtons.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        sheetText = new StyledText(sheet, SWT.READ_ONLY | SWT.WRAP | SWT.V_SCROLL);
        sheetText.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        sheetText.setMargins(8, 4, 8, 4);
        styles = new MarkdownStyles(sheetText);
        sash.setWeights(1, 5);
        labList.addListener(SWT.Selection, e -> show(labList.getSelectionIndex()));
        load();
    }

    private void load() {
        Optional<Path> examples = ExamplesFolder.find();
        if (examples.isEmpty()) {
            sheetText.setText("No lab sheets found: DC Lab looks for examples/labs/ beside the product.");
            return;
        }
        try {
            sheets = LabSheet.readAll(examples.get().resolve("labs"));
        } catch (IOException e) {
            sheetText.setText("The lab sheets could not be read: " + e.getMessage());
            return;
        }
        for (int i = 0; i < sheets.size(); i++) {
            labList.add("Lab " + (i + 1) + ": " + sheets.get(i).title());
        }
        if (!sheets.isEmpty()) {
            labList.select(0);
            show(0);
        }
    }

    /** Shows the {@code index}th sheet (as in the list) and its scenarios' buttons. */
    public void show(int index) {
        if (index < 0 || index >= sheets.size()) {
            return;
        }
        labList.setSelection(index);
        LabSheet sheet = sheets.get(index);
        for (Control c : scenarioButtons.getChildren()) {
            c.dispose();
        }
        new Label(scenarioButtons, SWT.NONE).setText("Open scenario:");
        List<Path> files = sheet.scenarioFiles();
        for (int i = 0; i < files.size(); i++) {
            Path file = files.get(i);
            Button open = new Button(scenarioButtons, SWT.PUSH);
            open.setText(sheet.scenarios().get(i));
            open.setToolTipText("Open " + file + " in the topology editor");
            open.addListener(SWT.Selection, e -> ScenarioOpener.open(getSite().getPage(), file));
        }
        styles.show(MarkdownText.render(sheet.body()));
        scenarioButtons.getParent().layout(true, true);
    }

    /** The sheets shown, in list order. */
    public List<LabSheet> sheets() {
        return sheets;
    }

    @Override
    public void setFocus() {
        labList.setFocus();
    }
}
