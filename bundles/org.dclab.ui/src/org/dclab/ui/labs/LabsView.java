package org.dclab.ui.labs;

import java.io.IOException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.dclab.sim.labs.LabSheet;
import org.dclab.sim.labs.LabStep;
import org.dclab.ui.present.Presentation;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.custom.ScrolledComposite;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.RowLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Listener;
import org.eclipse.swt.widgets.Event;
import org.eclipse.ui.part.ViewPart;

/**
 * Help ▸ DC Lab Labs: the lab sheets of {@code examples/labs/}, one selected at a time, docked beside the charts (see
 * the perspective). Its steps are shown one at a time, as a card in a large font (room on a projector): the step's
 * text, its <em>Do it</em> button and, where the step asks for one, a field for a prediction that is compared with what
 * the run measures; Back and Next turn the cards. Below them the rest of the sheet (what to predict, the questions, the
 * paper's numbers) stays in view; in teacher mode, for a sheet projected to the class, without the answers. A button per
 * scenario the sheet names heads the card.
 */
public final class LabsView extends ViewPart {

    public static final String ID = "org.dclab.ui.views.labs";
    /** The buttons that turn the cards, and the check box of teacher mode. */
    public static final String BACK = "\u25c0 Back";
    public static final String NEXT = "Next \u25b6";
    public static final String TEACHER_MODE = "Teacher mode";
    /** Heads the card bar: "Step 2 of 5". */
    public static final String CARD = "Step %d of %d";

    private Combo labList;
    private SashForm sash;
    private ScrolledComposite stepScroll;
    private Composite stepPanel;
    private MarkdownPane sheetText;
    private PredictionRecords records;
    private List<LabSheet> sheets = List.of();
    private SqueezedOutline squeezedOutline;
    /** The card each sheet shows, by its index in the list: a sheet picked again opens where it was left. */
    private final Map<Integer, Integer> cards = new HashMap<>();
    private boolean teacherMode;

    @Override
    public void createPartControl(Composite parent) {
        records = PredictionRecords.ofWorkspace();
        // Compact enough for a projector's 720 lines beside the editor: one line picks the lab; the scenario buttons
        // scroll away above the steps; the sheet's text keeps the lower part of the view.
        GridLayoutFactory.fillDefaults().spacing(0, 2).applyTo(parent);
        labList = new Combo(parent, SWT.READ_ONLY | SWT.DROP_DOWN);
        GridDataFactory.fillDefaults().grab(true, false).indent(4, 2).hint(1, SWT.DEFAULT).applyTo(labList);
        sash = new SashForm(parent, SWT.VERTICAL);
        GridDataFactory.fillDefaults().grab(true, true).applyTo(sash);

        stepScroll = new ScrolledComposite(sash, SWT.V_SCROLL);
        stepScroll.setExpandHorizontal(true);
        stepScroll.setExpandVertical(true);
        stepPanel = new Composite(stepScroll, SWT.NONE);
        GridLayoutFactory.fillDefaults().margins(8, 4).applyTo(stepPanel);
        stepScroll.setContent(stepPanel);
        stepScroll.addListener(SWT.Resize, e -> reflowSteps());

        sheetText = new MarkdownPane(sash, SWT.READ_ONLY | SWT.WRAP | SWT.V_SCROLL);
        sheetText.setMargins(8, 4, 8, 4);
        sash.setWeights(62, 38);
        labList.addListener(SWT.Selection, e -> show(labList.getSelectionIndex()));
        // The steps are made anew with the factor of the moment: their fields and wrapping follow the larger text.
        Presentation.follow(parent, () -> show(labList.getSelectionIndex()));
        load();
        // Docked beside the editor, the sheet may leave the Outline too narrow to read: looked at once it has its place.
        squeezedOutline = new SqueezedOutline(getSite().getPage(), ID, parent);
        parent.addListener(SWT.Resize, new Listener() {
            @Override
            public void handleEvent(Event e) {
                if (parent.getSize().x > 0) {
                    parent.removeListener(SWT.Resize, this);
                    parent.getDisplay().asyncExec(() -> {
                        if (!parent.isDisposed()) {
                            squeezedOutline.watch();
                            fitCard();
                        }
                    });
                }
            }
        });
    }

    @Override
    public void dispose() {
        if (squeezedOutline != null) {
            // After the sheet has left the layout: restoring while the page takes a view out (or resets) would race it.
            SqueezedOutline outline = squeezedOutline;
            outline.stopWatching();
            getSite().getShell().getDisplay().asyncExec(outline::restore);
        }
        super.dispose();
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

    /** Shows the {@code index}th sheet (as in the list): its steps, its text and its scenarios' buttons. */
    public void show(int index) {
        if (index < 0 || index >= sheets.size()) {
            return;
        }
        labList.select(index);
        LabSheet sheet = sheets.get(index);
        for (Control c : stepPanel.getChildren()) {
            c.dispose();
        }
        Composite scenarioButtons = new Composite(stepPanel, SWT.NONE);
        RowLayout row = new RowLayout(SWT.HORIZONTAL);
        row.marginLeft = 0;
        row.center = true;
        scenarioButtons.setLayout(row);
        GridDataFactory.fillDefaults().grab(true, false).hint(1, SWT.DEFAULT).applyTo(scenarioButtons);
        new Label(scenarioButtons, SWT.NONE).setText("Open scenario:");
        List<Path> files = sheet.scenarioFiles();
        for (int i = 0; i < files.size(); i++) {
            Path file = files.get(i);
            Button open = new Button(scenarioButtons, SWT.PUSH);
            open.setText(sheet.scenarios().get(i));
            open.setToolTipText("Open " + file + " in the topology editor");
            open.addListener(SWT.Selection, e -> ScenarioOpener.open(getSite().getPage(), file));
        }
        sheetText.show(MarkdownText.render(teacherMode ? sheet.bodyWithoutStepsOrAnswers() : sheet.bodyWithoutSteps()));
        showCard(index, sheet);
    }

    /** The card bar (Back, which step of how many, Next, teacher mode) and the card of the step the sheet is at. */
    private void showCard(int index, LabSheet sheet) {
        List<LabStep> steps = sheet.steps();
        int card = Math.max(0, Math.min(cards.getOrDefault(index, 0), steps.size() - 1));
        Composite bar = new Composite(stepPanel, SWT.NONE);
        RowLayout row = new RowLayout(SWT.HORIZONTAL);
        row.marginLeft = 0;
        row.center = true;
        bar.setLayout(row);
        GridDataFactory.fillDefaults().grab(true, false).hint(1, SWT.DEFAULT).applyTo(bar);
        Button back = new Button(bar, SWT.PUSH);
        back.setText(BACK);
        back.setEnabled(card > 0);
        back.addListener(SWT.Selection, e -> turn(index, card - 1));
        Label which = new Label(bar, SWT.NONE);
        which.setText(steps.isEmpty() ? "No steps" : String.format(CARD, steps.get(card).number(), steps.size()));
        which.setFont(JFaceResources.getFontRegistry().getBold(JFaceResources.DEFAULT_FONT));
        Button next = new Button(bar, SWT.PUSH);
        next.setText(NEXT);
        next.setEnabled(card < steps.size() - 1);
        next.addListener(SWT.Selection, e -> turn(index, card + 1));
        Button teacher = new Button(bar, SWT.CHECK);
        teacher.setText(TEACHER_MODE);
        teacher.setSelection(teacherMode);
        teacher.setToolTipText("Hide the answers to the questions and the paper's numbers, for a sheet projected to the class");
        teacher.addListener(SWT.Selection, e -> {
            teacherMode = teacher.getSelection();
            turn(index, card);
        });
        if (!steps.isEmpty()) {
            new Label(stepPanel, SWT.SEPARATOR | SWT.HORIZONTAL).setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
            StepRow step = new StepRow(stepPanel, sheet, steps.get(card), records, getSite().getPage(), this::reflowSteps);
            GridDataFactory.fillDefaults().grab(true, false).applyTo(step);
        }
        // Made after the view opened, the steps have not had the view's presentation pass: they get theirs here.
        Presentation.scaleFonts(stepPanel);
        stepScroll.setOrigin(0, 0);
        reflowSteps();
        fitCard();
    }

    /**
     * Gives the card the height it needs, up to four fifths of the view, and the sheet's text the rest: on the stage's
     * narrow column a step's text, its Do it and its prediction take more than the everyday share.
     */
    private void fitCard() {
        int total = sash.getClientArea().height - sash.getSashWidth();
        if (total <= 0) {
            return;
        }
        int width = stepScroll.getClientArea().width;
        int wanted = stepPanel.computeSize(Math.max(width, 200), SWT.DEFAULT).y;
        int card = Math.max(total * 2 / 5, Math.min(wanted, total * 4 / 5));
        sash.setWeights(card, total - card);
    }

    /**
     * Shows card {@code card} of sheet {@code index} afresh, after the button that asked for it has had its event: the
     * panel it sits in is made anew.
     */
    private void turn(int index, int card) {
        cards.put(index, card);
        getSite().getShell().getDisplay().asyncExec(() -> {
            if (!stepPanel.isDisposed()) {
                show(index);
            }
        });
    }

    /** Wraps the steps to the panel's width and lets it scroll over their whole height. */
    private void reflowSteps() {
        if (stepScroll.isDisposed()) {
            return;
        }
        int width = stepScroll.getClientArea().width;
        stepPanel.layout(true, true);
        stepScroll.setMinSize(stepPanel.computeSize(Math.max(width, 200), SWT.DEFAULT));
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
