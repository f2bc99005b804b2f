package org.dclab.ui.present;

import org.dclab.ui.PartControls;
import org.eclipse.swt.widgets.Control;
import org.eclipse.ui.IPartListener2;
import org.eclipse.ui.IViewReference;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchPartReference;
import org.eclipse.ui.part.PageBookView;
import org.eclipse.ui.IWorkbenchWindow;

/**
 * Keeps the text of every view of a window (Simulation Control, Event List, Properties, Outline, Results, ...) at the
 * presentation factor: a view gets it when it opens or comes to the front, and all views when the mode or the factor
 * changes. The editor's canvas and the charts draw their own text and follow {@link Presentation} themselves.
 */
public final class PresentationWindow {

    private final IWorkbenchPage page;
    private final Runnable changed = this::applyToAll;

    private final IPartListener2 views = new IPartListener2() {
        @Override
        public void partOpened(IWorkbenchPartReference ref) {
            apply(ref);
        }

        @Override
        public void partVisible(IWorkbenchPartReference ref) {
            apply(ref);
        }

        /**
         * A part brought to the front may give a view of pages (Properties, Outline) a page it makes only now, for the
         * part's selection: a Properties view opened from Show View showed the selected link's rows at their everyday
         * size. Once that view has made it, after this event, its pages get the factor too.
         */
        @Override
        public void partActivated(IWorkbenchPartReference ref) {
            if (!Presentation.isOn()) {
                // At the everyday size a page made later has its fonts already; laying the views out again at every
                // activation moved a Properties row under a click.
                return;
            }
            org.eclipse.swt.widgets.Shell shell = page.getWorkbenchWindow().getShell();
            if (shell == null || shell.isDisposed()) {
                return;
            }
            shell.getDisplay().asyncExec(() -> {
                for (IViewReference view : page.getViewReferences()) {
                    if (view.getPart(false) instanceof PageBookView) {
                        apply(view);
                    }
                }
            });
        }
    };

    private PresentationWindow(IWorkbenchPage page) {
        this.page = page;
    }

    /** Scales the views of {@code window}'s page from now on, until the window closes. */
    public static void install(IWorkbenchWindow window) {
        IWorkbenchPage page = window.getActivePage();
        if (page == null) {
            return;
        }
        PresentationWindow installed = new PresentationWindow(page);
        page.addPartListener(installed.views);
        Presentation.follow(window.getShell(), installed.changed);
        installed.applyToAll();
    }

    private void applyToAll() {
        for (IViewReference ref : page.getViewReferences()) {
            apply(ref);
        }
    }

    private static void apply(IWorkbenchPartReference ref) {
        if (!(ref instanceof IViewReference)) {
            return;
        }
        Control control = PartControls.of(ref.getPart(false));
        if (control != null) {
            ScaledFonts.apply(control, Presentation.factor());
        }
    }
}
