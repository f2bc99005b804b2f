package org.dclab.ui.editor.validation;

import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.emf.ecore.EObject;

/**
 * One validation finding: its severity (a {@link Diagnostic} severity), the message, the element it is about and the
 * node or link that shows that element on the canvas (the same element, or the one that contains a queue or
 * transport setting); or, for a finding outside any model (a control's source), the place it names instead.
 */
public record Problem(int severity, String message, EObject element, EObject shownOn, String place) {

    /** A finding about an element of the model, which the view names. */
    public Problem(int severity, String message, EObject element, EObject shownOn) {
        this(severity, message, element, shownOn, null);
    }

    /** An error at a place that is no element of a model, e.g. "MyAimd.java line 40". */
    public static Problem at(String place, String message) {
        return new Problem(Diagnostic.ERROR, message, null, null, place);
    }

    public boolean isError() {
        return severity >= Diagnostic.ERROR;
    }

    public String severityLabel() {
        return severity >= Diagnostic.ERROR ? "Error" : severity >= Diagnostic.WARNING ? "Warning" : "Info";
    }
}
