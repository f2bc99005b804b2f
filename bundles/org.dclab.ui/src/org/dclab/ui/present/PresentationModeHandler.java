package org.dclab.ui.present;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.core.commands.ExecutionException;
import org.eclipse.ui.handlers.HandlerUtil;

/**
 * Window ▸ Presentation Mode: turns the mode on or off, and shows the presentation layout (editor, charts and
 * Simulation Control, nothing else at once) while it is on, the usual one when it ends.
 */
public final class PresentationModeHandler extends AbstractHandler {

    @Override
    public Object execute(ExecutionEvent event) throws ExecutionException {
        boolean wasOn = HandlerUtil.toggleCommandState(event.getCommand());
        Presentation.setOn(!wasOn);
        PresentationLayout.show(HandlerUtil.getActiveWorkbenchWindow(event), !wasOn);
        return null;
    }
}
