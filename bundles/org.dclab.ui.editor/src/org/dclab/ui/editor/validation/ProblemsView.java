package org.dclab.ui.editor.validation;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

import org.dclab.model.NamedElement;
import org.dclab.model.validation.Labels;
import org.eclipse.jface.layout.TableColumnLayout;
import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.jface.viewers.ColumnWeightData;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.jface.viewers.TableViewerColumn;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IPartListener2;
import org.eclipse.ui.ISharedImages;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.IWorkbenchPartReference;
import org.eclipse.ui.part.ViewPart;

/**
 * DC Lab Problems: the problems of the active editor that has them (a {@link ProblemSource}): a scenario's validation
 * findings, a congestion control's compile errors. Double-click shows the element on the canvas or the line. This stands in for the platform's Problems view, which lives in org.eclipse.ui.ide and needs a workspace
 * (org.eclipse.core.resources) that the DC Lab product does not have.
 */
public final class ProblemsView extends ViewPart {

    public static final String ID = "org.dclab.ui.editor.problemsView";

    private TableViewer table;
    private ProblemSource editor;
    private final Runnable refresh = this::refresh;

    private final IPartListener2 partListener = new IPartListener2() {
        @Override
        public void partActivated(IWorkbenchPartReference ref) {
            if (ref.getPart(false) instanceof IEditorPart part) {
                track(part);
            }
        }

        @Override
        public void partClosed(IWorkbenchPartReference ref) {
            if (ref.getPart(false) == editor) {
                track(null);
            }
        }
    };

    @Override
    public void createPartControl(Composite parent) {
        Composite holder = new Composite(parent, SWT.NONE);
        TableColumnLayout layout = new TableColumnLayout();
        holder.setLayout(layout);
        table = new TableViewer(holder, SWT.FULL_SELECTION | SWT.SINGLE | SWT.V_SCROLL | SWT.H_SCROLL);
        table.getTable().setHeaderVisible(true);
        table.getTable().setLinesVisible(true);
        table.setContentProvider(ArrayContentProvider.getInstance());
        column(layout, "Severity", 12, Problem::severityLabel, p -> PlatformUI.getWorkbench().getSharedImages()
                .getImage(p.isError() ? ISharedImages.IMG_OBJS_ERROR_TSK : ISharedImages.IMG_OBJS_WARN_TSK));
        column(layout, "Message", 70, Problem::message, null);
        column(layout, "Element", 18, p -> p.place() != null ? p.place()
                : p.element() instanceof NamedElement named ? named.getName() : Labels.of(p.element()), null);
        table.addDoubleClickListener(event -> {
            if (((IStructuredSelection) event.getSelection()).getFirstElement() instanceof Problem problem) {
                open(problem);
            }
        });
        getSite().getPage().addPartListener(partListener);
        track(getSite().getPage().getActiveEditor());
    }

    /** What a double-click does: activates the editor and shows where the problem is (its element, its line). */
    public void open(Problem problem) {
        if (editor instanceof IEditorPart part) {
            getSite().getPage().activate(part);
            editor.reveal(problem);
        }
    }

    /** The problems the view lists now. */
    public List<Problem> shownProblems() {
        Object input = table.getInput();
        List<Problem> problems = new ArrayList<>();
        if (input instanceof Object[] rows) {
            for (Object row : rows) {
                problems.add((Problem) row);
            }
        }
        return problems;
    }

    private void column(TableColumnLayout layout, String title, int weight, Function<Problem, String> text,
            Function<Problem, Image> icon) {
        TableViewerColumn column = new TableViewerColumn(table, SWT.NONE);
        column.getColumn().setText(title);
        layout.setColumnData(column.getColumn(), new ColumnWeightData(weight, 60));
        column.setLabelProvider(new ColumnLabelProvider() {
            @Override
            public String getText(Object element) {
                return text.apply((Problem) element);
            }

            @Override
            public Image getImage(Object element) {
                return icon == null ? null : icon.apply((Problem) element);
            }
        });
    }

    private void track(IEditorPart part) {
        ProblemSource next = part instanceof ProblemSource source ? source : null;
        if (next == editor && next != null) {
            return;
        }
        if (editor != null) {
            editor.removeProblemsListener(refresh);
        }
        editor = next;
        if (editor != null) {
            editor.addProblemsListener(refresh);
        }
        refresh();
    }

    private void refresh() {
        if (table == null || table.getControl().isDisposed()) {
            return;
        }
        table.setInput(editor == null ? new Problem[0] : editor.problems().toArray());
        int count = editor == null ? 0 : editor.problems().size();
        if (editor == null) {
            setContentDescription("No scenario or congestion control editor is active.");
        } else if (!editor.isLoaded()) {
            setContentDescription(editor.getPartName() + " could not be read; its editor says why.");
        } else {
            setContentDescription(editor.getPartName() + ": " + (count == 0 ? "no problems." : count == 1 ? "1 problem." : count
                    + " problems."));
        }
    }

    @Override
    public void setFocus() {
        table.getControl().setFocus();
    }

    @Override
    public void dispose() {
        getSite().getPage().removePartListener(partListener);
        if (editor != null) {
            editor.removeProblemsListener(refresh);
        }
        super.dispose();
    }
}
