package org.dclab.ui.robot;

import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

import org.dclab.model.Link;
import org.dclab.model.NamedElement;
import org.dclab.model.Node;
import org.dclab.model.Scenario;
import org.dclab.sim.live.InFlightPacket;
import org.dclab.ui.editor.ScenarioEditor;
import org.dclab.ui.editor.figures.NodeFigure;
import org.dclab.ui.editor.figures.RangeLabel;
import org.dclab.ui.editor.parts.DiagramViewer;
import org.dclab.ui.editor.parts.LinkLabel;
import org.dclab.ui.editor.parts.Viewport;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.ToolBar;
import org.eclipse.swt.widgets.ToolItem;
import org.eclipse.ui.IEditorPart;

/**
 * The topology canvas of the active editor, as far as the robot must know it to point at things: where a node or
 * a link is drawn on the screen. The canvas is one widget, so the robot asks the viewer where it drew an element,
 * as SWTBot's GEF support asks edit parts; everything else goes through the mouse and the keyboard.
 */
public final class Diagram {

    private Diagram() {
    }

    /** The active topology editor; fails when none is active. Call on the UI thread. */
    public static ScenarioEditor editor() {
        IEditorPart active = RunningProduct.window().getActivePage().getActiveEditor();
        if (active instanceof ScenarioEditor editor) {
            return editor;
        }
        throw new AssertionError("no topology editor is active (active editor: " + active + ")");
    }

    /** The scenario the active editor shows, for reading what a script's gestures made of it. */
    public static Scenario scenario() {
        return Ui.read(() -> editor().scenario());
    }

    /**
     * Pixels of the canvas painted exactly in {@code rgb}, as the screen shows them: the middle of a flow's lane or a
     * packet's dot, not their smoothed edges.
     */
    public static int pixelsOf(RGB rgb) {
        return pixelsOf(rgb, visibleArea());
    }

    /** Pixels painted exactly in {@code rgb} within {@code area} of the screen (clipped to the canvas). */
    public static int pixelsOf(RGB rgb, Rectangle area) {
        return Ui.read(() -> {
            Canvas canvas = (Canvas) canvas();
            Point size = canvas.getSize();
            Point topLeft = canvas.toControl(area.x, area.y);
            Rectangle within = new Rectangle(topLeft.x, topLeft.y, area.width, area.height).intersection(new Rectangle(0, 0,
                    size.x, size.y));
            if (within.isEmpty()) {
                return 0;
            }
            Image image = new Image(canvas.getDisplay(), within.width, within.height);
            GC gc = new GC(canvas);
            try {
                gc.copyArea(image, within.x, within.y);
                ImageData data = image.getImageData();
                int count = 0;
                for (int y = 0; y < data.height; y++) {
                    for (int x = 0; x < data.width; x++) {
                        if (data.palette.getRGB(data.getPixel(x, y)).equals(rgb)) {
                            count++;
                        }
                    }
                }
                return count;
            } finally {
                gc.dispose();
                image.dispose();
            }
        });
    }

    /**
     * A packet in flight as the canvas last drew it: its flow, its centre on the screen and its fill, and what opening it
     * shows (null when the run did not tell).
     */
    public record Packet(String application, Point at, RGB fill, double diameterPixels, InFlightPacket headers) {
    }

    /** The rate/delay labels the canvas wrote at its last paint, in the order placed. */
    public static List<String> linkLabels() {
        return Ui.read(() -> editor().viewer().linkLabelsDrawn().stream().map(LinkLabel::text).toList());
    }

    /** The rate/delay labels of the last paint that a run's flow lanes cross (they are drawn over labels). */
    public static List<String> linkLabelsUnderLanes() {
        return Ui.read(() -> editor().viewer().linkLabelsUnderLanes().stream().map(LinkLabel::text).toList());
    }

    /** Where the rate/delay labels the canvas wrote at its last paint are on the screen, in the order placed. */
    public static List<Rectangle> linkLabelBoxes() {
        return Ui.read(() -> editor().viewer().linkLabelsDrawn().stream().map(l -> toDisplay(l.bounds())).toList());
    }

    /**
     * Where the canvas drew its keys at its last paint, on the screen: the flows' colours first where the run has flows,
     * then the load and queue key.
     */
    public static List<Rectangle> legendBoxes() {
        return Ui.read(() -> {
            Control canvas = editor().viewer().getControl();
            return editor().viewer().legendsDrawn().stream().map(r -> {
                Point at = canvas.toDisplay(r.x, r.y);
                return new Rectangle(at.x, at.y, r.width, r.height);
            }).toList();
        });
    }

    /** The packets in flight the canvas drew at its last paint, with their centres on the screen. */
    public static List<Packet> packets() {
        return Ui.read(() -> {
            DiagramViewer viewer = editor().viewer();
            return viewer.packetsDrawn().stream().map(d -> new Packet(d.application(), toDisplay(d.x(), d.y()), d.fill(), d.diameter()
                    * viewer.viewport().zoom(), d.packet())).toList();
        });
    }

    /**
     * Of {@code packets}, one a click can only mean: more than {@code clearOfNodesPx} screen pixels from every node (and
     * so from the queue bars beside them), overlapping no other packet, the furthest from the nodes of those; null when
     * none is.
     */
    public static Packet clickablePacket(List<Packet> packets, int clearOfNodesPx) {
        List<Point> nodes = nodeNames().stream().map(Diagram::node).toList();
        List<Packet> clear = packets.stream().filter(p -> !p.application().isEmpty())
                .filter(p -> nodes.stream().allMatch(n -> distance(n, p.at()) > clearOfNodesPx))
                .filter(p -> packets.stream().allMatch(q -> q == p || distance(q.at(), p.at()) > p.diameterPixels() + 1)).toList();
        return clear.stream().max(Comparator.comparingDouble(p -> nodes.stream().mapToDouble(n -> distance(n, p.at())).min().orElse(0)))
                .orElse(null);
    }

    private static double distance(Point a, Point b) {
        return Math.hypot(a.x - b.x, a.y - b.y);
    }

    /** The problems validation finds in the active editor's scenario now, as the canvas and the Problems view show them. */
    public static java.util.List<org.dclab.ui.editor.validation.Problem> scenarioProblems() {
        return Ui.read(() -> editor().validate());
    }

    public static Control canvas() {
        return Ui.read(() -> editor().viewer().getControl());
    }

    /** Where the centre of the node named {@code name} is on the screen. */
    public static Point node(String name) {
        return Ui.read(() -> {
            Node node = named(Node.class, name);
            return toDisplay(node.getX(), node.getY());
        });
    }

    /** Where the middle of the link named {@code name} is on the screen. */
    public static Point link(String name) {
        return Ui.read(() -> {
            Link link = named(Link.class, name);
            return toDisplay((link.getSource().getX() + link.getTarget().getX()) / 2.0,
                    (link.getSource().getY() + link.getTarget().getY()) / 2.0);
        });
    }

    /**
     * Where the middle of the queue bar of the port of {@code from} toward {@code to} is drawn on the screen (a run
     * draws it once the queue has held a packet).
     */
    public static Point queueBar(String from, String to) {
        return Ui.read(() -> {
            Rectangle bar = editor().viewer().queueBarBounds(named(Node.class, from), named(Node.class, to));
            return toDisplay(bar.x + bar.width / 2.0, bar.y + bar.height / 2.0);
        });
    }

    /** Where the canvas drew queue bars at its last paint, on the screen. */
    public static List<Rectangle> queueBarBoxes() {
        return Ui.read(() -> editor().viewer().queueBarsDrawn().stream().map(Diagram::toDisplay).toList());
    }

    /**
     * Where the lane of application {@code application} beside the link from {@code from} to {@code to} is drawn on the
     * screen, halfway along or, where packets in flight cover it there, as near halfway as it shows: the canvas is
     * asked which flow it draws at each pixel across the link, as a person looks for the coloured line. Fails when no
     * lane of that application runs there.
     */
    public static Point flowLane(String from, String to, String application) {
        return Ui.read(() -> {
            DiagramViewer viewer = editor().viewer();
            Node a = named(Node.class, from);
            Node b = named(Node.class, to);
            double length = Math.hypot(b.getX() - a.getX(), b.getY() - a.getY());
            double nx = -(b.getY() - a.getY()) / length;
            double ny = (b.getX() - a.getX()) / length;
            List<double[]> hits = new java.util.ArrayList<>();
            for (double along : new double[] { 0.5, 0.4, 0.6, 0.3, 0.7, 0.2, 0.8 }) {
                for (int pixels = -30; pixels <= 30; pixels++) {
                    double x = a.getX() + (b.getX() - a.getX()) * along + nx * pixels / viewer.viewport().zoom();
                    double y = a.getY() + (b.getY() - a.getY()) * along + ny * pixels / viewer.viewport().zoom();
                    if (application.equals(viewer.flowAt(x, y))) {
                        hits.add(new double[] { x, y });
                    }
                }
                if (!hits.isEmpty()) {
                    break;
                }
            }
            if (hits.isEmpty()) {
                throw new AssertionError("no lane of " + application + " beside the link " + from + "-" + to);
            }
            double[] middle = hits.get(hits.size() / 2);
            return toDisplay(middle[0], middle[1]);
        });
    }

    /** The names of the nodes, in the network's order. */
    public static List<String> nodeNames() {
        return Ui.read(() -> editor().scenario().getNetwork().getNodes().stream().map(Node::getName).toList());
    }

    /** Where the shape of the node named {@code name} is drawn on the screen. */
    public static Rectangle shapeBox(String name) {
        return Ui.read(() -> toDisplay(NodeFigure.shapeBounds(named(Node.class, name), 0, 0)));
    }

    /** Where the name of the node {@code name} is written on the screen, at the zoom shown. */
    public static Rectangle nameBox(String name) {
        return Ui.read(() -> toDisplay(editor().viewer().nameBounds(named(Node.class, name))));
    }

    /** Whether the canvas writes the name of the node {@code name} at the zoom shown. */
    public static boolean nameWritten(String name) {
        return Ui.read(() -> editor().viewer().nameWritten(named(Node.class, name)));
    }

    /** The nodes' names, on the screen, in em pixels, as the canvas writes them at the zoom shown. */
    public static double namePixels() {
        return Ui.read(() -> editor().viewer().labelFont().getFontData()[0].getHeight() * editor().viewer().viewport().zoom() * Ui
                .display().getDPI().y / 72);
    }

    /**
     * A label the canvas writes for nodes: its text, where it is on the screen, its font's em on the screen in pixels, and
     * whether it is a crowded row's range label rather than a node's name.
     */
    public record WrittenLabel(String text, Rectangle box, double emPixels, boolean range) {
    }

    /**
     * Every label the canvas writes for nodes at the zoom shown and inside its visible area, as the canvas decided to
     * write them: the nodes' names it writes and, on the stage, the range labels of rows too crowded for each name. Both
     * are written in the canvas's label font.
     */
    public static List<WrittenLabel> writtenLabels() {
        return Ui.read(() -> {
            DiagramViewer viewer = editor().viewer();
            double em = viewer.labelFont().getFontData()[0].getHeight() * viewer.viewport().zoom() * Ui.display().getDPI().y / 72;
            Rectangle visible = visibleArea();
            List<WrittenLabel> written = new java.util.ArrayList<>();
            for (Node node : editor().scenario().getNetwork().getNodes()) {
                if (viewer.nameWritten(node)) {
                    written.add(new WrittenLabel(node.getName(), toDisplay(viewer.nameBounds(node)), em, false));
                }
            }
            for (RangeLabel range : viewer.rangeLabels()) {
                written.add(new WrittenLabel(range.text(), toDisplay(range.bounds()), em, true));
            }
            return written.stream().filter(l -> l.box().intersects(visible)).toList();
        });
    }

    /** The pairs of {@code labels} that overlap on the screen, each as "a and b". */
    public static List<String> overlapping(List<WrittenLabel> labels) {
        List<String> met = new java.util.ArrayList<>();
        for (int i = 0; i < labels.size(); i++) {
            for (int j = i + 1; j < labels.size(); j++) {
                if (labels.get(i).box().intersects(labels.get(j).box())) {
                    met.add(labels.get(i).text() + " and " + labels.get(j).text());
                }
            }
        }
        return met;
    }

    /** Whether the canvas is zoomed far enough in to write the nodes' names. */
    public static boolean namesShown() {
        return Ui.read(() -> editor().viewer().namesShown());
    }

    /** The canvas's drawing area on the screen. */
    public static Rectangle visibleArea() {
        return Ui.read(() -> {
            Canvas canvas = (Canvas) editor().viewer().getControl();
            Rectangle client = canvas.getClientArea();
            Point topLeft = canvas.toDisplay(client.x, client.y);
            return new Rectangle(topLeft.x, topLeft.y, client.width, client.height);
        });
    }

    /** The names the palette beside the canvas shows on its tools, top to bottom; empty strings where only icons show. */
    public static List<String> paletteTexts() {
        return Ui.read(() -> {
            Control canvas = editor().viewer().getControl();
            return Widgets.under(canvas.getParent(), ToolBar.class, bar -> true).stream().flatMap(bar -> Arrays.stream(bar.getItems()))
                    .map(ToolItem::getText).toList();
        });
    }

    /** Where the link named {@code name} runs on the screen, from its source's centre to its target's. */
    public static Point[] linkLine(String name) {
        return Ui.read(() -> {
            Link link = named(Link.class, name);
            return new Point[] { toDisplay(link.getSource().getX(), link.getSource().getY()),
                    toDisplay(link.getTarget().getX(), link.getTarget().getY()) };
        });
    }

    /** The names of the links, in the network's order, each with the names of its two ends. */
    public static List<String[]> links() {
        return Ui.read(() -> editor().scenario().getNetwork().getLinks().stream()
                .map(l -> new String[] { l.getName(), l.getSource().getName(), l.getTarget().getName() }).toList());
    }

    /** A point of the canvas given as fractions of its width and height, e.g. (0.5, 0.5) for its middle. */
    public static Point at(double fractionX, double fractionY) {
        return Ui.read(() -> {
            Control canvas = editor().viewer().getControl();
            return canvas.toDisplay((int) (canvas.getSize().x * fractionX), (int) (canvas.getSize().y * fractionY));
        });
    }

    /** Picks the palette tool of {@code key} (h, s, r, l, v) as a person does: with the canvas focused, the key. */
    public static void tool(char key) {
        focus();
        Input.press(key);
    }

    /** Places a node with the tool of {@code key} (h, s or r) at {@code where}; returns the name it got. */
    public static String place(char key, Point where) {
        int before = Ui.read(() -> editor().scenario().getNetwork().getNodes().size());
        tool(key);
        Input.click(where);
        Ui.waitUntil("a node to appear", () -> editor().scenario().getNetwork().getNodes().size() == before + 1);
        return Ui.read(() -> {
            var nodes = editor().scenario().getNetwork().getNodes();
            return nodes.get(nodes.size() - 1).getName();
        });
    }

    /** Links {@code from} to {@code to} with the link tool, dragging from one to the other; returns the link's name. */
    public static String connect(String from, String to) {
        int before = Ui.read(() -> editor().scenario().getNetwork().getLinks().size());
        tool('l');
        Input.drag(node(from), node(to));
        Ui.waitUntil("a link from " + from + " to " + to, () -> editor().scenario().getNetwork().getLinks().size() == before + 1);
        return Ui.read(() -> {
            var links = editor().scenario().getNetwork().getLinks();
            return links.get(links.size() - 1).getName();
        });
    }

    /** Selects exactly the elements named, clicking the first and Shift-clicking the rest with the select tool. */
    public static void select(String... names) {
        tool('v');
        for (int i = 0; i < names.length; i++) {
            String name = names[i];
            Point at = Ui.read(() -> isLink(name)) ? link(name) : node(name);
            Input.click(at, 1, i == 0 ? 0 : org.eclipse.swt.SWT.SHIFT);
        }
        Ui.waitUntil("the canvas to select " + String.join(", ", names), () -> editor().viewer().selection().elements().stream()
                .map(e -> ((NamedElement) e).getName()).toList().equals(List.of(names)));
    }

    /** Gives the canvas the keyboard focus by clicking its tab's editor area where nothing is drawn. */
    public static void focus() {
        if (!Ui.read(() -> editor().viewer().getControl().isFocusControl())) {
            Point tab = Ui.read(() -> Widgets.tab(editor().getPartName()).map(Widgets::center).orElseThrow());
            Input.click(tab);
            Ui.waitUntil("the canvas to have the focus", () -> editor().viewer().getControl().isFocusControl());
        }
    }

    private static boolean isLink(String name) {
        return editor().scenario().getNetwork().getLinks().stream().anyMatch(l -> name.equals(l.getName()));
    }

    private static Rectangle toDisplay(Rectangle diagram) {
        Point topLeft = toDisplay(diagram.x, diagram.y);
        Point bottomRight = toDisplay(diagram.x + diagram.width, diagram.y + diagram.height);
        return new Rectangle(topLeft.x, topLeft.y, bottomRight.x - topLeft.x, bottomRight.y - topLeft.y);
    }

    private static Point toDisplay(double diagramX, double diagramY) {
        DiagramViewer viewer = editor().viewer();
        Viewport viewport = viewer.viewport();
        int x = (int) Math.round((diagramX - viewport.originX()) * viewport.zoom());
        int y = (int) Math.round((diagramY - viewport.originY()) * viewport.zoom());
        return viewer.getControl().toDisplay(x, y);
    }

    private static <T extends NamedElement> T named(Class<T> type, String name) {
        var contents = editor().scenario().eAllContents();
        while (contents.hasNext()) {
            if (contents.next() instanceof NamedElement e && type.isInstance(e) && name.equals(e.getName())) {
                return type.cast(e);
            }
        }
        throw new AssertionError("the scenario has no " + type.getSimpleName().toLowerCase() + " named " + name);
    }
}
