package org.dclab.model.internal.resource;

import org.dclab.model.validation.Labels;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.xmi.XMIException;

/**
 * Well-formed XML that a scenario file may not contain, found while reading it. The message is made when it is
 * read, after the load, so that it can name the element by the name the file gives it further on.
 */
final class RefusedContent extends XMIException {

    private static final long serialVersionUID = 1L;

    private final transient EObject element;
    private final String problemAndFix;

    RefusedContent(EObject element, String problemAndFix, String location, int line, int column) {
        super(problemAndFix, location, line, column);
        this.element = element;
        this.problemAndFix = problemAndFix;
    }

    @Override
    public String getMessage() {
        return element == null ? problemAndFix : Labels.of(element) + ": " + problemAndFix;
    }
}
