package org.dclab.ui.editor;

import java.io.IOException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;

import org.dclab.model.Scenario;
import org.dclab.model.resource.ScenarioFileException;
import org.dclab.model.resource.ScenarioFiles;
import org.dclab.model.provider.DclabItemProviderAdapterFactory;
import org.dclab.sim.labs.ShippedExamples;
import org.dclab.ui.editor.layout.LayeredLayout;
import org.dclab.ui.editor.outline.ScenarioOutlinePage;
import org.dclab.ui.editor.palette.PaletteBar;
import org.dclab.ui.editor.parts.DiagramViewer;
import org.dclab.ui.editor.properties.ElementPropertySourceProvider;
import org.dclab.ui.editor.validation.Problem;
import org.dclab.ui.editor.validation.ProblemSource;
import org.dclab.ui.editor.validation.ScenarioValidation;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.ListenerList;
import org.eclipse.core.runtime.Platform;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.dclab.ui.views.TimelineBar;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.common.command.Command;
import org.eclipse.emf.common.command.BasicCommandStack;
import org.eclipse.emf.common.command.CommandStack;
import org.eclipse.emf.common.command.CommandStackListener;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.edit.domain.AdapterFactoryEditingDomain;
import org.eclipse.emf.edit.domain.EditingDomain;
import org.eclipse.emf.edit.domain.IEditingDomainProvider;
import org.eclipse.emf.edit.provider.ComposedAdapterFactory;
import org.eclipse.emf.edit.provider.ReflectiveItemProviderAdapterFactory;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.osgi.service.datalocation.Location;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.ui.IActionBars;
import org.eclipse.ui.IEditorInput;
import org.eclipse.ui.IEditorSite;
import org.eclipse.ui.IPathEditorInput;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.contexts.IContextService;
import org.eclipse.ui.part.EditorPart;
import org.eclipse.ui.views.contentoutline.IContentOutlinePage;
import org.eclipse.ui.views.properties.IPropertySheetPage;
import org.eclipse.ui.views.properties.PropertySheetPage;

/**
 * The topology editor for one {@code .dclab} file: a canvas with a palette, the Outline and Properties pages, all
 * editing one model through one {@link AdapterFactoryEditingDomain}, so every change from any of them is a command
 * on one stack and Undo/Redo (wired up by {@link ScenarioActionBarContributor}) covers them all. A file that does not
 * load shows an {@link ErrorPage} instead.
 */
public final class ScenarioEditor extends EditorPart implements IEditingDomainProvider, ProblemSource {

    public static final String ID = "org.dclab.ui.editor.scenarioEditor";
    public static final String CONTEXT_ID = "org.dclab.ui.editor.context";

    private ComposedAdapterFactory adapterFactory;
    private AdapterFactoryEditingDomain domain;
    private Scenario scenario;
    private String loadProblem;
    private Path file;
    /** Whether the file is one of the product's examples, which is never written: saving it saves a copy elsewhere. */
    private boolean shipped;
    private Control content;
    private DiagramViewer viewer;
    private TimelineBar timeline;
    private ScenarioOutlinePage outline;
    private PropertySheetPage propertySheet;
    private List<Problem> problems = List.of();
    private final ListenerList<Runnable> problemListeners = new ListenerList<>();
    private final CommandStackListener stackListener = event -> getSite().getShell().getDisplay().asyncExec(this::commandStackChanged);

    @Override
    public void init(IEditorSite site, IEditorInput input) throws PartInitException {
        if (!(input instanceof IPathEditorInput pathInput)) {
            throw new PartInitException("The DC Lab editor opens files, not " + input.getName());
        }
        setSite(site);
        file = pathInput.getPath().toPath();
        shipped = isShipped(file);
        // Whoever opened the file (the Labs view, the welcome page, a restart), the editor keeps its own input: the
        // one that is saved with the workbench and restored, and the one a second opening of the file finds.
        setInputWithNotify(input instanceof ScenarioEditorInput ? input : new ScenarioEditorInput(file));
        setPartName(input.getName());
        setTitleToolTip(toolTip());

        adapterFactory = new ComposedAdapterFactory();
        adapterFactory.addAdapterFactory(new DclabItemProviderAdapterFactory());
        adapterFactory.addAdapterFactory(new ReflectiveItemProviderAdapterFactory());
        BasicCommandStack stack = new BasicCommandStack();
        domain = new AdapterFactoryEditingDomain(adapterFactory, stack, new HashMap<>());
        load();
        stack.addCommandStackListener(stackListener);
    }

    @Override
    public void createPartControl(Composite parent) {
        if (!isLoaded()) {
            content = new ErrorPage(parent, file, loadProblem).getControl();
            return;
        }
        Composite body = new Composite(parent, SWT.NONE);
        GridLayoutFactory.fillDefaults().numColumns(2).spacing(0, 0).applyTo(body);
        viewer = new DiagramViewer(body, domain, scenario.getNetwork());
        PaletteBar palette = new PaletteBar(body, viewer);
        palette.getControl().moveAbove(viewer.getControl());
        GridDataFactory.fillDefaults().grab(false, true).applyTo(palette.getControl());
        GridDataFactory.fillDefaults().grab(true, true).applyTo(viewer.getControl());
        palette.followWidthOf(body);
        // One timeline under the canvas for everything that shows the run: canvas, charts, Inspector, Event List.
        timeline = new TimelineBar(body, () -> scenario.eResource() == null || scenario.eResource().getURI() == null ? null
                : scenario.eResource().getURI().toString());
        GridDataFactory.fillDefaults().grab(true, false).span(2, 1).applyTo(timeline);
        content = body;
        getSite().setSelectionProvider(viewer);
        getSite().getService(IContextService.class).activateContext(CONTEXT_ID);
        validate();
    }

    /**
     * Reads the file into the editing domain's resource set. The model's loader words every failure as "file:line:col:
     * problem; fix", which the error page shows as it is.
     */
    private void load() {
        try {
            Scenario read = ScenarioFiles.load(ScenarioFiles.configure(domain.getResourceSet()), file);
            if (read.getNetwork() == null) {
                // Valid XML and a valid file, but nothing the canvas could draw on or add to.
                loadProblem = file + ": the scenario has no network; add <network/> inside <dclab:Scenario>";
            } else {
                scenario = read;
            }
        } catch (ScenarioFileException e) {
            loadProblem = e.getMessage();
        }
    }

    @Override
    public boolean isLoaded() {
        return scenario != null;
    }

    /** Why the file did not load, as the error page shows it; null when it did. */
    public String loadProblem() {
        return loadProblem;
    }

    /** The timeline under the canvas, or null when the file did not load. */
    public TimelineBar timeline() {
        return timeline;
    }

    /** The canvas, or null when the file did not load. */
    public DiagramViewer viewer() {
        return viewer;
    }

    public Scenario scenario() {
        return scenario;
    }

    @Override
    public EditingDomain getEditingDomain() {
        return domain;
    }

    public CommandStack commandStack() {
        return domain.getCommandStack();
    }

    // ---- validation ----

    /** Validates the scenario now and decorates the canvas with what was found. */
    public List<Problem> validate() {
        if (!isLoaded()) {
            return List.of();
        }
        problems = ScenarioValidation.validate(scenario);
        if (viewer == null || viewer.getControl().isDisposed()) {
            // Saved before the canvas was made (an editor restored but never shown) or from the prompt of a closing
            // workbench after it went: there is nothing to decorate.
            return problems;
        }
        viewer.setProblems(ScenarioValidation.severities(problems), ScenarioValidation.messages(problems));
        if (outline != null) {
            outline.setProblems(problems);
        }
        problemListeners.forEach(Runnable::run);
        return problems;
    }

    @Override
    public List<Problem> problems() {
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

    @Override
    public void reveal(Problem problem) {
        reveal(problem.element());
    }

    public void reveal(EObject element) {
        if (viewer != null) {
            viewer.reveal(element);
            viewer.getControl().setFocus();
        }
    }

    // ---- layout ----

    /** Lays the network out with ELK in a background job, then applies the result as one undoable command. */
    public void autoLayout() {
        if (!isLoaded()) {
            return;
        }
        LayeredLayout.Prepared prepared = LayeredLayout.prepare(scenario.getNetwork());
        Display display = viewer.getControl().getDisplay();
        Job job = Job.create("Auto-layout " + getPartName(), monitor -> {
            prepared.run();
            display.asyncExec(() -> {
                if (!viewer.getControl().isDisposed()) {
                    // The canvas is fitted to the new drawing when the stack reports the command (commandStackChanged).
                    Command layout = prepared.command(domain, scenario.getNetwork());
                    if (layout.canExecute()) {
                        viewer.execute(layout);
                    } else {
                        // Nothing to move is an answer too: a silent Auto-Layout looked like one that did not work.
                        getEditorSite().getActionBars().getStatusLineManager()
                                .setMessage("Auto-Layout: every node already stands where the layout puts it.");
                    }
                }
            });
            return Status.OK_STATUS;
        });
        job.setUser(false);
        job.schedule();
    }

    // ---- saving ----

    @Override
    public boolean isDirty() {
        return isLoaded() && ((BasicCommandStack) domain.getCommandStack()).isSaveNeeded();
    }

    /** Saves into the file, or, for one of the product's examples, asks where to save a copy (see {@link #shipped}). */
    @Override
    public void doSave(IProgressMonitor monitor) {
        if (shipped) {
            doSaveAs();
        } else {
            saveTo(file);
        }
    }

    @Override
    public boolean isSaveAsAllowed() {
        return isLoaded();
    }

    @Override
    public void doSaveAs() {
        FileDialog dialog = new FileDialog(getSite().getShell(), SWT.SAVE);
        dialog.setText(shipped ? "Save a Copy of the Example " + file.getFileName() : "Save Scenario As");
        dialog.setFilterExtensions(new String[] { "*.dclab" });
        dialog.setFilterPath(shipped ? System.getProperty("user.home") : file.getParent().toString());
        dialog.setFileName(file.getFileName().toString());
        dialog.setOverwrite(true);
        String chosen = dialog.open();
        if (chosen == null) {
            return;
        }
        Path target = Path.of(chosen.endsWith(".dclab") ? chosen : chosen + ".dclab");
        if (isShipped(target)) {
            MessageDialog.openError(getSite().getShell(), "Save As", target.getParent()
                    + " holds the examples DC Lab ships, which stay as they are; choose a folder of your own.");
            return;
        }
        if (saveTo(target)) {
            file = target;
            shipped = false;
            // The scenario now is the new file's: its run, highlight and colours are found under the new file's URI.
            scenario.eResource().setURI(URI.createFileURI(target.toAbsolutePath().toString()));
            ScenarioEditorInput input = new ScenarioEditorInput(target);
            // Named first: views told of the new input read the new name.
            setPartName(input.getName());
            setInputWithNotify(input);
            setTitleToolTip(toolTip());
        }
    }

    /**
     * Saves atomically through the model (the old file or the new one, never a part; permissions kept), marks the stack
     * clean and validates (validation on save). Reports failures in a dialog.
     */
    private boolean saveTo(Path target) {
        try {
            ScenarioFiles.save(scenario, target);
        } catch (IOException | RuntimeException e) {
            MessageDialog.openError(getSite().getShell(), "Save failed", "Could not save " + target + ":\n" + e.getMessage());
            return false;
        }
        ((BasicCommandStack) domain.getCommandStack()).saveIsDone();
        firePropertyChange(PROP_DIRTY);
        validate();
        return true;
    }

    private static boolean isShipped(Path file) {
        Location install = Platform.getInstallLocation();
        return install != null && ShippedExamples.isShipped(file, install.getURL());
    }

    private String toolTip() {
        return shipped ? file + "\nAn example DC Lab ships: Save keeps your changes in a copy of your own." : file.toString();
    }

    private void commandStackChanged() {
        if (content == null || content.isDisposed()) {
            return;
        }
        firePropertyChange(PROP_DIRTY);
        viewer.scenarioEdited();
        if (LayeredLayout.isLayout(domain.getCommandStack().getMostRecentCommand())) {
            // A layout, its Undo and its Redo move every node: what was in view says nothing of where they are now.
            viewer.zoom().zoomToFit();
        }
        if (propertySheet != null && propertySheet.getControl() != null && !propertySheet.getControl().isDisposed()) {
            propertySheet.refresh();
        }
        if (getEditorSite().getActionBarContributor() instanceof ScenarioActionBarContributor contributor) {
            contributor.update();
        }
        if (!problems.isEmpty()) {
            // Keep decorations truthful once shown: a fix should make its mark go away without another Validate.
            validate();
        }
    }

    // ---- adapters for the Outline and Properties views ----

    @Override
    public <T> T getAdapter(Class<T> adapter) {
        if (adapter == IContentOutlinePage.class && isLoaded() && viewer != null) {
            if (outline == null || outline.getControl() == null || outline.getControl().isDisposed()) {
                outline = new ScenarioOutlinePage(scenario, viewer, adapterFactory, domain);
                outline.setProblems(problems);
            }
            return adapter.cast(outline);
        }
        if (adapter == IPropertySheetPage.class && isLoaded()) {
            if (propertySheet == null || propertySheet.getControl() == null || propertySheet.getControl().isDisposed()) {
                propertySheet = new PropertySheetPage() {
                    @Override
                    public void setActionBars(IActionBars bars) {
                        super.setActionBars(bars);
                        // Ctrl+Z right after typing into a cell undoes that edit, with the focus still in the view.
                        StackAction.install(bars, commandStack());
                    }
                };
                propertySheet.setPropertySourceProvider(new ElementPropertySourceProvider(domain, adapterFactory));
            }
            return adapter.cast(propertySheet);
        }
        if (adapter == EditingDomain.class) {
            return adapter.cast(domain);
        }
        // The Simulation Control view finds the scenario to run through this, without depending on the editor.
        if (adapter == Scenario.class && isLoaded()) {
            return adapter.cast(scenario);
        }
        return super.getAdapter(adapter);
    }

    @Override
    public void setFocus() {
        if (content != null && !content.isDisposed()) {
            (viewer != null ? viewer.getControl() : content).setFocus();
        }
    }

    @Override
    public void dispose() {
        if (domain != null) {
            domain.getCommandStack().removeCommandStackListener(stackListener);
        }
        if (adapterFactory != null) {
            adapterFactory.dispose();
        }
        super.dispose();
    }
}
