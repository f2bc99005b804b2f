package org.dclab.ui.editor.outline;

import java.net.URL;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;

import org.dclab.model.Application;
import org.dclab.model.Link;
import org.dclab.model.Node;
import org.dclab.model.Scenario;
import org.dclab.ui.editor.StackAction;
import org.dclab.ui.editor.parts.DiagramViewer;
import org.dclab.ui.editor.validation.Problem;
import org.eclipse.emf.common.notify.AdapterFactory;
import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.emf.common.notify.Notification;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.util.EContentAdapter;
import org.eclipse.emf.edit.domain.EditingDomain;
import org.eclipse.emf.edit.provider.ComposedImage;
import org.eclipse.emf.edit.provider.IItemLabelProvider;
import org.eclipse.jface.fieldassist.FieldDecorationRegistry;
import org.eclipse.jface.resource.ImageDescriptor;
import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.jface.resource.LocalResourceManager;
import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.jface.viewers.ColumnViewerToolTipSupport;
import org.eclipse.jface.viewers.DecorationOverlayIcon;
import org.eclipse.jface.viewers.IDecoration;
import org.eclipse.jface.viewers.ISelectionChangedListener;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.ITreeContentProvider;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.jface.viewers.TreeViewer;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Display;
import org.eclipse.jface.action.Action;
import org.eclipse.ui.IActionBars;
import org.eclipse.ui.ISharedImages;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.actions.ActionFactory;
import org.eclipse.ui.views.contentoutline.ContentOutlinePage;

/**
 * The Outline: the whole scenario as folders of nodes, links, applications (each with the hosts it runs on), probes
 * and sweeps, labelled and iconed by the generated item providers; its context menu adds and deletes applications,
 * probes and sweeps. Selection goes both ways with the canvas; an
 * application selects its hosts there, and the Properties view edits whatever the tree selects. Model changes are
 * batched into one tree refresh, like the canvas's. Rows with validation problems carry an error or warning mark and
 * say what is wrong in their tooltip; a folder is marked when one of its rows is.
 */
public final class ScenarioOutlinePage extends ContentOutlinePage {

    /** A folder row of the tree; its children are read afresh on every refresh, as traffic and experiment may come and go. */
    private record Folder(String label, Function<Scenario, List<? extends EObject>> children) {
    }

    private static final Folder NODES = new Folder("Nodes", s -> s.getNetwork().getNodes());
    private static final Folder LINKS = new Folder("Links", s -> s.getNetwork().getLinks());
    private static final Folder APPLICATIONS = new Folder("Applications", s -> s.getTraffic() == null ? List.of() : s.getTraffic()
            .getApplications());
    private static final Folder PROBES = new Folder("Probes", s -> s.getExperiment() == null ? List.of() : s.getExperiment().getProbes());
    private static final Folder SWEEPS = new Folder("Sweeps", s -> s.getExperiment() == null ? List.of() : s.getExperiment().getSweeps());
    private static final List<Folder> FOLDERS = List.of(NODES, LINKS, APPLICATIONS, PROBES, SWEEPS);

    private final Scenario scenario;
    private final DiagramViewer diagram;
    private final AdapterFactory adapterFactory;
    private final EditingDomain domain;
    private final EContentAdapter refresher = new EContentAdapter() {
        @Override
        public void notifyChanged(Notification notification) {
            super.notifyChanged(notification);
            if (!notification.isTouch() && !refreshScheduled) {
                refreshScheduled = true;
                Display.getDefault().asyncExec(ScenarioOutlinePage.this::refresh);
            }
        }
    };
    private boolean refreshScheduled;
    private boolean synchronizing;
    private OutlineProblems problems = OutlineProblems.NONE;
    private LocalResourceManager images;
    private final ISelectionChangedListener fromDiagram = event -> showSelection();

    public ScenarioOutlinePage(Scenario scenario, DiagramViewer diagram, AdapterFactory adapterFactory, EditingDomain domain) {
        this.scenario = scenario;
        this.domain = domain;
        this.diagram = diagram;
        this.adapterFactory = adapterFactory;
    }

    @Override
    public void createControl(Composite parent) {
        super.createControl(parent);
        images = new LocalResourceManager(JFaceResources.getResources(), getControl());
        TreeViewer tree = getTreeViewer();
        tree.setUseHashlookup(true);
        tree.setContentProvider(new ContentProvider());
        tree.setLabelProvider(new Labels());
        ColumnViewerToolTipSupport.enableFor(tree);
        tree.setInput(scenario);
        // Folders open, and applications open on the hosts they run on: the traffic reads at a glance.
        tree.expandToLevel(3);
        scenario.eAdapters().add(refresher);
        OutlineMenu menu = new OutlineMenu(scenario, domain, tree, diagram);
        menu.install();
        installActions(menu);
        diagram.addSelectionChangedListener(fromDiagram);
        addSelectionChangedListener(event -> {
            if (!synchronizing) {
                showOnDiagram((IStructuredSelection) event.getSelection());
            }
        });
    }

    /**
     * The Delete key deletes the selected rows as the context menu does, and Undo and Redo work while the Outline has
     * the focus, as they do on the canvas.
     */
    private void installActions(OutlineMenu menu) {
        IActionBars bars = getSite().getActionBars();
        Action delete = new Action() {
            @Override
            public void run() {
                menu.deleteAction().run();
            }
        };
        delete.setId(ActionFactory.DELETE.getId());
        delete.setActionDefinitionId(ActionFactory.DELETE.getCommandId());
        bars.setGlobalActionHandler(ActionFactory.DELETE.getId(), delete);
        addSelectionChangedListener(event -> delete.setEnabled(menu.deleteAction().isEnabled()));
        delete.setEnabled(false);
        StackAction.install(bars, domain.getCommandStack());
    }

    @Override
    public void dispose() {
        scenario.eAdapters().remove(refresher);
        diagram.removeSelectionChangedListener(fromDiagram);
        super.dispose();
    }

    /** Marks the rows that have {@code found} problems, and only those; callable before the tree exists. */
    public void setProblems(List<Problem> found) {
        problems = OutlineProblems.of(found);
        refresh();
    }

    /** What the tooltip of {@code row} says: its problems, one per line, or null when it has none. */
    public String problemsOf(Object row) {
        return problems.messages().get(row);
    }

    /** The rows under a folder or an application. */
    private static List<?> children(Scenario scenario, Object parent) {
        if (parent instanceof Folder folder) {
            return folder.children().apply(scenario);
        }
        return parent instanceof Application application ? HostBinding.of(application) : List.of();
    }

    private void refresh() {
        refreshScheduled = false;
        if (getControl() != null && !getControl().isDisposed()) {
            getTreeViewer().refresh();
        }
    }

    /**
     * Nodes and links select themselves; an application, and a host row under it, select the hosts it runs on. Rows
     * with nothing on the canvas (folders, probes, sweeps) leave the canvas's selection alone: a right click on the
     * Applications folder selects it, and the hosts picked on the canvas must still be there for Add Application.
     */
    private void showOnDiagram(IStructuredSelection selection) {
        Set<EObject> shown = new LinkedHashSet<>();
        for (Object row : selection) {
            if (row instanceof HostBinding binding) {
                shown.add(binding.host());
            } else if (row instanceof Application application) {
                HostBinding.of(application).forEach(b -> shown.add(b.host()));
            } else if (row instanceof Node || row instanceof Link) {
                shown.add((EObject) row);
            }
        }
        if (shown.isEmpty() && !selection.isEmpty()) {
            return;
        }
        synchronizing = true;
        try {
            diagram.selection().select(List.copyOf(shown));
        } finally {
            synchronizing = false;
        }
    }

    private void showSelection() {
        if (synchronizing || getControl() == null || getControl().isDisposed()) {
            return;
        }
        synchronizing = true;
        try {
            List<EObject> elements = new ArrayList<>(diagram.selection().elements());
            getTreeViewer().setSelection(new StructuredSelection(elements), true);
        } finally {
            synchronizing = false;
        }
    }

    private final class ContentProvider implements ITreeContentProvider {
        @Override
        public Object[] getElements(Object input) {
            return FOLDERS.toArray();
        }

        @Override
        public Object[] getChildren(Object parent) {
            return children(scenario, parent).toArray();
        }

        @Override
        public Object getParent(Object element) {
            if (element instanceof HostBinding binding) {
                return binding.application();
            }
            for (Folder folder : FOLDERS) {
                if (folder.children().apply(scenario).contains(element)) {
                    return folder;
                }
            }
            return null;
        }

        @Override
        public boolean hasChildren(Object element) {
            return !children(scenario, element).isEmpty();
        }
    }

    private final class Labels extends ColumnLabelProvider {
        @Override
        public String getText(Object element) {
            if (element instanceof Folder folder) {
                return folder.label() + " (" + folder.children().apply(scenario).size() + ")";
            }
            if (element instanceof HostBinding binding) {
                return binding.role() + ": " + binding.host().getName();
            }
            return itemLabels(element) == null ? String.valueOf(element) : itemLabels(element).getText(element);
        }

        @Override
        public Image getImage(Object element) {
            Object subject = element instanceof HostBinding binding ? binding.host() : element;
            IItemLabelProvider labels = itemLabels(subject);
            Object image = labels == null ? null : labels.getImage(subject);
            URL url = image == null ? null : urlOf(image);
            Image base = url == null ? null : images.create(ImageDescriptor.createFromURL(url));
            int severity = element instanceof Folder folder ? problems.worst(folder.children().apply(scenario))
                    : problems.severities().getOrDefault(subject, 0);
            if (severity < Diagnostic.WARNING) {
                return base;
            }
            if (base == null) {
                // A folder has no icon of its own: it shows the worst problem of its rows as the workbench's task icon.
                return PlatformUI.getWorkbench().getSharedImages()
                        .getImage(severity >= Diagnostic.ERROR ? ISharedImages.IMG_OBJS_ERROR_TSK : ISharedImages.IMG_OBJS_WARN_TSK);
            }
            String mark = severity >= Diagnostic.ERROR ? FieldDecorationRegistry.DEC_ERROR : FieldDecorationRegistry.DEC_WARNING;
            Image overlay = FieldDecorationRegistry.getDefault().getFieldDecoration(mark).getImage();
            return images.create(new DecorationOverlayIcon(base, ImageDescriptor.createFromImage(overlay), IDecoration.BOTTOM_LEFT));
        }

        @Override
        public String getToolTipText(Object element) {
            // A host row under an application shows the host's own problems, as its icon does.
            return problemsOf(element instanceof HostBinding binding ? binding.host() : element);
        }

        private IItemLabelProvider itemLabels(Object element) {
            return element instanceof Folder ? null : (IItemLabelProvider) adapterFactory.adapt(element, IItemLabelProvider.class);
        }

        private static URL urlOf(Object image) {
            if (image instanceof URL url) {
                return url;
            }
            if (image instanceof ComposedImage composed && !composed.getImages().isEmpty()) {
                return urlOf(composed.getImages().get(0));
            }
            return null;
        }
    }
}
