package org.dclab.ui.editor.parts;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;

import org.dclab.model.Network;
import org.dclab.sim.live.QueuePort;
import org.eclipse.core.runtime.ListenerList;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.jface.viewers.ISelection;
import org.eclipse.jface.viewers.ISelectionChangedListener;
import org.eclipse.jface.viewers.ISelectionProvider;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.SelectionChangedEvent;
import org.eclipse.jface.viewers.StructuredSelection;

/**
 * What the canvas has selected: nodes and links of its network, or one port's queue. It knows nothing of painting;
 * whoever draws the selection is told what was selected before each change, so that it repaints only what changed.
 * Listeners hear of a change only when the selection really is different.
 */
public final class DiagramSelection {

    /** Told after every change, with the elements selected before it. */
    interface Repaint {
        /**
         * @param before the elements selected before the change
         * @param portChanged whether a selected port was set or cleared, which the queue bars show outside any element
         */
        void selectionChanged(List<EObject> before, boolean portChanged);
    }

    private final Network network;
    private final ISelectionProvider source;
    private final Repaint repaint;
    private final ListenerList<ISelectionChangedListener> listeners = new ListenerList<>();
    private List<EObject> elements = List.of();
    /** The port whose queue bar was clicked, published after its link; null when the selection is not a port. */
    private QueuePort port;

    DiagramSelection(Network network, ISelectionProvider source, Repaint repaint) {
        this.network = network;
        this.source = source;
        this.repaint = repaint;
    }

    /** The selected nodes and links in the order they were selected; a selected port's link when a port is. */
    public List<EObject> elements() {
        return elements;
    }

    /** The port whose queue is selected, or null. */
    public QueuePort port() {
        return port;
    }

    public boolean isSelected(EObject element) {
        return elements.contains(element);
    }

    /** Selects exactly {@code selected} (those in this network); tells listeners if that changed anything. */
    public void select(Collection<? extends EObject> selected) {
        List<EObject> next = new ArrayList<>(new LinkedHashSet<>(selected));
        next.removeIf(e -> e.eContainer() != network);
        boolean hadPort = port != null;
        if (next.equals(elements) && !hadPort) {
            return;
        }
        List<EObject> before = elements;
        elements = List.copyOf(next);
        port = null;
        repaint.selectionChanged(before, hadPort);
        fireChanged();
    }

    /**
     * Selects the queue of {@code selected}: the selection becomes its link followed by the port itself, so that a
     * view that knows links shows both of its queues and one that knows ports shows this one.
     */
    public void selectPort(QueuePort selected) {
        if (selected.equals(port) || selected.link().eContainer() != network) {
            return;
        }
        List<EObject> before = elements;
        elements = List.of(selected.link());
        port = selected;
        repaint.selectionChanged(before, true);
        fireChanged();
    }

    /** Selects the nodes and links among {@code chosen}, as the outline and the Problems view choose them. */
    public void select(ISelection chosen) {
        if (chosen instanceof IStructuredSelection structured) {
            List<EObject> selected = new ArrayList<>();
            for (Object element : structured) {
                if (element instanceof EObject object) {
                    selected.add(object);
                }
            }
            select(selected);
        }
    }

    public void selectAll() {
        List<EObject> all = new ArrayList<>(network.getNodes());
        all.addAll(network.getLinks());
        select(all);
    }

    /** Drops what the network no longer contains, after an edit removed it. */
    void forgetRemoved() {
        select(elements);
    }

    /** The selection as the workbench sees it: the elements, then the selected port if there is one. */
    ISelection asStructured() {
        if (port == null) {
            return new StructuredSelection(elements);
        }
        List<Object> withPort = new ArrayList<>(elements);
        withPort.add(port);
        return new StructuredSelection(withPort);
    }

    void addListener(ISelectionChangedListener listener) {
        listeners.add(listener);
    }

    void removeListener(ISelectionChangedListener listener) {
        listeners.remove(listener);
    }

    private void fireChanged() {
        SelectionChangedEvent event = new SelectionChangedEvent(source, asStructured());
        listeners.forEach(l -> l.selectionChanged(event));
    }
}
