package org.dclab.ui.editor.parts;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Predicate;
import java.util.function.Supplier;

import org.dclab.model.Link;
import org.dclab.model.Network;
import org.dclab.model.Node;
import org.dclab.ui.editor.commands.DiagramClipboard;
import org.dclab.ui.editor.commands.DiagramCommands;
import org.dclab.ui.editor.figures.DiagramColors;
import org.dclab.ui.editor.figures.LinkFigure;
import org.dclab.ui.editor.figures.NodeFigure;
import org.dclab.ui.editor.figures.ProblemBadge;
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
import org.eclipse.swt.events.MouseEvent;
import org.eclipse.swt.graphics.Font;
import org.eclipse.swt.graphics.FontData;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.graphics.Transform;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Event;

/**
 * The topology canvas: paints the network, owns the selection and the active tool, and sends every edit as a
 * command to the editing domain. It never changes the model itself; it follows it through {@link NetworkListener},
 * which is attached while the canvas lives (activate) and removed when it is disposed (deactivate).
 *
 * <p>Painting stays cheap for large networks: the canvas is double-buffered, only damaged regions are repainted, and a
 * repaint draws only the elements that intersect the damaged region.
 */
public final class DiagramViewer implements ISelectionProvider {

	/** Below this zoom node names would be unreadably small; shapes alone still tell the topology. */
	private static final double NODE_LABEL_MIN_ZOOM = 0.45;
	/** Below this zoom the rate/delay labels of a leaf-spine's 180 links overlap into noise; selected links keep theirs. */
	private static final double LINK_LABEL_MIN_ZOOM = 0.8;
	private static final int LINK_HIT_TOLERANCE_PIXELS = 5;
	private static final int PASTE_OFFSET = 2 * Snapping.GRID;

	private final EditingDomain domain;
	private final Network network;
	private final Canvas canvas;
	private final Viewport viewport = new Viewport();
	private final NetworkListener listener;
	private final Font labelFont;
	private final DiagramClipboard clipboard = new DiagramClipboard();
	private final Map<EObject, Rectangle> painted = new HashMap<>();
	private final ListenerList<ISelectionChangedListener> selectionListeners = new ListenerList<>();
	private final ListenerList<Consumer<ToolKind>> toolListeners = new ListenerList<>();

	private List<EObject> selection = List.of();
	private Map<EObject, Integer> severities = Map.of();
	private Map<EObject, String> problemMessages = Map.of();
	private ToolKind toolKind = ToolKind.SELECT;
	private Tool tool;
	private Set<Node> moving = Set.of();
	private int moveDx;
	private int moveDy;
	private boolean panning;
	private int panX;
	private int panY;
	/** Whether the user has zoomed or panned; until then the diagram is refitted whenever the canvas is resized. */
	private boolean viewportChosen;
	private int pastes;

	public DiagramViewer(Composite parent, EditingDomain domain, Network network) {
		this.domain = domain;
		this.network = network;
		canvas = new Canvas(parent, SWT.DOUBLE_BUFFERED | SWT.NO_BACKGROUND);
		FontData data = canvas.getDisplay().getSystemFont().getFontData()[0];
		data.setHeight(9);
		labelFont = new Font(canvas.getDisplay(), data);
		tool = toolKind.create(this);
		listener = new NetworkListener(canvas.getDisplay(), this::modelChanged);
		listener.activate(network);
		canvas.addPaintListener(e -> paint(e.gc, new Rectangle(e.x, e.y, e.width, e.height)));
		canvas.addListener(SWT.Resize, e -> fitUnlessChosen());
		canvas.addListener(SWT.MouseVerticalWheel, this::wheel);
		canvas.addListener(SWT.MouseHorizontalWheel, this::wheel);
		canvas.addMouseListener(org.eclipse.swt.events.MouseListener.mouseDownAdapter(this::mouseDown));
		canvas.addMouseListener(org.eclipse.swt.events.MouseListener.mouseUpAdapter(this::mouseUp));
		canvas.addMouseMoveListener(this::mouseMove);
		canvas.addListener(SWT.KeyDown, new DiagramKeys(this)::keyDown);
		canvas.addDisposeListener(e -> {
			listener.deactivate();
			labelFont.dispose();
		});
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
		if (next.equals(selection)) {
			return;
		}
		Rectangle damage = boundsOf(selection);
		selection = List.copyOf(next);
		damage = union(damage, boundsOf(selection));
		damage(damage);
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
		return new StructuredSelection(selection);
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
		Rectangle bounds = shown instanceof Node node ? NodeFigure.paintBounds(node, 0, 0) : LinkFigure.paintBounds((Link) shown, n -> false, 0, 0);
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
		boolean deleted = execute(DiagramCommands.delete(domain, network, selection));
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
		Map<Node, Point> targets = new java.util.LinkedHashMap<>();
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
		Rectangle before = movingBounds();
		moving = Set.copyOf(nodes);
		moveDx = dx;
		moveDy = dy;
		damage(union(before, movingBounds()));
	}

	// ---- problems ----

	/** Decorates elements with validation problems: severities and messages keyed by node or link. */
	public void setProblems(Map<EObject, Integer> severities, Map<EObject, String> messages) {
		Rectangle before = boundsOf(this.severities.keySet());
		this.severities = Map.copyOf(severities);
		this.problemMessages = Map.copyOf(messages);
		damage(union(before, boundsOf(severities.keySet())));
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
			content = union(content, NodeFigure.paintBounds(node, 0, 0));
		}
		Point size = canvas.getSize();
		viewportChosen = false;
		viewport.fit(content == null ? new Rectangle(0, 0, 0, 0) : content, size.x, size.y, 20);
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
		if (structural) {
			painted.keySet().removeIf(e -> DiagramElements.owner(e) == null);
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
		Rectangle damage = boundsOf(elements);
		for (EObject element : elements) {
			damage = union(damage, painted.get(element));
		}
		damage(damage);
	}

	/**
	 * Decides which links get their rate/delay label: selected links and links with problems always, others only at a
	 * readable zoom and only where the label covers neither a node nor a label placed before it. The 16 links of a
	 * rack or the 36 of a leaf-spine mesh have their middles close together, and overlapping labels read as noise.
	 * Placement looks at all links, not only the repainted ones, so a partial repaint shows the same labels as a
	 * full one.
	 */
	private Map<Link, Rectangle> placeLinkLabels(GC gc, Predicate<Node> isMoving) {
		Map<Link, Rectangle> placed = new java.util.LinkedHashMap<>();
		List<Link> ordered = new ArrayList<>();
		for (Link link : network.getLinks()) {
			if (selection.contains(link) || severityOf(link) >= Diagnostic.WARNING) {
				placed.put(link, LinkFigure.labelBounds(gc, link, isMoving, moveDx, moveDy));
			} else if (viewport.zoom() >= LINK_LABEL_MIN_ZOOM) {
				ordered.add(link);
			}
		}
		if (ordered.isEmpty()) {
			return placed;
		}
		List<Rectangle> obstacles = new ArrayList<>(placed.values());
		for (Node node : network.getNodes()) {
			boolean moved = isMoving.test(node);
			obstacles.add(NodeFigure.paintBounds(node, moved ? moveDx : 0, moved ? moveDy : 0));
		}
		for (Link link : ordered) {
			Rectangle label = LinkFigure.labelBounds(gc, link, isMoving, moveDx, moveDy);
			if (obstacles.stream().noneMatch(label::intersects)) {
				placed.put(link, label);
				obstacles.add(label);
			}
		}
		return placed;
	}

	/** Paints the part of the canvas inside {@code area} (screen pixels) with {@code gc}. */
	void paint(GC gc, Rectangle area) {
		gc.setBackground(DiagramColors.BACKGROUND);
		gc.fillRectangle(area);
		gc.setAntialias(SWT.ON);
		gc.setTextAntialias(SWT.ON);
		gc.setFont(labelFont);
		Rectangle clip = viewport.toDiagram(area);
		Transform transform = viewport.transform(canvas.getDisplay());
		try {
			gc.setTransform(transform);
			Predicate<Node> isMoving = moving::contains;
			for (Link link : network.getLinks()) {
				Rectangle bounds = linkBounds(link, isMoving, moveDx, moveDy);
				if (bounds.intersects(clip)) {
					painted.put(link, bounds);
					LinkFigure.paintLine(gc, link, isMoving, moveDx, moveDy, selection.contains(link), severityOf(link));
				}
			}
			placeLinkLabels(gc, isMoving).forEach((link, label) -> {
				if (label.intersects(clip)) {
					LinkFigure.paintLabel(gc, link, label, selection.contains(link));
				}
			});
			boolean nodeLabels = viewport.zoom() >= NODE_LABEL_MIN_ZOOM;
			for (Node node : network.getNodes()) {
				int dx = moving.contains(node) ? moveDx : 0;
				int dy = moving.contains(node) ? moveDy : 0;
				Rectangle bounds = nodeBounds(node, dx, dy);
				if (bounds.intersects(clip)) {
					painted.put(node, bounds);
					NodeFigure.paint(gc, node, dx, dy, selection.contains(node), nodeLabels);
				}
			}
			tool.paintFeedback(gc);
		} finally {
			gc.setTransform(null);
			transform.dispose();
		}
		paintBadges(gc, area);
		paintStatus(gc, area);
		if (network.getNodes().isEmpty()) {
			paintHint(gc);
		}
	}

	/** An empty canvas says how to start, so a first-time user is not left looking at a blank page. */
	private void paintHint(GC gc) {
		Rectangle client = canvas.getClientArea();
		String hint = "This network is empty.\n\nPick Host, Switch or Router in the palette,\nthen click here to place one.\n"
				+ "Link connects two nodes: drag from one to the other.";
		Point extent = gc.textExtent(hint);
		gc.setForeground(DiagramColors.LINK);
		gc.drawText(hint, Math.max(8, client.width / 2 - extent.x / 2), Math.max(8, client.height / 2 - extent.y / 2), true);
	}

	private void paintBadges(GC gc, Rectangle area) {
		Predicate<Node> isMoving = moving::contains;
		severities.forEach((element, severity) -> {
			Point anchor = badgeAnchor(element, isMoving);
			if (anchor != null) {
				int sx = (int) Math.round((anchor.x - viewport.originX()) * viewport.zoom());
				int sy = (int) Math.round((anchor.y - viewport.originY()) * viewport.zoom());
				if (area.intersects(sx - ProblemBadge.SIZE, sy - ProblemBadge.SIZE, 2 * ProblemBadge.SIZE, 2 * ProblemBadge.SIZE)) {
					ProblemBadge.paint(gc, sx, sy, severity);
				}
			}
		});
	}

	/** The badge's anchor in diagram coordinates (following a drag), or null for elements no longer shown. */
	private Point badgeAnchor(EObject element, Predicate<Node> isMoving) {
		if (element instanceof Node node && node.eContainer() == network) {
			boolean moved = isMoving.test(node);
			return NodeFigure.badgeAnchor(node, moved ? moveDx : 0, moved ? moveDy : 0);
		}
		if (element instanceof Link link && link.eContainer() == network && link.getSource() != null && link.getTarget() != null) {
			return LinkFigure.badgeAnchor(link, isMoving, moveDx, moveDy);
		}
		return null;
	}

	/** A node's painted area, its badge included, which keeps its screen size and so grows in diagram units when zoomed out. */
	private Rectangle nodeBounds(Node node, int dx, int dy) {
		return withBadge(node, NodeFigure.paintBounds(node, dx, dy), () -> NodeFigure.badgeAnchor(node, dx, dy));
	}

	private Rectangle linkBounds(Link link, Predicate<Node> isMoving, int dx, int dy) {
		return withBadge(link, LinkFigure.paintBounds(link, isMoving, dx, dy), () -> LinkFigure.badgeAnchor(link, isMoving, dx, dy));
	}

	private Rectangle withBadge(EObject element, Rectangle bounds, Supplier<Point> anchor) {
		if (severityOf(element) < Diagnostic.WARNING || bounds.isEmpty()) {
			return bounds;
		}
		Point at = anchor.get();
		int half = (int) Math.ceil((ProblemBadge.SIZE / 2.0 + 2) / viewport.zoom());
		return bounds.union(new Rectangle(at.x - half, at.y - half, 2 * half, 2 * half));
	}

	/** Zoom and size in the bottom-left corner, so a class sees at once how big the topology is. */
	private void paintStatus(GC gc, Rectangle area) {
		Rectangle client = canvas.getClientArea();
		String status = network.getNodes().size() + " nodes \u00b7 " + network.getLinks().size() + " links \u00b7 "
				+ Math.round(viewport.zoom() * 100) + "%";
		Point extent = gc.textExtent(status);
		Rectangle box = new Rectangle(4, client.height - extent.y - 8, extent.x + 8, extent.y + 4);
		if (box.intersects(area)) {
			gc.setBackground(DiagramColors.LABEL_BACKGROUND);
			gc.fillRectangle(box);
			gc.setForeground(DiagramColors.LINK);
			gc.drawText(status, box.x + 4, box.y + 2, true);
		}
	}

	private Rectangle movingBounds() {
		Rectangle bounds = null;
		if (moving.isEmpty()) {
			return null;
		}
		Predicate<Node> isMoving = moving::contains;
		for (Node node : moving) {
			bounds = union(bounds, nodeBounds(node, moveDx, moveDy));
		}
		for (Link link : network.getLinks()) {
			if (moving.contains(link.getSource()) || moving.contains(link.getTarget())) {
				bounds = union(bounds, linkBounds(link, isMoving, moveDx, moveDy));
			}
		}
		return bounds;
	}

	private Rectangle boundsOf(Collection<? extends EObject> elements) {
		Rectangle bounds = null;
		for (EObject element : elements) {
			if (element instanceof Node node && node.eContainer() == network) {
				bounds = union(bounds, nodeBounds(node, 0, 0));
			} else if (element instanceof Link link && link.eContainer() == network) {
				bounds = union(bounds, linkBounds(link, n -> false, 0, 0));
			}
			bounds = union(bounds, painted.get(element));
		}
		return bounds;
	}

	private static Rectangle union(Rectangle a, Rectangle b) {
		if (a == null) {
			return b;
		}
		return b == null ? a : a.union(b);
	}

	// ---- input ----

	private void mouseDown(MouseEvent e) {
		canvas.setFocus();
		if (e.button == 2) {
			panning = true;
			panX = e.x;
			panY = e.y;
		} else if (e.button == 3) {
			cancelGesture();
		} else if (e.button == 1) {
			tool.mouseDown(e, viewport.toDiagramX(e.x), viewport.toDiagramY(e.y));
		}
	}

	private void mouseMove(MouseEvent e) {
		if (panning) {
			panBy(panX - e.x, panY - e.y);
			panX = e.x;
			panY = e.y;
			return;
		}
		double x = viewport.toDiagramX(e.x);
		double y = viewport.toDiagramY(e.y);
		tool.mouseMove(e, x, y);
		if ((e.stateMask & SWT.BUTTON_MASK) == 0) {
			EObject hovered = nodeAt(x, y);
			String tip = problemMessages.get(hovered != null ? hovered : linkAt(x, y));
			if (!Objects.equals(tip, canvas.getToolTipText())) {
				canvas.setToolTipText(tip);
			}
		}
	}

	private void mouseUp(MouseEvent e) {
		if (e.button == 2) {
			panning = false;
		} else if (e.button == 1) {
			tool.mouseUp(e, viewport.toDiagramX(e.x), viewport.toDiagramY(e.y));
		}
	}

	/** Ctrl+wheel zooms around the pointer; the wheel alone scrolls, Shift+wheel scrolls sideways. */
	private void wheel(Event e) {
		e.doit = false;
		if ((e.stateMask & SWT.MOD1) != 0) {
			viewportChosen = true;
			viewport.zoomAt(viewport.zoom() * Math.pow(1.1, Math.signum(e.count)), e.x, e.y);
			canvas.redraw();
		} else if (e.type == SWT.MouseHorizontalWheel || (e.stateMask & SWT.SHIFT) != 0) {
			panBy(-e.count * 20, 0);
		} else {
			panBy(0, -e.count * 20);
		}
	}

	Tool tool() {
		return tool;
	}
}
