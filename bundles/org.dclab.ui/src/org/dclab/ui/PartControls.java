package org.dclab.ui;

import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.swt.widgets.Control;
import org.eclipse.ui.IWorkbenchPart;

/** The widgets of the workbench's parts, which the 3.x part interfaces do not hand out. */
public final class PartControls {

    private PartControls() {
    }

    /** The composite a view or editor was created in; null while it is not created. */
    public static Control of(IWorkbenchPart part) {
        if (part == null) {
            return null;
        }
        MPart model = part.getSite().getService(MPart.class);
        return model != null && model.getWidget() instanceof Control c ? c : null;
    }
}
