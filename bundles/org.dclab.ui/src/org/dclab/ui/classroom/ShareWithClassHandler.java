package org.dclab.ui.classroom;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.handlers.HandlerUtil;

/**
 * Share with Class: shows the Class view and starts sharing on the address it offers first; a second time, stops
 * sharing (every page is told the class has ended).
 */
public final class ShareWithClassHandler extends AbstractHandler {

    @Override
    public Object execute(ExecutionEvent event) {
        IWorkbenchWindow window = HandlerUtil.getActiveWorkbenchWindow(event);
        if (ClassSharing.current().isPresent()) {
            ClassSharing.stop();
            return null;
        }
        try {
            ClassView view = (ClassView) window.getActivePage().showView(ClassView.ID);
            view.share();
        } catch (PartInitException e) {
            throw new IllegalStateException("the Class view could not open: " + e.getMessage(), e);
        }
        return null;
    }
}
