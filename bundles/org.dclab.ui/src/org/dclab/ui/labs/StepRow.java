package org.dclab.ui.labs;

import java.util.stream.Collectors;

import org.dclab.sim.labs.LabAction;
import org.dclab.sim.labs.LabSheet;
import org.dclab.sim.labs.LabStep;
import org.dclab.sim.labs.Prediction;
import org.dclab.ui.classroom.ClassSharing;
import org.dclab.ui.labs.PredictionRecords.Measured;
import org.dclab.ui.present.Presentation;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.jface.resource.FontDescriptor;
import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.jface.resource.LocalResourceManager;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.ScrolledComposite;
import org.eclipse.swt.graphics.FontData;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.IWorkbenchPage;

/**
 * One step of a lab sheet as the step panel's card: its text, larger than a view's, its <em>Do it</em> button with what it does, and, when the step
 * asks for a number, a field for the student's prediction and, once the run stands still, the prediction next to what
 * the run measured.
 */
final class StepRow extends Composite {

    /** Heads the row: "Step 2". */
    static final String HEADER = "Step ";
    static final String DO_IT = "Do it";
    static final String NOT_YET = "Type your prediction, then Do it: the run's value comes here.";
    static final String RUNNING = "Running\u2026 the run's value comes when it stands still.";
    static final String ASK_CLASS = "Ask the Class";
    /** A step's text is this much larger than a view's: shown one at a time, a step has the room, and a projector needs it. */
    static final double CARD_TEXT = 1.25;

    private final LabSheet sheet;
    private final LabStep step;
    private final PredictionRecords records;
    private final Button doIt;
    /** Lays the panel out again when a row's text grows or shrinks. */
    private final Runnable reflow;
    private Text predicted;
    private Label comparison;
    private Button askClass;
    private final Runnable sharingChanged = this::showAskClass;

    StepRow(Composite parent, LabSheet sheet, LabStep step, PredictionRecords records, IWorkbenchPage page, Runnable reflow) {
        super(parent, SWT.NONE);
        this.reflow = reflow;
        this.sheet = sheet;
        this.step = step;
        this.records = records;
        GridLayoutFactory.fillDefaults().numColumns(3).spacing(6, 4).margins(0, 4).applyTo(this);

        Label header = new Label(this, SWT.NONE);
        header.setText(HEADER + step.number());
        header.setFont(JFaceResources.getBannerFont());
        GridDataFactory.fillDefaults().span(3, 1).applyTo(header);

        MarkdownPane text = new MarkdownPane(this, SWT.READ_ONLY | SWT.WRAP);
        text.setBackground(parent.getBackground());
        text.setCaret(null);
        FontData[] everyday = JFaceResources.getDefaultFont().getFontData();
        text.setFont(new LocalResourceManager(JFaceResources.getResources(), this).create(FontDescriptor.createFrom(everyday).setHeight(
                (int) Math.round(everyday[0].getHeight() * CARD_TEXT))));
        text.show(MarkdownText.render(withoutNumber(step.text())));
        GridDataFactory.fillDefaults().grab(true, false).span(3, 1).hint(1, SWT.DEFAULT).applyTo(text);

        doIt = new Button(this, SWT.PUSH);
        doIt.setText(DO_IT);
        doIt.setEnabled(!step.doIt().isEmpty());
        Label what = new Label(this, SWT.WRAP);
        what.setText(step.doIt().isEmpty() ? "(done by hand, as the text says)"
                : step.doIt().stream().map(LabAction::text).collect(Collectors.joining("; ")));
        what.setForeground(getDisplay().getSystemColor(SWT.COLOR_WIDGET_DARK_SHADOW));
        GridDataFactory.fillDefaults().grab(true, false).span(2, 1).hint(1, SWT.DEFAULT).align(SWT.FILL, SWT.CENTER).applyTo(what);
        doIt.addListener(SWT.Selection, e -> doIt(page));

        step.prediction().ifPresent(this::predictionWidgets);
    }

    private void predictionWidgets(Prediction p) {
        Label question = new Label(this, SWT.WRAP);
        question.setText("Predict: " + p.question() + " (" + p.unit() + ")");
        question.setFont(JFaceResources.getFontRegistry().getBold(JFaceResources.DEFAULT_FONT));
        GridDataFactory.fillDefaults().grab(true, false).span(2, 1).hint(1, SWT.DEFAULT).align(SWT.FILL, SWT.CENTER).applyTo(question);
        predicted = new Text(this, SWT.BORDER | SWT.RIGHT);
        predicted.setMessage(p.unit());
        predicted.setText(records.typed(sheet, p));
        predicted.setToolTipText("Your prediction, in " + p.unit() + "; kept with the workspace");
        GridDataFactory.fillDefaults().hint(Presentation.scale(90), SWT.DEFAULT).align(SWT.END, SWT.CENTER).applyTo(predicted);
        predicted.addListener(SWT.Modify, e -> {
            records.type(sheet, p, predicted.getText().strip());
            records.measured(sheet, p).ifPresent(this::show);
        });

        askClass = new Button(this, SWT.PUSH);
        askClass.setText(ASK_CLASS);
        askClass.setToolTipText("Students sharing this run answer this prediction from their browsers");
        GridDataFactory.fillDefaults().span(3, 1).align(SWT.END, SWT.CENTER).applyTo(askClass);
        askClass.addListener(SWT.Selection, e -> ClassSharing.ask(questionId(), title(), plainText(), p.question(), p
                .unit()));
        ClassSharing.addListener(sharingChanged);
        addListener(SWT.Dispose, e -> ClassSharing.removeListener(sharingChanged));
        showAskClass();

        comparison = new Label(this, SWT.WRAP);
        comparison.setFont(JFaceResources.getFontRegistry().getBold(JFaceResources.DEFAULT_FONT));
        comparison.setForeground(getDisplay().getSystemColor(SWT.COLOR_DARK_BLUE));
        GridDataFactory.fillDefaults().grab(true, false).span(3, 1).hint(1, SWT.DEFAULT).applyTo(comparison);
        comparison.setText(NOT_YET);
        records.measured(sheet, p).ifPresent(this::show);
    }

    private void doIt(IWorkbenchPage page) {
        if (comparison != null) {
            comparison.setText(RUNNING);
            comparison.setToolTipText(null);
            reflow.run();
        }
        ClassSharing.showStep(title(), plainText());
        DoIt.start(page, sheet, step, outcome -> {
            if (outcome.problem() == null && step.prediction().isPresent()) {
                ClassSharing.measured(questionId(), outcome.measured());
            }
            if (isDisposed()) {
                // The view was closed meanwhile: the measurement is kept for when it opens again.
                step.prediction().filter(p -> outcome.problem() == null)
                        .ifPresent(p -> records.measure(sheet, p, new Measured(outcome.measured(), outcome.standing())));
                return;
            }
            if (outcome.problem() != null) {
                if (comparison != null) {
                    comparison.setText(outcome.problem());
                    reflow.run();
                }
                return;
            }
            step.prediction().ifPresent(p -> {
                Measured measured = new Measured(outcome.measured(), outcome.standing());
                records.measure(sheet, p, measured);
                show(measured);
                revealComparison();
            });
        });
    }

    private void show(Measured measured) {
        Prediction p = step.prediction().orElseThrow();
        Comparison c = new Comparison(Comparison.parse(predicted.getText()), measured.value(), p.unit());
        comparison.setText(c.sentence());
        comparison.setToolTipText(measured.standing().isEmpty() ? null : "The run " + measured.standing());
        reflow.run();
    }

    /** Scrolls the step panel so the comparison just shown is in view, as the student looks for it. */
    private void revealComparison() {
        for (Composite c = getParent(); c != null; c = c.getParent()) {
            if (c instanceof ScrolledComposite scroll) {
                scroll.showControl(comparison);
                return;
            }
        }
    }

    /** Only while the class shares the run is the class asked. */
    private void showAskClass() {
        if (askClass == null || askClass.isDisposed()) {
            return;
        }
        boolean sharing = ClassSharing.current().isPresent();
        if (askClass.getVisible() != sharing) {
            askClass.setVisible(sharing);
            ((org.eclipse.swt.layout.GridData) askClass.getLayoutData()).exclude = !sharing;
            reflow.run();
        }
    }

    /** The step's text as the class page shows it: plain text, without the sheet's Markdown marks. */
    private String plainText() {
        return withoutNumber(step.text()).replaceAll("\\*\\*?([^*]+)\\*\\*?", "$1").replace("`", "");
    }

    /** The question's name in the class page's requests: the sheet's file and the step, letters and digits. */
    private String questionId() {
        String file = sheet.file().getFileName().toString().replaceFirst("\\.md$", "").replaceAll("[^A-Za-z0-9._-]", "-");
        return file + ":step" + step.number();
    }

    /** "Lab 4: DCTCP and TCP coexistence, step 2", as the class page heads it. */
    private String title() {
        return sheet.title() + ", step " + step.number();
    }

    /** The step's text without its leading "2. ": the header says the number. */
    private static String withoutNumber(String text) {
        return text.replaceFirst("^\\d+\\.\\s+", "");
    }
}
