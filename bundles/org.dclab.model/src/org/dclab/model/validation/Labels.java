package org.dclab.model.validation;

import org.dclab.model.Application;
import org.dclab.model.CbrSource;
import org.dclab.model.Experiment;
import org.dclab.model.Host;
import org.dclab.model.IncastClient;
import org.dclab.model.Link;
import org.dclab.model.LongFlow;
import org.dclab.model.NamedElement;
import org.dclab.model.Network;
import org.dclab.model.Node;
import org.dclab.model.PoissonBackground;
import org.dclab.model.Probe;
import org.dclab.model.QueueSettings;
import org.dclab.model.Router;
import org.dclab.model.Scenario;
import org.dclab.model.SharedBuffer;
import org.dclab.model.ShortFlowMix;
import org.dclab.model.SweepParameter;
import org.dclab.model.Switch;
import org.dclab.model.Traffic;
import org.dclab.model.TransportSettings;
import org.dclab.model.DclabPackage;
import org.dclab.model.internal.resource.OneLine;
import org.eclipse.emf.ecore.EObject;

/** How messages name an element: by kind and name, and for unnamed settings by what they belong to. */
public final class Labels {

    private Labels() {
    }

    /** A model class's name as people write it: "TransportSettings" as "transport settings". */
    public static String words(String className) {
        return className.replaceAll("(?<=[a-z])(?=[A-Z])", " ").toLowerCase(java.util.Locale.ROOT);
    }

    public static String of(EObject element) {
        if (element == null) {
            return "(nothing)";
        }
        if (element instanceof Host h) {
            return "host " + name(h);
        }
        if (element instanceof Switch s) {
            return "switch " + name(s);
        }
        if (element instanceof Router r) {
            return "router " + name(r);
        }
        if (element instanceof Link l) {
            return "link " + name(l);
        }
        if (element instanceof Application a) {
            return "application " + name(a) + " (" + kind(a) + ")";
        }
        if (element instanceof Scenario s) {
            return "scenario " + name(s);
        }
        if (element instanceof QueueSettings q) {
            return queue(q);
        }
        if (element instanceof TransportSettings t) {
            return "transport of " + of(t.eContainer());
        }
        if (element instanceof SharedBuffer b) {
            return "shared buffer of " + of(b.eContainer());
        }
        if (element instanceof Probe p) {
            Experiment e = (Experiment) p.eContainer();
            int index = e == null ? 0 : e.getProbes().indexOf(p) + 1;
            return "probe " + index + " (" + p.getKind() + (p.getTarget() != null ? " of " + p.getTarget().getName() : "") + ")";
        }
        if (element instanceof SweepParameter s) {
            return "sweep parameter " + (s.getPath() != null ? OneLine.of(s.getPath()) : place(s) + " (without a path)");
        }
        if (element instanceof NamedElement n) {
            return words(element.eClass().getName()) + " " + name(n);
        }
        if (element instanceof Network || element instanceof Traffic || element instanceof Experiment) {
            // One of each per scenario: the part's own name says which.
            return element.eClass().getName().toLowerCase(java.util.Locale.ROOT);
        }
        return words(element.eClass().getName());
    }

    /**
     * The element's name as a message quotes it (on one line, a long one cut), or where it stands among its siblings
     * when it has none ("#3 (unnamed)").
     */
    private static String name(NamedElement element) {
        return element.getName() != null ? OneLine.of(element.getName()) : place(element) + " (unnamed)";
    }

    /** "#3" for the third element of its list, so that an element without a name can still be found. */
    private static String place(EObject element) {
        if (element.eContainer() != null && element.eContainingFeature().isMany()) {
            return "#" + (((java.util.List<?>) element.eContainer().eGet(element.eContainingFeature())).indexOf(element) + 1);
        }
        return "#1";
    }

    public static String kind(Application a) {
        if (a instanceof LongFlow) {
            return "long flow";
        }
        if (a instanceof ShortFlowMix) {
            return "short-flow mix";
        }
        if (a instanceof PoissonBackground) {
            return "Poisson background";
        }
        if (a instanceof CbrSource) {
            return "CBR source";
        }
        if (a instanceof IncastClient) {
            return "incast client";
        }
        return a.eClass().getName();
    }

    private static String queue(QueueSettings q) {
        EObject owner = q.eContainer();
        if (owner instanceof Link link) {
            Node at = q.eContainingFeature() == DclabPackage.Literals.LINK__SOURCE_QUEUE ? link.getSource() : link.getTarget();
            return "queue of link " + link.getName() + " at " + (at == null ? "its unconnected end" : at.getName());
        }
        return "default queue of " + of(owner);
    }
}
