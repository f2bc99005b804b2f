package org.dclab.ui.editor.parts;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.Predicate;

import org.dclab.model.Link;
import org.dclab.model.Network;
import org.dclab.model.Node;
import org.dclab.sim.live.InFlightPacket;
import org.dclab.sim.live.QueuePort;
import org.dclab.ui.editor.figures.RangeLabel;
import org.dclab.ui.editor.figures.LinkFigure;
import org.dclab.ui.editor.figures.NodeFigure;
import org.dclab.ui.editor.tools.Tool;
import org.dclab.ui.present.Presentation;
import org.eclipse.emf.common.command.Command;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.edit.domain.EditingDomain;
import org.eclipse.jface.viewers.ISelection;
import org.eclipse.jface.viewers.ISelectionChangedListener;
import org.eclipse.jface.viewers.ISelectionProvider;
import org.eclipse.swt.SWT;
import org.eclipse.swt.events.MouseListener;
import org.eclipse.swt.graphics.Font;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;

/**
 * The topology canvas: owns the SWT canvas and wires to it the parts that each keep one concern, the way GEF's viewer
 * keeps its selection manager, edit domain and zoom manager apart: {@link DiagramSelection}, {@link ActiveTool},
 * {@link SelectionEdits}, {@link MovePreview}, {@link DiagramProblems} and {@link ZoomManager}. It sends every edit as
 * a command to the editing domain and never changes the model itself; it follows it through {@link NetworkListener},
 * which is attached while the canvas lives (activate) and removed when it is disposed (deactivate).
 *
 * <p>Painting stays cheap for large networks: the canvas is double-buffered, only damaged regions are repainted, and a
 * repaint draws only the elements that intersect the damaged region.
 */
public final class DiagramViewer implements ISelectionProvider {

    private static final int LINK_HIT_TOLERANCE_PIXELS = 5;

    private final EditingDomain domain;
    private final Network network;
    private final Canvas canvas;
    private final Viewport viewport = new Viewport();
    private final NetworkListener listener;
    private final LabelFont labelFont;
    private final DiagramPainter painter;
    private final ActivityOverlay activity;
    private final QueueBars queueBars;
    private final CanvasKeys keys;
    private final DiagramSelection selection;
    private final MovePreview movePreview = new MovePreview();
    private final DiagramProblems problems = new DiagramProblems();
    private final ZoomManager zoom;
    private final SelectionEdits edits;
    private final ActiveTool tools;

    public DiagramViewer(Composite parent, EditingDomain domain, Network network) {
        this.domain = domain;
        this.network = network;
        canvas = new Canvas(parent, SWT.DOUBLE_BUFFERED | SWT.NO_BACKGROUND);
        labelFont = new LabelFont(canvas, viewport::zoom, () -> viewport.toDiagramWithin(canvas.getClientArea()), network);
        selection = new DiagramSelection(network, this, this::selectionChanged);
        // The keys are known only once the overlay exists and has painted; until then they take no band.
        zoom = new ZoomManager(canvas, viewport, network, this::keyBands);
        edits = new SelectionEdits(this);
        painter = new DiagramPainter(this);
        queueBars = new QueueBars(this, labelFont);
        activity = new ActivityOverlay(this, canvas, queueBars);
        keys = new CanvasKeys(this, canvas, queueBars);
        tools = new ActiveTool(this, canvas);
        listener = new NetworkListener(canvas.getDisplay(), this::modelChanged);
        listener.activate(network);
        canvas.addPaintListener(e -> painter.paint(e.gc, new Rectangle(e.x, e.y, e.width, e.height)));
        canvas.addListener(SWT.Resize, e -> zoom.fitUnlessChosen());
        DiagramMouse mouse = new DiagramMouse(this);
        canvas.addListener(SWT.MouseVerticalWheel, mouse::wheel);
        canvas.addListener(SWT.MouseHorizontalWheel, mouse::wheel);
        canvas.addMouseListener(MouseListener.mouseDownAdapter(mouse::mouseDown));
        canvas.addMouseListener(MouseListener.mouseUpAdapter(mouse::mouseUp));
        canvas.addMouseMoveListener(mouse::mouseMove);
        canvas.addListener(SWT.KeyDown, new DiagramKeys(this)::keyDown);
        canvas.addDisposeListener(e -> listener.deactivate());
    }

    /** The font of node names and link labels, at the size presentation mode asks. */
    public Font labelFont() {
        return labelFont.font();
    }

    /**
     * The font of keys and captions written over the canvas in screen pixels: node names' size at zoom 1, which
     * presentation mode multiplies.
     */
    public Font screenFont() {
        return labelFont.screenFont();
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
        return DiagramElements.nodeAt(network, x, y);
    }

    /** The link nearest to diagram point (x, y) within a few screen pixels, or null. */
    public Link linkAt(double x, double y) {
        return DiagramElements.linkAt(network, x, y, LINK_HIT_TOLERANCE_PIXELS / viewport.zoom());
    }

    /** The port whose queue bar is drawn at diagram point (x, y) while a run is animated, or null. */
    public QueuePort queuePortAt(double x, double y) {
        return activity.portAt(x, y);
    }

    /**
     * The application whose packet in flight, or else whose flow lane, is drawn at diagram point (x, y) while a run is
     * animated, or null.
     */
    public String flowAt(double x, double y) {
        PacketDot packet = activity.packetAt(x, y);
        return packet != null ? packet.application() : activity.flowAt(x, y);
    }

    /** The packet in flight drawn at diagram point (x, y) while a stepped run is animated, or null. */
    public InFlightPacket packetAt(double x, double y) {
        PacketDot dot = activity.packetAt(x, y);
        return dot == null ? null : dot.packet();
    }

    /**
     * Where the queue bar of the port of {@code at} toward {@code peer} goes, in diagram coordinates: clear of both
     * nodes and of their names where they are written. A run draws it once the queue has held a packet.
     */
    public Rectangle queueBarBounds(Node at, Node peer) {
        return queueBars.bounds(at, peer);
    }

    /** The queue bars drawn at the last paint, in diagram coordinates; none while no run is shown. */
    public List<Rectangle> queueBarsDrawn() {
        return queueBars.drawn();
    }

    /** The rate/delay labels drawn at the last paint, each with its link, text and place in diagram coordinates. */
    public List<LinkLabel> linkLabelsDrawn() {
        return painter.linkLabels();
    }

    /** The link labels drawn at the last paint that a run's flow lanes, drawn over them, cross. */
    public List<LinkLabel> linkLabelsUnderLanes() {
        Predicate<Rectangle> underLanes = activity().laneCrossings(n -> false, 0, 0);
        return painter.linkLabels().stream().filter(l -> underLanes.test(l.bounds())).toList();
    }

    /** The bands along the canvas's top and bottom a run's keys take, in pixels; none before the keys are made. */
    private int[] keyBands() {
        return keys == null ? new int[2] : keys.bands();
    }

    /**
     * Where the canvas's keys were drawn at its last paint, in screen pixels: the flows' colours first where the run has
     * flows, then the load and queue key.
     */
    public List<Rectangle> legendsDrawn() {
        return keys.drawn();
    }

    /** The packets in flight drawn at the last paint, in diagram coordinates, each with its flow and colour. */
    public List<PacketDot> packetsDrawn() {
        return activity.packets();
    }

    // ---- the parts this canvas wires together ----

    public DiagramSelection selection() {
        return selection;
    }

    public ActiveTool tools() {
        return tools;
    }

    public SelectionEdits edits() {
        return edits;
    }

    public ZoomManager zoom() {
        return zoom;
    }

    public DiagramProblems problems() {
        return problems;
    }

    public MovePreview movePreview() {
        return movePreview;
    }

    /** Repaints what was selected before a change and what is selected after it. */
    private void selectionChanged(List<EObject> before, boolean portChanged) {
        damage(DiagramPainter.union(painter.boundsOf(before), painter.boundsOf(selection.elements())));
        if (portChanged) {
            canvas.redraw();
        }
    }

    /** Shows {@code nodes} shifted by (dx, dy) until the next call; the model is not touched. */
    public void previewMove(Set<Node> nodes, int dx, int dy) {
        Rectangle before = painter.movingBounds();
        movePreview.show(nodes, dx, dy);
        damage(DiagramPainter.union(before, painter.movingBounds()));
    }

    /** Decorates elements with validation problems: severities and messages keyed by node or link. */
    public void setProblems(Map<EObject, Integer> severities, Map<EObject, String> messages) {
        Rectangle before = painter.boundsOf(problems.severities().keySet());
        problems.replace(severities, messages);
        // A tooltip showing a problem that is gone would outlive it until the pointer moves.
        canvas.setToolTipText(null);
        damage(DiagramPainter.union(before, painter.boundsOf(severities.keySet())));
    }

    /** Selects {@code element} and scrolls it into the middle of the canvas if it is not in view. */
    public void reveal(EObject element) {
        EObject shown = element instanceof Node || element instanceof Link ? element : DiagramElements.owner(element);
        if (shown == null) {
            return;
        }
        selection.select(List.of(shown));
        zoom.reveal(shown instanceof Node node ? NodeFigure.paintBounds(node, 0, 0)
                : LinkFigure.paintBounds((Link) shown, n -> false, 0, 0));
    }

    // ---- the workbench's view of the selection ----

    @Override
    public ISelection getSelection() {
        return selection.asStructured();
    }

    @Override
    public void setSelection(ISelection chosen) {
        selection.select(chosen);
    }

    @Override
    public void addSelectionChangedListener(ISelectionChangedListener l) {
        selection.addListener(l);
    }

    @Override
    public void removeSelectionChangedListener(ISelectionChangedListener l) {
        selection.removeListener(l);
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
        // A run's flow lanes run beside whole paths, far from a moved node's bounds at a fabric's low zoom: repainting only
        // what the edit touched left them as stubs after Undo and Redo.
        if (structural || activity.shown() != null) {
            painter.forgetRemoved();
            selection.forgetRemoved();
            canvas.redraw();
            return;
        }
        Set<EObject> elements = DiagramElements.drawnDifferently(changed, network);
        Rectangle damage = painter.boundsOf(elements);
        for (EObject element : elements) {
            damage = DiagramPainter.union(damage, painter.paintedBounds(element));
        }
        damage(damage);
    }

    /**
     * A command changed the scenario, perhaps outside the network (an application deleted, added or its hosts changed),
     * which the network's listener does not see: while a run is shown, its lanes and legend are drawn anew.
     */
    public void scenarioEdited() {
        if (!canvas.isDisposed() && activity.shown() != null) {
            activity.forgetPaths();
            canvas.redraw();
        }
    }

    /** Where the name of {@code node} is written, in diagram coordinates, whether or not the zoom shows names. */
    public Rectangle nameBounds(Node node) {
        return labelFont.nameBounds(node);
    }

    /**
     * Whether the name of {@code node} is written at the zoom shown. In presentation mode names keep the stage's size at
     * any zoom, so each is written where it has room, and a crowded row's others are named by a range label
     * ({@link #rangeLabels}) until the canvas zooms in; otherwise all are, once the zoom is large enough.
     */
    public boolean nameWritten(Node node) {
        return Presentation.isOn() ? labelFont.named(node) : namesShown();
    }

    /** The range labels written for rows too crowded for each node's name, in diagram coordinates: presentation mode's only. */
    public List<RangeLabel> rangeLabels() {
        return labelFont.ranges();
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

    ActivityOverlay activity() {
        return activity;
    }

    /** The keys over the canvas, which take a press on them before the tool does. */
    CanvasKeys keys() {
        return keys;
    }

    /** The tool in use, which receives the mouse and paints its feedback. */
    Tool tool() {
        return tools.current();
    }

    Rectangle clientArea() {
        return canvas.getClientArea();
    }

    /** Paints the part of the canvas inside {@code area} (screen pixels) with {@code gc}. */
    void paint(GC gc, Rectangle area) {
        painter.paint(gc, area);
    }
}
