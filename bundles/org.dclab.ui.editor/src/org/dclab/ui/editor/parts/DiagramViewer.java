package org.dclab.ui.editor.parts;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.Consumer;

import org.dclab.model.Link;
import org.dclab.model.Network;
import org.dclab.model.Node;
import org.dclab.model.Scenario;
import org.dclab.sim.live.QueuePort;
import org.dclab.ui.editor.commands.DiagramClipboard;
import org.dclab.ui.editor.commands.Deletion;
import org.dclab.ui.editor.commands.DiagramCommands;
import org.dclab.ui.editor.figures.LinkFigure;
import org.dclab.ui.editor.figures.NodeFigure;
import org.dclab.ui.editor.tools.Snapping;
import org.dclab.ui.editor.tools.Tool;
import org.dclab.ui.editor.tools.ToolKind;
import org.eclipse.core.runtime.ListenerList;
import org.eclipse.emf.common.command.Command;
import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.edit.domain.EditingDomain;
import org.eclipse.jface.viewers.ISelection;
import org.eclipse.jface.viewers.ISelectionChangedListener;
import org.eclipse.jface.viewers.ISelectionProvider;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.SelectionChangedEvent;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.swt.SWT;
import org.eclipse.swt.events.MouseListener;
import org.eclipse.swt.graphics.Font;
import org.eclipse.swt.graphics.FontData;
import org.dclab.ui.present.Presentation;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;

/**
 * The topology canvas: paints the network, owns the selection and the active tool, and sends every edit as a
 * command to the editing domain. It never changes the model itself; it follows it through {@link NetworkListener},
 * which is attached while the canvas lives (activate) and removed when it is disposed (deactivate).
 *
 * <p>Painting stays cheap for large networks: the canvas is double-buffered, only damaged regions are repainted, and a
 * repaint draws only the elements that intersect the damaged region.
 */
public final class DiagramViewer implements ISelectionProvider {

    private static final int LINK_HIT_TOLERANCE_PIXELS = 5;
    private static final int PASTE_OFFSET = 2 * Snapping.GRID;

    private final EditingDomain domain;
    private final Network network;
    private final Canvas canvas;
    private final Viewport viewport = new Viewport();
    private final NetworkListener listener;
    /** Everyday size of node names and link labels, in points at zoom 1; presentation mode multiplies it. */
    private static final int LABEL_POINTS = 9;
    private Font labelFont;
    private final DiagramClipboard clipboard = new DiagramClipboard();
    private final DiagramPainter painter;
    private final ActivityOverlay activity;
    private final ListenerList<ISelectionChangedListener> selectionListeners = new ListenerList<>();
    private final ListenerList<Consumer<ToolKind>> toolListeners = new ListenerList<>();

    private List<EObject> selection = List.of();
    /** The port whose queue bar was clicked, published after its link; null when the selection is not a port. */
    private QueuePort selectedPort;
    private Map<EObject, Integer> severities = Map.of();
    private Map<EObject, String> problemMessages = Map.of();
    private ToolKind toolKind = ToolKind.SELECT;
    private Tool tool;
    private Set<Node> moving = Set.of();
    private int moveDx;
    private int moveDy;
    /** Whether the user has zoomed or panned; until then the diagram is refitted whenever the canvas is resized. */
    private boolean viewportChosen;
    private int pastes;

    public DiagramViewer(Composite parent, EditingDomain domain, Network network) {
        this.domain = domain;
        this.network = network;
        canvas = new Canvas(parent, SWT.DOUBLE_BUFFERED | SWT.NO_BACKGROUND);
        labelFont = labelFont(canvas);
        painter = new DiagramPainter(this);
        activity = new ActivityOverlay(this, canvas);
        tool = toolKind.create(this);
        listener = new NetworkListener(canvas.getDisplay(), this::modelChanged);
        listener.activate(network);
        canvas.addPaintListener(e -> painter.paint(e.gc, new Rectangle(e.x, e.y, e.width, e.height)));
        canvas.addListener(SWT.Resize, e -> fitUnlessChosen());
        DiagramMouse mouse = new DiagramMouse(this);
        canvas.addListener(SWT.MouseVerticalWheel, mouse::wheel);
        canvas.addListener(SWT.MouseHorizontalWheel, mouse::wheel);
        canvas.addMouseListener(MouseListener.mouseDownAdapter(mouse::mouseDown));
        canvas.addMouseListener(MouseListener.mouseUpAdapter(mouse::mouseUp));
        canvas.addMouseMoveListener(mouse::mouseMove);
        canvas.addListener(SWT.KeyDown, new DiagramKeys(this)::keyDown);
        canvas.addDisposeListener(e -> {
            listener.deactivate();
            labelFont.dispose();
        });
        Presentation.follow(canvas, this::presentationChanged);
    }

    private static Font labelFont(Canvas canvas) {
        FontData data = canvas.getDisplay().getSystemFont().getFontData()[0];
        data.setHeight(Presentation.scale(LABEL_POINTS));
        return new Font(canvas.getDisplay(), data);
    }

    /** Names, labels, queue bars and packets change size with presentation mode; the whole canvas is drawn again. */
    private void presentationChanged() {
        Font old = labelFont;
        labelFont = labelFont(canvas);
        old.dispose();
        canvas.redraw();
    }

    /** The font of node names and link labels, at the size presentation mode asks. */
    public Font labelFont() {
        return labelFont;
    }

    public Control getControl() {
        return canvas;
    }

    public EditingDomain domain() {
        return domain;
    }

    public Network network() {
        return network;
    }

    public Viewport viewport() {
        return viewport;
    }

    /** Runs {@code command} on the editing domain's stack if it can run; returns whether it ran. */
    public boolean execute(Command command) {
        if (command == null || !command.canExecute()) {
            return false;
        }
        domain.getCommandStack().execute(command);
        return true;
    }

    /** Delivers pending model changes to the canvas now instead of on the next turn of the event loop. */
    public void flushModelChanges() {
        listener.flush();
    }

    // ---- hit testing ----

    /** The topmost node whose shape contains diagram point (x, y), or null. */
    public Node nodeAt(double x, double y) {
        List<Node> nodes = network.getNodes();
        for (int i = nodes.size() - 1; i >= 0; i--) {
            if (NodeFigure.shapeBounds(nodes.get(i), 0, 0).contains((int) Math.round(x), (int) Math.round(y))) {
                return nodes.get(i);
            }
        }
        return null;
    }

    /** The link nearest to diagram point (x, y) within a few screen pixels, or null. */
    public Link linkAt(double x, double y) {
        double tolerance = LINK_HIT_TOLERANCE_PIXELS / viewport.zoom();
        Link nearest = null;
        for (Link link : network.getLinks()) {
            double distance = LinkFigure.distance(link, x, y);
            if (distance <= tolerance) {
                tolerance = distance;
                nearest = link;
            }
        }
        return nearest;
    }

    // ---- selection ----

    public List<EObject> selectedElements() {
        return selection;
    }

    /** Selects exactly {@code elements} (those in this network); tells listeners if that changed anything. */
    public void setSelection(Collection<? extends EObject> elements) {
        List<EObject> next = new ArrayList<>(new LinkedHashSet<>(elements));
        next.removeIf(e -> e.eContainer() != network);
        boolean hadPort = selectedPort != null;
        selectedPort = null;
        if (next.equals(selection) && !hadPort) {
            return;
        }
        Rectangle damage = painter.boundsOf(selection);
        selection = List.copyOf(next);
        damage = DiagramPainter.union(damage, painter.boundsOf(selection));
        damage(damage);
        if (hadPort) {
            canvas.redraw();
        }
        fireSelectionChanged();
    }

    /**
     * Selects the queue of {@code port}: the selection becomes its link followed by the port itself, so that a view
     * that knows links shows both of its queues and one that knows ports shows this one.
     */
    public void selectPort(QueuePort port) {
        if (port.equals(selectedPort) || port.link().eContainer() != network) {
            return;
        }
        Rectangle damage = painter.boundsOf(selection);
        selection = List.of(port.link());
        selectedPort = port;
        damage(DiagramPainter.union(damage, painter.boundsOf(selection)));
        canvas.redraw();
        fireSelectionChanged();
    }

    /** The port whose queue is selected, or null. */
    public QueuePort selectedPort() {
        return selectedPort;
    }

    /** The port whose queue bar is drawn at diagram point (x, y) while a run is animated, or null. */
    public QueuePort queuePortAt(double x, double y) {
        return activity.portAt(x, y);
    }

    /** The application whose flow lane is drawn at diagram point (x, y) while a run is animated, or null. */
    public String flowAt(double x, double y) {
        return activity.flowAt(x, y);
    }

    private void fireSelectionChanged() {
        SelectionChangedEvent event = new SelectionChangedEvent(this, getSelection());
        selectionListeners.forEach(l -> l.selectionChanged(event));
    }

    public void selectAll() {
        List<EObject> all = new ArrayList<>(network.getNodes());
        all.addAll(network.getLinks());
        setSelection(all);
    }

    @Override
    public ISelection getSelection() {
        if (selectedPort == null) {
            return new StructuredSelection(selection);
        }
        List<Object> withPort = new ArrayList<>(selection);
        withPort.add(selectedPort);
        return new StructuredSelection(withPort);
    }

    @Override
    public void setSelection(ISelection selection) {
        if (selection instanceof IStructuredSelection structured) {
            List<EObject> elements = new ArrayList<>();
            for (Object element : structured) {
                if (element instanceof EObject object) {
                    elements.add(object);
                }
            }
            setSelection(elements);
        }
    }

    @Override
    public void addSelectionChangedListener(ISelectionChangedListener l) {
        selectionListeners.add(l);
    }

    @Override
    public void removeSelectionChangedListener(ISelectionChangedListener l) {
        selectionListeners.remove(l);
    }

    /** Selects {@code element} and scrolls it into the middle of the canvas if it is not in view. */
    public void reveal(EObject element) {
        EObject shown = element instanceof Node || element instanceof Link ? element : DiagramElements.owner(element);
        if (shown == null) {
            return;
        }
        setSelection(List.of(shown));
        Rectangle bounds = shown instanceof Node node ? NodeFigure.paintBounds(node, 0, 0) : LinkFigure.paintBounds((Link) shown,
                n -> false, 0, 0);
        Rectangle visible = viewport.toDiagram(canvas.getClientArea());
        if (!visible.contains(bounds.x + bounds.width / 2, bounds.y + bounds.height / 2)) {
            Point size = canvas.getSize();
            viewportChosen = true;
            viewport.panBy((bounds.x + bounds.width / 2.0 - viewport.toDiagramX(size.x / 2.0)) * viewport.zoom(),
                    (bounds.y + bounds.height / 2.0 - viewport.toDiagramY(size.y / 2.0)) * viewport.zoom());
            canvas.redraw();
        }
    }

    // ---- edit operations ----

    public boolean deleteSelection() {
        return delete(selection);
    }

    /**
     * Deletes {@code elements} (nodes, links, applications, probes, sweeps) and whatever would point at nothing without
     * them, as one command, after asking when that is more than their links (see {@link Deletion}).
     */
    public boolean delete(Collection<? extends EObject> elements) {
        if (!(network.eContainer() instanceof Scenario scenario)) {
            return false;
        }
        Deletion deletion = Deletion.of(scenario, elements);
        if (deletion.isEmpty() || !ConfirmDeletion.ask(canvas.getShell(), deletion)) {
            return false;
        }
        boolean deleted = execute(deletion.command(domain));
        if (deleted) {
            setSelection(List.of());
        }
        return deleted;
    }

    public boolean copySelection() {
        pastes = 0;
        return clipboard.copy(selection);
    }

    public boolean canPaste() {
        return !clipboard.isEmpty();
    }

    public boolean paste() {
        if (clipboard.isEmpty()) {
            return false;
        }
        pastes++;
        List<EObject> copies = clipboard.copiesForPaste();
        boolean pasted = execute(DiagramCommands.paste(domain, network, copies, pastes * PASTE_OFFSET, pastes * PASTE_OFFSET));
        if (pasted) {
            setSelection(copies);
        }
        return pasted;
    }

    /** Moves the selected nodes by (dx, dy) as one command, as the arrow keys do. */
    public boolean moveSelection(int dx, int dy) {
        Map<Node, Point> targets = new LinkedHashMap<>();
        for (EObject element : selection) {
            if (element instanceof Node node) {
                targets.put(node, new Point(node.getX() + dx, node.getY() + dy));
            }
        }
        return !targets.isEmpty() && execute(DiagramCommands.move(domain, targets));
    }

    // ---- tools ----

    public ToolKind activeTool() {
        return toolKind;
    }

    public void setActiveTool(ToolKind kind) {
        if (kind == toolKind) {
            return;
        }
        tool.cancel();
        toolKind = kind;
        tool = kind.create(this);
        canvas.setCursor(canvas.getDisplay().getSystemCursor(tool.cursor()));
        toolListeners.forEach(l -> l.accept(kind));
    }

    public void addToolListener(Consumer<ToolKind> l) {
        toolListeners.add(l);
    }

    /** Abandons the gesture under way and returns to the selection tool. */
    public void cancelGesture() {
        tool.cancel();
        setActiveTool(ToolKind.SELECT);
    }

    /** Shows {@code nodes} shifted by (dx, dy) until the next call; the model is not touched. */
    public void previewMove(Set<Node> nodes, int dx, int dy) {
        Rectangle before = painter.movingBounds();
        moving = Set.copyOf(nodes);
        moveDx = dx;
        moveDy = dy;
        damage(DiagramPainter.union(before, painter.movingBounds()));
    }

    // ---- problems ----

    /** Decorates elements with validation problems: severities and messages keyed by node or link. */
    public void setProblems(Map<EObject, Integer> severities, Map<EObject, String> messages) {
        Rectangle before = painter.boundsOf(this.severities.keySet());
        this.severities = Map.copyOf(severities);
        this.problemMessages = Map.copyOf(messages);
        // A tooltip showing a problem that is gone would outlive it until the pointer moves.
        canvas.setToolTipText(null);
        damage(DiagramPainter.union(before, painter.boundsOf(severities.keySet())));
    }

    public int severityOf(EObject element) {
        return severities.getOrDefault(element, Diagnostic.OK);
    }

    // ---- zoom and pan ----

    public void zoomIn() {
        zoomBy(1.25);
    }

    public void zoomOut() {
        zoomBy(1 / 1.25);
    }

    private void zoomBy(double factor) {
        viewportChosen = true;
        Point size = canvas.getSize();
        viewport.zoomAt(viewport.zoom() * factor, size.x / 2.0, size.y / 2.0);
        canvas.redraw();
    }

    public void zoomToFit() {
        Rectangle content = null;
        for (Node node : network.getNodes()) {
            content = DiagramPainter.union(content, NodeFigure.paintBounds(node, 0, 0));
        }
        Point size = canvas.getSize();
        viewportChosen = false;
        viewport.fit(content == null ? new Rectangle(0, 0, 0, 0) : content, size.x, size.y, Viewport.FIT_MARGIN);
        canvas.redraw();
    }

    public void panBy(int screenDx, int screenDy) {
        viewportChosen = true;
        viewport.panBy(screenDx, screenDy);
        canvas.redraw();
    }

    private void fitUnlessChosen() {
        Point size = canvas.getSize();
        if (!viewportChosen && size.x > 0 && size.y > 0) {
            zoomToFit();
        }
    }

    // ---- damage and painting ----

    /** Repaints the part of the canvas that shows diagram rectangle {@code diagram}. */
    public void damage(Rectangle diagram) {
        if (diagram == null || canvas.isDisposed()) {
            return;
        }
        Rectangle screen = viewport.toScreen(diagram).intersection(canvas.getClientArea());
        if (!screen.isEmpty()) {
            canvas.redraw(screen.x, screen.y, screen.width, screen.height, false);
        }
    }

    private void modelChanged(Set<Object> changed, boolean structural) {
        if (canvas.isDisposed()) {
            return;
        }
        activity.forgetPaths();
        if (structural) {
            painter.forgetRemoved();
            List<EObject> kept = new ArrayList<>(selection);
            kept.removeIf(e -> e.eContainer() != network);
            setSelection(kept);
            canvas.redraw();
            return;
        }
        Set<EObject> elements = new LinkedHashSet<>();
        boolean nodesChanged = false;
        for (Object notifier : changed) {
            EObject owner = notifier instanceof EObject e ? DiagramElements.owner(e) : null;
            if (owner != null) {
                elements.add(owner);
                nodesChanged |= owner instanceof Node;
            }
        }
        if (nodesChanged) {
            for (Link link : network.getLinks()) {
                if (elements.contains(link.getSource()) || elements.contains(link.getTarget())) {
                    elements.add(link);
                }
            }
        }
        Rectangle damage = painter.boundsOf(elements);
        for (EObject element : elements) {
            damage = DiagramPainter.union(damage, painter.paintedBounds(element));
        }
        damage(damage);
    }

    /** Where the name of {@code node} is written, in diagram coordinates, whether or not the zoom shows names. */
    public Rectangle nameBounds(Node node) {
        GC gc = new GC(canvas);
        try {
            gc.setFont(labelFont);
            return NodeFigure.labelBounds(node, 0, 0, gc.textExtent(node.getName() == null ? "" : node.getName()));
        } finally {
            gc.dispose();
        }
    }

    /** Whether the zoom is large enough for node names to be written. */
    public boolean namesShown() {
        return DiagramPainter.showsNodeNames(viewport.zoom());
    }

    /** Shows {@code tip} as the canvas's tooltip; null for none. */
    void showToolTip(String tip) {
        if (!Objects.equals(tip, canvas.getToolTipText())) {
            canvas.setToolTipText(tip);
        }
    }

    /** The problems of {@code element} as the canvas's tooltip says them; null for none or for empty canvas. */
    String problemMessage(EObject element) {
        return element == null ? null : problemMessages.get(element);
    }

    /** Zooms by {@code factor} keeping the diagram point under screen point (x, y) in place, as Ctrl+wheel does. */
    void zoomAt(double factor, int x, int y) {
        viewportChosen = true;
        viewport.zoomAt(viewport.zoom() * factor, x, y);
        canvas.redraw();
    }

    ActivityOverlay activity() {
        return activity;
    }

    Tool tool() {
        return tool;
    }

    Rectangle clientArea() {
        return canvas.getClientArea();
    }

    Set<Node> moving() {
        return moving;
    }

    int moveDx() {
        return moveDx;
    }

    int moveDy() {
        return moveDy;
    }

    Map<EObject, Integer> severities() {
        return severities;
    }

    /** Paints the part of the canvas inside {@code area} (screen pixels) with {@code gc}. */
    void paint(GC gc, Rectangle area) {
        painter.paint(gc, area);
    }
}
