package org.dclab.ui.views;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

import org.dclab.model.Application;
import org.dclab.model.Link;
import org.dclab.model.NamedElement;
import org.dclab.model.Node;
import org.dclab.sim.SeriesKey;
import org.dclab.sim.live.QueuePort;
import org.eclipse.core.runtime.Adapters;
import org.eclipse.jface.viewers.ISelection;
import org.eclipse.jface.viewers.IStructuredSelection;

/**
 * Which series belong to the model elements selected in the workbench, by the subjects of their keys: one port's
 * series (and the flows from its node to its peer) when a queue bar on the canvas is picked, a link's two queues
 * (and the flows between its ends), every port and flow of a node, every series of an application.
 */
final class SelectedSeries {

    private SelectedSeries() {
    }

    /** A test of series keys for the selected elements, or null when no model element is selected. */
    static Predicate<SeriesKey> of(ISelection selection) {
        if (!(selection instanceof IStructuredSelection structured)) {
            return null;
        }
        List<Predicate<SeriesKey>> tests = new ArrayList<>();
        List<QueuePort> ports = structured.toList().stream().filter(QueuePort.class::isInstance).map(QueuePort.class::cast).toList();
        for (QueuePort port : ports) {
            String at = port.at().getName();
            String peer = port.peer().getName();
            tests.add(key -> key.subject().runs(at, peer));
        }
        for (Object element : structured.toList()) {
            // A picked queue bar comes with its link, for views that know no ports; the port is the finer choice.
            if (element instanceof Link link && ports.stream().anyMatch(p -> p.link() == link)) {
                continue;
            }
            NamedElement named = Adapters.adapt(element, NamedElement.class);
            Predicate<SeriesKey> test = named == null ? null : of(named);
            if (test != null) {
                tests.add(test);
            }
        }
        return tests.isEmpty() ? null : key -> tests.stream().anyMatch(t -> t.test(key));
    }

    static Predicate<SeriesKey> of(NamedElement element) {
        if (element instanceof Link link && link.getSource() != null && link.getTarget() != null) {
            String a = link.getSource().getName();
            String b = link.getTarget().getName();
            return key -> key.subject().runs(a, b) || key.subject().runs(b, a);
        }
        if (element instanceof Node node) {
            String n = node.getName();
            return key -> key.subject().touches(n);
        }
        if (element instanceof Application app) {
            String name = app.getName();
            return key -> key.subject().ofApplication(name);
        }
        return null;
    }
}
