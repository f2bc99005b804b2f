package org.dclab.ui.views;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

import org.dclab.model.Application;
import org.dclab.model.Link;
import org.dclab.model.NamedElement;
import org.dclab.model.Node;
import org.dclab.sim.live.QueuePort;
import org.eclipse.core.runtime.Adapters;
import org.eclipse.jface.viewers.ISelection;
import org.eclipse.jface.viewers.IStructuredSelection;

/**
 * Which series belong to the model elements selected in the workbench, by the bridge's names: one port's series
 * when a queue bar on the canvas is picked ("queue a->b length"), a link's two queues, every port and connection of
 * a node ("a->b" with the node at either end), every series of an application ("app …").
 */
final class SelectedSeries {

    private SelectedSeries() {
    }

    /** A test of series names for the selected elements, or null when no model element is selected. */
    static Predicate<String> of(ISelection selection) {
        if (!(selection instanceof IStructuredSelection structured)) {
            return null;
        }
        List<Predicate<String>> tests = new ArrayList<>();
        List<QueuePort> ports = structured.toList().stream().filter(QueuePort.class::isInstance).map(QueuePort.class::cast).toList();
        for (QueuePort port : ports) {
            tests.add(name -> hasToken(name, port.portName()));
        }
        for (Object element : structured.toList()) {
            // A picked queue bar comes with its link, for views that know no ports; the port is the finer choice.
            if (element instanceof Link link && ports.stream().anyMatch(p -> p.link() == link)) {
                continue;
            }
            NamedElement named = Adapters.adapt(element, NamedElement.class);
            Predicate<String> test = named == null ? null : of(named);
            if (test != null) {
                tests.add(test);
            }
        }
        return tests.isEmpty() ? null : name -> tests.stream().anyMatch(t -> t.test(name));
    }

    static Predicate<String> of(NamedElement element) {
        if (element instanceof Link link && link.getSource() != null && link.getTarget() != null) {
            String a = link.getSource().getName();
            String b = link.getTarget().getName();
            return name -> hasToken(name, a + "->" + b) || hasToken(name, b + "->" + a);
        }
        if (element instanceof Node node) {
            String n = node.getName();
            return name -> tokens(name).stream().anyMatch(t -> t.startsWith(n + "->") || t.endsWith("->" + n));
        }
        if (element instanceof Application app) {
            return name -> name.startsWith(app.getName() + " ");
        }
        return null;
    }

    private static boolean hasToken(String name, String token) {
        return tokens(name).contains(token);
    }

    private static List<String> tokens(String name) {
        return List.of(name.split(" "));
    }
}
