package org.dclab.ui.editor.parts;

import org.dclab.model.Link;
import org.dclab.model.Network;
import org.dclab.model.Node;
import org.eclipse.emf.ecore.EObject;

/** Maps any element of a network to what the canvas draws for it. */
public final class DiagramElements {

    private DiagramElements() {
    }

    /**
     * The node or link that shows {@code element} on the canvas: itself, or for a queue or transport setting the node
     * or link that contains it. Null for elements outside a network or already removed from it.
     */
    public static EObject owner(EObject element) {
        for (EObject e = element; e != null; e = e.eContainer()) {
            if ((e instanceof Node || e instanceof Link) && e.eContainer() instanceof Network) {
                return e;
            }
        }
        return null;
    }
}
