package org.dclab.ui.controleditor;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

import org.dclab.control.compiler.CompileProblem;
import org.dclab.control.compiler.ControlFailure;
import org.dclab.control.compiler.StudentControls;
import org.dclab.ui.editor.validation.Problem;
import org.dclab.ui.editor.validation.ProblemSource;
import org.eclipse.core.runtime.jobs.ISchedulingRule;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.action.IStatusLineManager;
import org.eclipse.jface.preference.PreferenceStore;
import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.IRegion;
import org.eclipse.jface.text.ITextViewerExtension2;
import org.eclipse.jface.text.Position;
import org.eclipse.jface.text.source.Annotation;
import org.eclipse.jface.text.source.AnnotationPainter;
import org.eclipse.jface.text.source.AnnotationRulerColumn;
import org.eclipse.jface.text.source.CompositeRuler;
import org.eclipse.jface.text.source.IAnnotationModel;
import org.eclipse.jface.text.source.IAnnotationModelExtension;
import org.eclipse.jface.text.source.ISourceViewer;
import org.eclipse.jface.text.source.IVerticalRuler;
import org.eclipse.jface.text.source.LineNumberRulerColumn;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.ui.texteditor.AbstractTextEditor;

/**
 * The Java source of a student's congestion control: the platform's text editor with Java's colours, line numbers and
 * a ruler of compile errors. Each save compiles it with ecj in a job and, once it compiles, registers the control so
 * Properties offers it; the errors go onto their lines and into DC Lab Problems, and the status line says the first or
 * that the control is ready.
 */
public final class ControlEditor extends AbstractTextEditor implements ProblemSource {

    public static final String ID = "org.dclab.ui.controleditor.editor";

    private static final Color SQUIGGLE = new Color(255, 0, 0);

    /** Compiles of one file one after the other, so the newest save's errors are the ones left showing. */
    private final ISchedulingRule compiling = new ISchedulingRule() {
        @Override
        public boolean contains(ISchedulingRule rule) {
            return rule == this;
        }

        @Override
        public boolean isConflicting(ISchedulingRule rule) {
            return rule == this;
        }
    };
    private volatile BuildOutcome outcome;
    private volatile int compiles;
    private final List<Runnable> problemListeners = new CopyOnWriteArrayList<>();
    /** Marks the line where a run of this control stopped; called on the run's thread. */
    private final Consumer<ControlFailure> failures = this::failed;

    public ControlEditor() {
        setDocumentProvider(new ControlDocumentProvider());
        setSourceViewerConfiguration(new JavaColouring());
        setPreferenceStore(new PreferenceStore());
    }

    @Override
    protected IVerticalRuler createVerticalRuler() {
        CompositeRuler ruler = new CompositeRuler();
        AnnotationRulerColumn errors = new AnnotationRulerColumn(16, LineError.ACCESS);
        errors.addAnnotationType(LineError.TYPE);
        ruler.addDecorator(0, errors);
        ruler.addDecorator(1, new LineNumberRulerColumn());
        return ruler;
    }

    @Override
    public void createPartControl(Composite parent) {
        super.createPartControl(parent);
        ISourceViewer viewer = getSourceViewer();
        AnnotationPainter squiggles = new AnnotationPainter(viewer, LineError.ACCESS);
        squiggles.addAnnotationType(LineError.TYPE);
        squiggles.setAnnotationTypeColor(LineError.TYPE, SQUIGGLE);
        ((ITextViewerExtension2) viewer).addPainter(squiggles);
        StudentControls.addFailureListener(failures);
        compile();
    }

    @Override
    public void dispose() {
        StudentControls.removeFailureListener(failures);
        super.dispose();
    }

    @Override
    protected void editorSaved() {
        super.editorSaved();
        compile();
    }

    /** The lines (1-based) of the errors marked now, compile errors and where a run stopped, in order. */
    public List<Integer> errorLines() {
        return errors().stream().map(LineError::line).toList();
    }

    private List<LineError> errors() {
        List<LineError> errors = new ArrayList<>();
        getDocumentProvider().getAnnotationModel(getEditorInput()).getAnnotationIterator().forEachRemaining(a -> {
            if (a instanceof LineError error) {
                errors.add(error);
            }
        });
        errors.sort(Comparator.comparingInt(LineError::line));
        return errors;
    }

    private String place(LineError error) {
        return getEditorInput().getName() + " line " + error.line();
    }

    /** The errors marked now, for DC Lab Problems: "MyAimd.java line 40" and the message, in line order. */
    @Override
    public List<Problem> problems() {
        List<Problem> problems = new ArrayList<>();
        for (LineError error : errors()) {
            problems.add(Problem.at(place(error), error.getText()));
        }
        return problems;
    }

    @Override
    public void addProblemsListener(Runnable listener) {
        problemListeners.add(listener);
    }

    @Override
    public void removeProblemsListener(Runnable listener) {
        problemListeners.remove(listener);
    }

    /** Selects the line of {@code problem} and scrolls it into view. */
    @Override
    public void reveal(Problem problem) {
        IAnnotationModel model = getDocumentProvider().getAnnotationModel(getEditorInput());
        for (LineError error : errors()) {
            Position at = model.getPosition(error);
            if (place(error).equals(problem.place()) && at != null) {
                selectAndReveal(at.getOffset(), at.getLength());
                return;
            }
        }
    }

    /** How many compiles have come back; a test waits for the count to grow after a save. */
    public int compiles() {
        return compiles;
    }

    /** What the last compile said, as the status line showed it; null before the first has come back. */
    public String outcome() {
        BuildOutcome o = outcome;
        return o == null ? null : o.statusMessage();
    }

    private void compile() {
        ControlFileInput input = (ControlFileInput) getEditorInput();
        String className = ControlFolder.className(input.file());
        String source = getDocumentProvider().getDocument(input).get();
        Job job = Job.create("Compile " + input.getName(), monitor -> {
            BuildOutcome done = BuildOutcome.of(className, source);
            Composite shown = getSourceViewer() == null ? null : getSourceViewer().getTextWidget();
            if (shown != null && !shown.isDisposed()) {
                shown.getDisplay().asyncExec(() -> {
                    if (!shown.isDisposed()) {
                        show(done);
                    }
                });
            }
        });
        job.setRule(compiling);
        job.schedule();
    }

    private void show(BuildOutcome done) {
        outcome = done;
        IDocument document = getDocumentProvider().getDocument(getEditorInput());
        Map<Annotation, Position> errors = new HashMap<>();
        for (CompileProblem p : done.compilation().problems()) {
            errors.put(new LineError(p.line(), p.message()), position(document, p.line(), p.start(), p.end()));
        }
        if (done.refusal() != null) {
            int line = lineOf(document, "class " + done.compilation().className());
            errors.put(new LineError(line, done.refusal()), position(document, line, -1, -1));
        }
        IAnnotationModel model = getDocumentProvider().getAnnotationModel(getEditorInput());
        List<Annotation> old = new ArrayList<>();
        model.getAnnotationIterator().forEachRemaining(a -> {
            if (a instanceof LineError) {
                old.add(a);
            }
        });
        ((IAnnotationModelExtension) model).replaceAnnotations(old.toArray(Annotation[]::new), errors);
        IStatusLineManager status = getEditorSite().getActionBars().getStatusLineManager();
        if (done.registered()) {
            status.setErrorMessage(null);
            status.setMessage(done.statusMessage());
        } else {
            status.setErrorMessage(done.statusMessage());
        }
        compiles++;
        problemListeners.forEach(Runnable::run);
    }

    /**
     * A run of this file's control stopped at one of its lines: the line is marked as a compile error is, until the next
     * save compiles the file again, and the status line says why.
     */
    private void failed(ControlFailure failure) {
        Composite shown = getSourceViewer() == null ? null : getSourceViewer().getTextWidget();
        if (shown == null || shown.isDisposed() || !failure.fileName().equals(getEditorInput().getName())) {
            return;
        }
        shown.getDisplay().asyncExec(() -> {
            if (shown.isDisposed()) {
                return;
            }
            IDocument document = getDocumentProvider().getDocument(getEditorInput());
            int line = Math.max(1, failure.line());
            IAnnotationModel model = getDocumentProvider().getAnnotationModel(getEditorInput());
            model.addAnnotation(new LineError(line, "The run stopped here: " + failure.what()), position(document, line, -1, -1));
            getEditorSite().getActionBars().getStatusLineManager().setErrorMessage(failure.getMessage());
            problemListeners.forEach(Runnable::run);
        });
    }

    /** Where a problem is in the document now: the characters the compiler named, else its whole line. */
    private static Position position(IDocument document, int line, int start, int end) {
        try {
            if (start >= 0 && end > start && end <= document.getLength()) {
                return new Position(start, end - start);
            }
            IRegion region = document.getLineInformation(Math.min(line, document.getNumberOfLines()) - 1);
            return new Position(region.getOffset(), region.getLength());
        } catch (BadLocationException e) {
            return new Position(0, 0);
        }
    }

    private static int lineOf(IDocument document, String text) {
        int at = document.get().indexOf(text);
        try {
            return at < 0 ? 1 : document.getLineOfOffset(at) + 1;
        } catch (BadLocationException e) {
            return 1;
        }
    }
}
