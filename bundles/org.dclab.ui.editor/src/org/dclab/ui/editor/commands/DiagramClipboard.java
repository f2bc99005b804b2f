package org.dclab.ui.editor.commands;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.dclab.model.Link;
import org.dclab.model.Network;
import org.dclab.model.Node;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.util.EcoreUtil;

/**
 * Copied nodes for Paste, kept as detached copies so that later edits of the originals do not change what gets
 * pasted. Links come along when both their ends are copied; a link to a node left behind would dangle.
 */
public final class DiagramClipboard {

    private List<EObject> contents = List.of();

    /** Copies the nodes among {@code selection} and the links between them. Returns whether anything was copied. */
    public boolean copy(Collection<? extends EObject> selection) {
        Set<Node> nodes = new LinkedHashSet<>();
        for (EObject element : selection) {
            if (element instanceof Node node) {
                nodes.add(node);
            }
        }
        if (nodes.isEmpty()) {
            return false;
        }
        List<EObject> originals = new ArrayList<>(nodes);
        nodes.stream().findFirst().map(n -> (Network) n.eContainer()).ifPresent(network -> {
            for (Link link : network.getLinks()) {
                if (nodes.contains(link.getSource()) && nodes.contains(link.getTarget())) {
                    originals.add(link);
                }
            }
        });
        contents = List.copyOf(EcoreUtil.copyAll(originals));
        return true;
    }

    public boolean isEmpty() {
        return contents.isEmpty();
    }

    /** A fresh copy of the clipboard for one paste, so the same contents can be pasted again. */
    public List<EObject> copiesForPaste() {
        return new ArrayList<>(EcoreUtil.copyAll(contents));
    }
}
