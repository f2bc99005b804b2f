package org.dclab.ui.editor.parts;

import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.HashSet;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Predicate;

import org.dclab.model.Application;
import org.dclab.model.Link;
import org.dclab.model.Node;
import org.dclab.model.Scenario;
import org.dclab.sim.SimulationRun;
import org.dclab.sim.live.FlowRoutes;
import org.dclab.sim.live.LiveActivity;
import org.dclab.sim.live.NetworkActivity;
import org.dclab.sim.live.PortActivity;
import org.dclab.sim.live.QueuePort;
import org.dclab.ui.present.FlowColors;
import org.dclab.ui.present.FlowHighlight;
import org.dclab.ui.present.LoadScale;
import org.dclab.ui.present.Presentation;
import org.dclab.ui.editor.figures.LoadColors;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.SWT;
import org.eclipse.swt.SWTException;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Display;

/**
 * Animates the live run of the canvas's scenario file, found through {@link LiveActivity} under the file's URI: link
 * load colours, a queue bar at each port, red (drop) and amber (mark) flashes, and packets in flight while stepping, in
 * their flows' colours.
 * A UI timer polls the run's published snapshot, a volatile read, and repaints only when a new one appeared or a
 * flash ended; it runs at that pace only while a run is shown for the file, and otherwise only looks for one now and
 * then ({@link #IDLE_TICK_MILLIS}). All simulation work stays on the run's thread.
 *
 * <p>A port gets its bar once its queue has held a packet (or dropped or marked one) in the run, or when it is
 * selected: a switch with many links would otherwise be ringed by empty bars that hide the one that matters.
 */
final class ActivityOverlay {

    /** As often as the charts refresh, so the canvas keeps up with the run's pictures of about 50 ms each. */
    static final int TICK_MILLIS = 60;
    /**
     * While no run is shown, the overlay still looks for one this often. The run's thread asks the UI thread to start
     * the animation at once, but SWT runs such requests only when no event or timer is waiting, which never happens
     * while the charts' drawing keeps the UI thread busy: without this look the canvas could stand still all run long.
     */
    static final int IDLE_TICK_MILLIS = 400;
    /** How long a drop or mark flash stays: long enough to catch the eye, short enough not to blur the next one. */
    static final long FLASH_NANOS = 300_000_000L;
    private static final int LOADED_LINE_WIDTH = 3;
    /** A packet's dot on screen, at any zoom like the lanes: big enough to show its flow's colour inside its ring. */
    private static final int PACKET_DIAMETER = 8;
    /** A highlighted flow's packets are drawn this much wider, as its lanes are drawn twice as wide. */
    private static final double EMPHASISED_PACKET = 1.5;
    /** Screen pixels around a packet's dot a click still takes for the packet: an 8 px dot is hard to hit. */
    private static final int PACKET_HIT_SLACK = 3;
    /** A flow's lane on the canvas, and the distance between neighbouring lanes, in screen pixels. */
    private static final int FLOW_LANE_WIDTH = 3;
    private static final int FLOW_LANE_SPACING = 5;
    /** Packets of the two directions travel on either side of the line, like traffic on a road, over the nearest lanes. */
    private static final int PACKET_OFFSET = FLOW_LANE_SPACING;

    private final DiagramViewer viewer;
    private final Canvas canvas;
    private final Display display;
    private final Consumer<String> registry = key -> requestStart();
    private final Consumer<String> highlight = this::highlightChanged;
    private final Map<String, Long> dropFlashUntil = new HashMap<>();
    private final Map<String, Long> markFlashUntil = new HashMap<>();
    private final Set<String> queued = new HashSet<>();
    private final ActivityFrames frames = new ActivityFrames();
    private final QueueBars bars;
    private SimulationRun shownRun;
    private NetworkActivity shown;
    /** The flows' routes of the shown run as last read: a flow that opens changes them, and so the paths. */
    private FlowRoutes shownRoutes = FlowRoutes.NONE;
    /**
     * Each application's links, found once and drawn at every frame: a run repaints the canvas twenty times a second,
     * and the paths change only with an edit of the network ({@link #forgetPaths}), another run, or a flow of the run
     * opening, whose route then replaces the candidates ({@link FlowPaths}). An edit of the traffic shows with the run
     * that simulates it, as the charts do.
     */
    private Map<Application, Set<Link>> paths;
    private final Runnable tick = this::tick;
    /** The packets drawn at the last paint, where a click finds them. */
    private List<PacketDot> dots = List.of();

    ActivityOverlay(DiagramViewer viewer, Canvas canvas, QueueBars bars) {
        this.viewer = viewer;
        this.canvas = canvas;
        this.bars = bars;
        this.display = canvas.getDisplay();
        LiveActivity.addListener(registry);
        canvas.addDisposeListener(e -> LiveActivity.removeListener(registry));
        FlowHighlight.addListener(highlight);
        canvas.addDisposeListener(e -> FlowHighlight.removeListener(highlight));
        start();
    }

    private Map<Application, Set<Link>> paths() {
        if (paths == null) {
            paths = FlowPaths.of(viewer.network(), shownRoutes);
        }
        return paths;
    }

    /** The scenario was edited: the flows' paths are found again at the next frame. */
    void forgetPaths() {
        paths = null;
    }

    /** What this overlay has drawn so far. */
    ActivityFrames frames() {
        return frames;
    }

    /** The snapshot on screen, or null when no run is shown. */
    NetworkActivity shown() {
        return shown;
    }

    /** A flow of some scenario was highlighted or no longer is: this canvas redraws if it is of that scenario. */
    private void highlightChanged(String key) {
        if (!canvas.isDisposed() && key.equals(scenarioUri())) {
            canvas.redraw();
        }
    }

    /** The registry calls from the run's thread; the timer lives on the UI thread. */
    private void requestStart() {
        try {
            display.asyncExec(this::start);
        } catch (SWTException e) {
            // The display is gone (the workbench closed while a run was being prepared): nothing is left to animate.
        }
    }

    /** Ticks now, in place of the tick that was due (a look for a run, or the next frame). */
    private void start() {
        if (!canvas.isDisposed()) {
            display.timerExec(-1, tick);
            tick();
        }
    }

    private String scenarioUri() {
        Resource resource = viewer.network().eResource();
        return resource == null || resource.getURI() == null ? null : resource.getURI().toString();
    }

    private void tick() {
        if (canvas.isDisposed()) {
            return;
        }
        SimulationRun run = LiveActivity.of(scenarioUri());
        NetworkActivity next = run == null ? null : run.activity();
        long now = System.nanoTime();
        boolean repaint = next != shown;
        FlowRoutes routes = run == null ? FlowRoutes.NONE : run.flowRoutes();
        if (routes != shownRoutes) {
            shownRoutes = routes;
            paths = null;
            repaint = true;
        }
        if (repaint) {
            if (run != shownRun) {
                queued.clear();
                shownRun = run;
                paths = null;
            }
            noteFlashes(shown, next, now);
            noteQueued(next);
            shown = next;
        }
        repaint |= dropFlashUntil.values().removeIf(until -> until <= now);
        repaint |= markFlashUntil.values().removeIf(until -> until <= now);
        if (repaint) {
            canvas.redraw();
        }
        if (run == null && dropFlashUntil.isEmpty() && markFlashUntil.isEmpty()) {
            display.timerExec(IDLE_TICK_MILLIS, tick);
            return;
        }
        display.timerExec(TICK_MILLIS, tick);
    }

    /**
     * Starts a flash at every port that dropped or marked since the snapshot on screen. Totals are compared rather than
     * the counts since the previous snapshot, because a fast run publishes several snapshots between two ticks.
     */
    private void noteFlashes(NetworkActivity before, NetworkActivity after, long now) {
        if (after == null) {
            return;
        }
        boolean sameRun = before != null && before.sequence() < after.sequence() && before.nowPs() <= after.nowPs();
        for (PortActivity port : after.ports().values()) {
            PortActivity old = sameRun ? before.ports().get(port.name()) : null;
            long drops = old == null ? port.dropsSince() : port.dropsTotal() - old.dropsTotal();
            long marks = old == null ? port.marksSince() : port.marksTotal() - old.marksTotal();
            if (drops > 0) {
                dropFlashUntil.put(port.name(), now + FLASH_NANOS);
            }
            if (marks > 0) {
                markFlashUntil.put(port.name(), now + FLASH_NANOS);
            }
        }
    }

    private void noteQueued(NetworkActivity activity) {
        if (activity != null) {
            for (PortActivity port : activity.ports().values()) {
                if (port.queuePackets() > 0 || port.dropsTotal() > 0 || port.marksTotal() > 0) {
                    queued.add(port.name());
                }
            }
        }
    }

    /** Colours loaded links, the flows' paths and packets on the wire; call after the links and before the nodes. */
    void paintLinks(GC gc, Predicate<Node> isMoving, int dx, int dy) {
        dots = List.of();
        if (shown == null) {
            return;
        }
        frames.frame(shown);
        paintFlows(gc, isMoving, dx, dy);
        FlowColors colours = viewer.network().eContainer() instanceof Scenario scenario ? FlowColors.of(scenario) : FlowColors.NONE;
        String highlighted = FlowHighlight.of(viewer.network());
        List<PacketDot> packets = new ArrayList<>();
        for (Link link : viewer.network().getLinks()) {
            if (link.getSource() == null || link.getTarget() == null) {
                continue;
            }
            Point a = end(link.getSource(), isMoving, dx, dy);
            Point b = end(link.getTarget(), isMoving, dx, dy);
            PortActivity forward = shown.port(link.getSource().getName(), link.getTarget().getName());
            PortActivity backward = shown.port(link.getTarget().getName(), link.getSource().getName());
            RGB load = LoadScale.ofUtilisation(Math.max(utilisation(forward), utilisation(backward)));
            // A selected link keeps its selection colour: the user's choice is what they look for first.
            if (load != null && !viewer.selection().elements().contains(link)) {
                gc.setLineWidth(Presentation.scale(LOADED_LINE_WIDTH));
                gc.setForeground(new Color(load));
                gc.drawLine(a.x, a.y, b.x, b.y);
                gc.setLineWidth(1);
            }
            if (shown.motion().packetsFollowable()) {
                placePackets(forward, a, b, colours, highlighted, packets);
                placePackets(backward, b, a, colours, highlighted, packets);
            }
        }
        paintPackets(gc, packets, highlighted);
        dots = List.copyOf(packets);
    }

    /**
     * Draws each application's path in its colour ({@link FlowColors}, as its chart lines and Event List rows), as
     * lanes beside the link, one per application crossing it, so the flows that share a bottleneck show side by side.
     * Lanes keep their width on screen at any zoom. A highlighted flow ({@link FlowHighlight}) is drawn twice as wide
     * over the others, which fade.
     */
    private void paintFlows(GC gc, Predicate<Node> isMoving, int dx, int dy) {
        if (!(viewer.network().eContainer() instanceof Scenario scenario)) {
            return;
        }
        FlowColors colours = FlowColors.of(scenario);
        String highlighted = FlowHighlight.of(viewer.network());
        int width = (int) Math.max(1, Math.round(Presentation.scale(FLOW_LANE_WIDTH) / viewer.viewport().zoom()));
        gc.setLineCap(SWT.CAP_ROUND);
        List<Lane> emphasised = new ArrayList<>();
        for (Lane lane : lanes(isMoving, dx, dy)) {
            RGB rgb = colours.ofApplication(lane.app().getName());
            if (rgb == null) {
                continue;
            }
            if (lane.app().getName().equals(highlighted)) {
                emphasised.add(lane);
                continue;
            }
            gc.setLineWidth(width);
            gc.setForeground(new Color(highlighted == null ? rgb : FlowColors.faded(rgb)));
            gc.drawLine(lane.x1(), lane.y1(), lane.x2(), lane.y2());
            frames.lane();
        }
        gc.setLineWidth(2 * width);
        for (Lane lane : emphasised) {
            gc.setForeground(new Color(colours.ofApplication(lane.app().getName())));
            gc.drawLine(lane.x1(), lane.y1(), lane.x2(), lane.y2());
            frames.lane();
        }
        gc.setLineCap(SWT.CAP_FLAT);
        gc.setLineWidth(1);
    }

    /**
     * Which diagram rectangles a run's flow lanes cross, as drawn now (a lane's stroke included): a link's label is
     * placed where none does when it can, since lanes are drawn over labels. Never true while no run is shown.
     */
    Predicate<Rectangle> laneCrossings(Predicate<Node> isMoving, int dx, int dy) {
        if (shown == null) {
            return r -> false;
        }
        List<Lane> lanes = lanes(isMoving, dx, dy);
        double stroke = Presentation.scale(FLOW_LANE_SPACING) / viewer.viewport().zoom() / 2;
        return r -> {
            Rectangle2D box = new Rectangle2D.Double(r.x - stroke, r.y - stroke, r.width + 2 * stroke, r.height + 2 * stroke);
            return lanes.stream().anyMatch(lane -> box.intersectsLine(lane.x1(), lane.y1(), lane.x2(), lane.y2()));
        };
    }

    /** One application's lane beside one link, in diagram coordinates. */
    private record Lane(Application app, int x1, int y1, int x2, int y2) {
    }

    /** The lanes of every application crossing each link, alternately either side of the link's own line. */
    private List<Lane> lanes(Predicate<Node> isMoving, int dx, int dy) {
        Map<Link, List<Application>> onLink = new LinkedHashMap<>();
        paths().forEach((app, links) -> links.forEach(l -> onLink.computeIfAbsent(l, k -> new ArrayList<>()).add(app)));
        double spacing = Presentation.scale(FLOW_LANE_SPACING) / viewer.viewport().zoom();
        List<Lane> lanes = new ArrayList<>();
        onLink.forEach((link, apps) -> {
            Point a = end(link.getSource(), isMoving, dx, dy);
            Point b = end(link.getTarget(), isMoving, dx, dy);
            double length = Math.hypot(b.x - a.x, b.y - a.y);
            if (length == 0) {
                return;
            }
            double nx = -(b.y - a.y) / length;
            double ny = (b.x - a.x) / length;
            for (int i = 0; i < apps.size(); i++) {
                // Alternately either side of the link's own line, which stays visible between them.
                double off = (i % 2 == 0 ? 1 : -1) * (i / 2 + 1) * spacing;
                int ox = (int) Math.round(nx * off);
                int oy = (int) Math.round(ny * off);
                lanes.add(new Lane(apps.get(i), a.x + ox, a.y + oy, b.x + ox, b.y + oy));
            }
        });
        return lanes;
    }

    /**
     * How far from {@code link}'s line, either side, in diagram units, a run draws on it: its lanes and the packets on
     * the wire over the nearest ones; 0 while no run is shown. A link's label is placed beyond it.
     */
    double laneBand(Link link) {
        if (shown == null) {
            return 0;
        }
        long crossing = paths().values().stream().filter(links -> links.contains(link)).count();
        double lanes = Math.max(1, (crossing + 1) / 2) * Presentation.scale(FLOW_LANE_SPACING);
        return (lanes + Presentation.scale(PACKET_DIAMETER) * EMPHASISED_PACKET / 2) / viewer.viewport().zoom();
    }

    /**
     * The application whose lane passes within half a lane's spacing of diagram point (x, y), or null; lanes are drawn
     * only while a run is shown. Its ends, inside the nodes' shapes, do not count.
     */
    String flowAt(double x, double y) {
        if (shown == null) {
            return null;
        }
        double tolerance = Presentation.scale(FLOW_LANE_SPACING) / 2.0 / viewer.viewport().zoom();
        String nearest = null;
        for (Lane lane : lanes(n -> false, 0, 0)) {
            double distance = distance(lane, x, y);
            if (distance <= tolerance) {
                tolerance = distance;
                nearest = lane.app().getName();
            }
        }
        return nearest;
    }

    private static double distance(Lane lane, double x, double y) {
        double vx = lane.x2() - lane.x1();
        double vy = lane.y2() - lane.y1();
        double t = ((x - lane.x1()) * vx + (y - lane.y1()) * vy) / (vx * vx + vy * vy);
        if (t < 0.1 || t > 0.9) {
            return Double.POSITIVE_INFINITY;
        }
        return Math.hypot(lane.x1() + t * vx - x, lane.y1() + t * vy - y);
    }

    /** Draws a queue bar at each port that has queued in the run, or is selected; call after the nodes. */
    void paintPorts(GC gc, Predicate<Node> isMoving, int dx, int dy) {
        if (shown == null) {
            bars.clear();
            return;
        }
        long now = System.nanoTime();
        Map<String, Color> flashes = new HashMap<>();
        // A drop outshines a mark at the same port.
        markFlashUntil.forEach((port, until) -> {
            if (until > now) {
                flashes.put(port, LoadColors.MARK_FLASH);
            }
        });
        dropFlashUntil.forEach((port, until) -> {
            if (until > now) {
                flashes.put(port, LoadColors.DROP_FLASH);
            }
        });
        bars.paint(gc, shown, queued::contains, flashes, isMoving, dx, dy, frames);
    }

    /** The port whose bar is drawn at diagram point (x, y), or null; bars are drawn only while a run is shown. */
    QueuePort portAt(double x, double y) {
        return shown == null ? null : bars.portAt(x, y, queued);
    }

    /** The colour of each application whose flows the canvas draws, for the flows' key; empty while no run is shown. */
    Map<String, RGB> flowKey() {
        Map<String, RGB> flows = new LinkedHashMap<>();
        if (shown != null && viewer.network().eContainer() instanceof Scenario scenario) {
            FlowColors colours = FlowColors.of(scenario);
            paths().keySet().forEach(app -> flows.put(app.getName(), colours.ofApplication(app.getName())));
            flows.values().removeIf(Objects::isNull);
        }
        return flows;
    }

    /**
     * Places the packets in flight of {@code port} on the right-hand side of the line from {@code from} to {@code to},
     * each in its application's colour; while a flow is highlighted, its packets are wider and the others fade.
     */
    private void placePackets(PortActivity port, Point from, Point to, FlowColors colours, String highlighted, List<PacketDot> into) {
        if (port == null) {
            return;
        }
        double length = Math.hypot(to.x - from.x, to.y - from.y);
        if (length == 0) {
            return;
        }
        double zoom = viewer.viewport().zoom();
        double nx = -(to.y - from.y) / length * Presentation.scale(PACKET_OFFSET) / zoom;
        double ny = (to.x - from.x) / length * Presentation.scale(PACKET_OFFSET) / zoom;
        double[] inFlight = port.inFlight();
        for (int i = 0; i < inFlight.length; i++) {
            String app = port.applicationInFlight(i);
            RGB rgb = colours.ofApplication(app);
            boolean emphasised = app.equals(highlighted);
            RGB fill = rgb == null ? LoadColors.PACKET.getRGB() : highlighted == null || emphasised ? rgb : FlowColors.faded(rgb);
            double diameter = Presentation.scale(PACKET_DIAMETER) / zoom * (emphasised ? EMPHASISED_PACKET : 1);
            into.add(new PacketDot(app, from.x + (to.x - from.x) * inFlight[i] + nx, from.y + (to.y - from.y) * inFlight[i] + ny,
                    diameter, fill, port.packetInFlight(i)));
        }
    }

    /**
     * Draws the packets in their flows' colours, each ringed in the packet colour so that it shows over its own flow's
     * lane; a highlighted flow's packets last, over the others.
     */
    private void paintPackets(GC gc, List<PacketDot> packets, String highlighted) {
        gc.setForeground(LoadColors.PACKET);
        gc.setLineWidth((int) Math.max(1, Math.round(1 / viewer.viewport().zoom())));
        for (int pass = 0; pass < 2; pass++) {
            for (PacketDot dot : packets) {
                if (dot.application().equals(highlighted) == (pass == 1)) {
                    int d = (int) Math.round(dot.diameter());
                    int x = (int) Math.round(dot.x() - d / 2.0);
                    int y = (int) Math.round(dot.y() - d / 2.0);
                    gc.setBackground(new Color(dot.fill()));
                    gc.fillOval(x, y, d, d);
                    gc.drawOval(x, y, d, d);
                }
            }
        }
        gc.setLineWidth(1);
        frames.packets(packets.size());
    }

    /** The packets drawn at the last paint, in diagram coordinates; empty while none is. */
    List<PacketDot> packets() {
        return dots;
    }

    /** The packet drawn at diagram point (x, y) of a flow the run told, the one nearest if several, or null. */
    PacketDot packetAt(double x, double y) {
        double slack = PACKET_HIT_SLACK / viewer.viewport().zoom();
        PacketDot hit = null;
        double nearest = Double.POSITIVE_INFINITY;
        for (PacketDot dot : dots) {
            double distance = Math.hypot(x - dot.x(), y - dot.y());
            if (dot.covers(x, y, slack) && !dot.application().isEmpty() && distance <= nearest) {
                nearest = distance;
                hit = dot;
            }
        }
        return hit;
    }

    private static double utilisation(PortActivity port) {
        return port == null ? 0 : port.utilisation();
    }

    private static Point end(Node node, Predicate<Node> moving, int dx, int dy) {
        boolean moved = moving.test(node);
        return new Point(node.getX() + (moved ? dx : 0), node.getY() + (moved ? dy : 0));
    }
}
