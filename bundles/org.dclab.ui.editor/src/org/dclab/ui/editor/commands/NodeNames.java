package org.dclab.ui.editor.commands;

import java.util.HashSet;
import java.util.Set;

import org.dclab.model.Host;
import org.dclab.model.Link;
import org.dclab.model.NamedElement;
import org.dclab.model.Network;
import org.dclab.model.Router;
import org.dclab.model.Switch;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.util.EcoreUtil;

/**
 * Fresh names for new elements. A name is the element's XML ID and the target of references in the saved file, so
 * it must be unique in the whole scenario, not only among elements of one kind.
 */
public final class NodeNames {

    private final Set<String> taken = new HashSet<>();

    private NodeNames(Set<String> taken) {
        this.taken.addAll(taken);
    }

    /** The names in use in the scenario that contains {@code network}. */
    public static NodeNames of(Network network) {
        Set<String> names = new HashSet<>();
        EObject root = EcoreUtil.getRootContainer(network);
        names.add(nameOf(root));
        root.eAllContents().forEachRemaining(e -> names.add(nameOf(e)));
        names.remove(null);
        return new NodeNames(names);
    }

    /** The lowest free name of the form prefix + number, reserved so the next call returns another. */
    public String next(String prefix) {
        for (int i = 1;; i++) {
            String candidate = prefix + i;
            if (taken.add(candidate)) {
                return candidate;
            }
        }
    }

    /** {@code preferred} if it is free, else the next free name with the same prefix. */
    public String fresh(String preferred) {
        if (preferred != null && taken.add(preferred)) {
            return preferred;
        }
        return next(prefixOf(preferred));
    }

    /** The conventional prefix for a kind of element: h for hosts, s for switches, r for routers, l for links. */
    public static String prefixFor(EClass kind) {
        if (kind == null) {
            return "n";
        }
        Class<?> type = kind.getInstanceClass();
        if (type == Host.class) {
            return "h";
        }
        if (type == Switch.class) {
            return "s";
        }
        if (type == Router.class) {
            return "r";
        }
        if (type == Link.class) {
            return "l";
        }
        return "n";
    }

    private static String prefixOf(String name) {
        if (name == null || name.isEmpty()) {
            return "n";
        }
        int end = name.length();
        while (end > 0 && Character.isDigit(name.charAt(end - 1))) {
            end--;
        }
        return end == 0 ? "n" : name.substring(0, end);
    }

    private static String nameOf(EObject object) {
        return object instanceof NamedElement named ? named.getName() : null;
    }
}
