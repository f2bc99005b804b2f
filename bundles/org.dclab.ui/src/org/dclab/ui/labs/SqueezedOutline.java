package org.dclab.ui.labs;

import org.dclab.ui.PartControls;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Listener;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IPartListener2;
import org.eclipse.ui.IViewReference;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.IWorkbenchPartReference;
import org.eclipse.ui.PlatformUI;

/**
 * Room for a docked lab sheet: on a window as narrow as a projector's 1280 pixels, the sheet takes its width from
 * the editor's side, and the Outline beside the editor is left too narrow to read a row ("N" for Nodes). Such an
 * Outline is minimised to a button at the window's edge, which opens it at its own width over the others, and the
 * editor keeps the room; it is restored when the sheet closes. An Outline with room to read, or one the user put
 * elsewhere and sized, is left alone.
 */
final class SqueezedOutline {

    /** Narrower than this, the Outline's rows ("Switch sw", "Link left-right") cannot be read. */
    static final int READABLE_WIDTH = 140;

    private final IWorkbenchPage page;
    private final String sheetId;
    /** The sheet's own control: hidden, it is kept aside by the platform (not disposed) and squeezes nothing. */
    private final Control sheet;
    private IViewReference minimised;
    /** The Outline's control while the sheet is docked, watched for being squeezed later. */
    private Control watched;
    private final Listener onResize = e -> e.display.asyncExec(this::minimiseIfSqueezed);
    /**
     * The Outline may not be made yet when the sheet first looks (after a reset of the perspective its part is made
     * when it is first shown), so its control is watched from when it opens or shows; and a sheet brought back on top
     * of its stack looks again. How the sheet leaves, {@link #followSheet} finds out.
     */
    private final IPartListener2 onParts = new IPartListener2() {
        @Override
        public void partOpened(IWorkbenchPartReference ref) {
            shown(ref);
        }

        @Override
        public void partVisible(IWorkbenchPartReference ref) {
            shown(ref);
        }

        private void shown(IWorkbenchPartReference ref) {
            if (IPageLayout.ID_OUTLINE.equals(ref.getId())) {
                watchControl();
            }
            if (IPageLayout.ID_OUTLINE.equals(ref.getId()) || sheetId.equals(ref.getId())) {
                sheet.getDisplay().asyncExec(SqueezedOutline.this::minimiseIfSqueezed);
            }
        }
    };
    private boolean watching;
    /**
     * While the Outline is held minimised, how often the sheet is looked at: a sheet the user closes may stay made for
     * another perspective (presentation mode's), and then neither is it disposed nor do part listeners hear of it.
     */
    private static final int FOLLOW_MILLIS = 300;
    private final Runnable followSheet = this::followSheet;

    SqueezedOutline(IWorkbenchPage page, String sheetId, Control sheet) {
        this.page = page;
        this.sheetId = sheetId;
        this.sheet = sheet;
    }

    /**
     * Minimises the Outline if it is squeezed now, and whenever it is squeezed later while the sheet is shown: the
     * sheet's card settles its size after the view opens, and the parts beside it give way after the first look.
     */
    void watch() {
        if (!watching) {
            watching = true;
            page.addPartListener(onParts);
        }
        watchControl();
        minimiseIfSqueezed();
    }

    /** Listens to the Outline's control for resizes, once it is made; a control made anew is watched in its turn. */
    private void watchControl() {
        IViewReference outline = page.findViewReference(IPageLayout.ID_OUTLINE);
        Control control = outline == null ? null : PartControls.of(outline.getView(false));
        if (control != watched && control != null && !control.isDisposed()) {
            unwatchControl();
            watched = control;
            control.addListener(SWT.Resize, onResize);
        }
    }

    private void unwatchControl() {
        if (watched != null && !watched.isDisposed()) {
            watched.removeListener(SWT.Resize, onResize);
        }
        watched = null;
    }

    /** Stops watching the Outline: the sheet has left. */
    void stopWatching() {
        if (watching) {
            page.removePartListener(onParts);
            watching = false;
        }
        unwatchControl();
    }

    /** Minimises the Outline if it is shown narrower than {@link #READABLE_WIDTH}. */
    void minimiseIfSqueezed() {
        if (PlatformUI.getWorkbench().isClosing() || !isSheetShown()) {
            return;
        }
        IViewReference outline = page.findViewReference(IPageLayout.ID_OUTLINE);
        // Once minimised, the Outline may be restored by the platform (opening the lab's scenario brings its parts
        // back): squeezed again, it is minimised again.
        if (outline == null || page.getPartState(outline) != IWorkbenchPage.STATE_RESTORED) {
            return;
        }
        Control control = PartControls.of(outline.getView(false));
        if (control != null && control.isVisible() && control.getSize().x > 0 && control.getSize().x < READABLE_WIDTH) {
            page.setPartState(outline, IWorkbenchPage.STATE_MINIMIZED);
            if (minimised == null) {
                sheet.getDisplay().timerExec(FOLLOW_MILLIS, followSheet);
            }
            minimised = outline;
        }
    }

    /** Gives the Outline back once the sheet has left the screen, however it left. */
    private void followSheet() {
        if (minimised == null) {
            return;
        }
        if (isSheetShown()) {
            sheet.getDisplay().timerExec(FOLLOW_MILLIS, followSheet);
        } else {
            restore();
        }
    }

    private boolean isSheetShown() {
        return !sheet.isDisposed() && sheet.isVisible();
    }

    /**
     * Restores the Outline this minimised, unless the user restored or closed it since, or the workbench is closing: its
     * layout is then saved as it stands, sheet and all, and comes back so.
     */
    void restore() {
        if (minimised == null || PlatformUI.getWorkbench().isClosing() || page.getWorkbenchWindow().getShell() == null
                || page.getWorkbenchWindow().getShell().isDisposed() || page.getWorkbenchWindow().getActivePage() != page) {
            return;
        }
        IViewReference outline = page.findViewReference(IPageLayout.ID_OUTLINE);
        if (outline == minimised && page.getPartState(outline) == IWorkbenchPage.STATE_MINIMIZED) {
            page.setPartState(outline, IWorkbenchPage.STATE_RESTORED);
        }
        minimised = null;
    }
}
