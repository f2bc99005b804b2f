package org.dclab.ui.editor.validation;

import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.emf.ecore.EObject;

/**
 * One validation finding: its severity (a {@link Diagnostic} severity), the message, the element it is about and the
 * node or link that shows that element on the canvas (the same element, or the one that contains a queue or
 * transport setting).
 */
public record Problem(int severity, String message, EObject element, EObject shownOn) {

    public boolean isError() {
        return severity >= Diagnostic.ERROR;
    }

    public String severityLabel() {
        return severity >= Diagnostic.ERROR ? "Error" : severity >= Diagnostic.WARNING ? "Warning" : "Info";
    }
}
