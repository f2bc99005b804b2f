package org.dclab.ui.welcome;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

import org.dclab.cli.api.ProductInfo;
import org.dclab.ui.labs.ExamplesFolder;
import org.dclab.ui.labs.LabsView;
import org.dclab.ui.labs.ScenarioOpener;
import org.eclipse.core.commands.common.NotDefinedException;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.ScrolledComposite;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.layout.RowLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.handlers.IHandlerService;
import org.eclipse.ui.part.ViewPart;

/**
 * The welcome page: what DC Lab is, and a way into it for someone who has never seen it: the labs, a new scenario, an
 * example. Shown once per workspace on first start ({@link FirstStart}); Help ▸ Welcome reopens it.
 */
public final class WelcomeView extends ViewPart {

    public static final String ID = "org.dclab.ui.views.welcome";
    /** The topology editor's commands, by id: this bundle does not depend on the editor's. */
    static final String NEW_SCENARIO = "org.dclab.ui.editor.commands.newScenario";
    static final String OPEN_SCENARIO = "org.dclab.ui.editor.commands.openScenario";

    private static final String ABOUT = "DC Lab simulates datacenter congestion control packet by packet, and is made for teaching it. "
            + "Draw a topology or open one, step the simulation event by event, and watch queues fill, congestion windows saw "
            + "and incast collapse in the live charts. It reproduces the experiments of three papers: AIPM (application-layer "
            + "incast control), DCTCP and TCP sharing a bottleneck under drop-tail, threshold marking, RED and CHOKe, and "
            + "GEMINI across datacenters. The same scenarios run headless: ./dclab run FILE.dclab --json.";
    private static final String START = "New here? Start with the labs: each asks you to predict, then run a scenario, then "
            + "compare with what the paper reports.";

    private org.eclipse.swt.widgets.List examples;
    private List<Path> exampleFiles = List.of();

    @Override
    public void createPartControl(Composite parent) {
        ScrolledComposite scroll = new ScrolledComposite(parent, SWT.V_SCROLL);
        Composite page = new Composite(scroll, SWT.NONE);
        page.setLayout(new GridLayout(1, false));

        Label title = new Label(page, SWT.NONE);
        title.setText("Welcome to " + ProductInfo.NAME);
        title.setFont(JFaceResources.getHeaderFont());
        paragraph(page, ABOUT);
        paragraph(page, START);

        Composite actions = new Composite(page, SWT.NONE);
        actions.setLayout(new RowLayout(SWT.HORIZONTAL));
        button(actions, "Open the Labs", () -> getSite().getPage().showView(LabsView.ID));
        button(actions, "New Scenario\u2026", () -> command(NEW_SCENARIO));
        button(actions, "Open Scenario\u2026", () -> command(OPEN_SCENARIO));

        Label exampleLabel = new Label(page, SWT.NONE);
        exampleLabel.setText("Examples (double-click to open):");
        examples = new org.eclipse.swt.widgets.List(page, SWT.SINGLE | SWT.V_SCROLL | SWT.BORDER);
        GridData listData = new GridData(SWT.FILL, SWT.TOP, true, false);
        listData.heightHint = examples.getItemHeight() * 10;
        examples.setLayoutData(listData);
        examples.addListener(SWT.DefaultSelection, e -> openExample());
        button(page, "Open Example", this::openExample);
        fillExamples();

        scroll.setContent(page);
        scroll.setExpandHorizontal(true);
        scroll.setExpandVertical(true);
        scroll.addListener(SWT.Resize, e -> {
            int width = scroll.getClientArea().width;
            scroll.setMinSize(page.computeSize(width, SWT.DEFAULT));
        });
    }

    private static void paragraph(Composite parent, String text) {
        Label label = new Label(parent, SWT.WRAP);
        label.setText(text);
        GridData data = new GridData(SWT.FILL, SWT.TOP, true, false);
        data.widthHint = 400;
        label.setLayoutData(data);
    }

    private interface Action {
        void run() throws Exception;
    }

    private void button(Composite parent, String text, Action action) {
        Button b = new Button(parent, SWT.PUSH);
        b.setText(text);
        b.addListener(SWT.Selection, e -> {
            try {
                action.run();
            } catch (Exception ex) {
                MessageDialog.openError(getSite().getShell(), text, ex.getMessage());
            }
        });
    }

    private void command(String id) throws Exception {
        IHandlerService handlers = getSite().getService(IHandlerService.class);
        try {
            handlers.executeCommand(id, null);
        } catch (NotDefinedException e) {
            throw new PartInitException("The topology editor is not installed (" + id + ")", e);
        }
    }

    private void fillExamples() {
        Optional<Path> folder = ExamplesFolder.find();
        if (folder.isEmpty()) {
            examples.add("(no examples/ folder found beside the product)");
            return;
        }
        try (Stream<Path> files = Files.list(folder.get())) {
            exampleFiles = files.filter(f -> f.getFileName().toString().endsWith(".dclab")).sorted().toList();
        } catch (IOException e) {
            examples.add("(examples could not be listed: " + e.getMessage() + ")");
            return;
        }
        exampleFiles.forEach(f -> examples.add(f.getFileName().toString()));
    }

    private void openExample() {
        int i = examples.getSelectionIndex();
        if (i >= 0 && i < exampleFiles.size()) {
            ScenarioOpener.open(getSite().getPage(), exampleFiles.get(i));
        }
    }

    /** The example files listed, in list order. */
    public List<Path> exampleFiles() {
        return exampleFiles;
    }

    @Override
    public void setFocus() {
        examples.setFocus();
    }
}
