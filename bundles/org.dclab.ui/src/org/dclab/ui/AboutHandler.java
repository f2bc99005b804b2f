package org.dclab.ui;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.ui.handlers.HandlerUtil;

/** Help ▸ About DC Lab. */
public final class AboutHandler extends AbstractHandler {

    @Override
    public Object execute(ExecutionEvent event) {
        new AboutDialog(HandlerUtil.getActiveShell(event)).open();
        return null;
    }
}
