package org.dclab.ui.editor.parts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;

import org.dclab.model.Link;
import org.dclab.model.Node;
import org.dclab.model.Scenario;
import org.dclab.model.provider.DclabItemProviderAdapterFactory;
import org.dclab.model.resource.ScenarioFiles;
import org.dclab.sim.ProgressListener;
import org.dclab.sim.RunOptions;
import org.dclab.sim.SeriesKey;
import org.dclab.sim.SimulationRun;
import org.dclab.sim.Simulations;
import org.dclab.sim.labs.ShippedExamples;
import org.dclab.sim.live.LiveActivity;
import org.dclab.sim.live.PortActivity;
import org.dclab.sim.live.QueuePort;
import org.dclab.ui.editor.figures.LoadColors;
import org.dclab.ui.editor.figures.QueueBar;
import org.dclab.ui.present.LoadScale;
import org.eclipse.emf.common.command.BasicCommandStack;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.emf.edit.domain.AdapterFactoryEditingDomain;
import org.eclipse.emf.edit.provider.ComposedAdapterFactory;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Shell;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The canvas follows a run shown for its file and draws what the run's snapshot says, pixel for pixel. */
class ActivityOverlayUiTest {

    private static final String EXAMPLE = "coexist-fig3-threshold.dclab";

    private Display display;
    private Shell shell;
    private ComposedAdapterFactory adapterFactory;
    private Scenario scenario;
    private DiagramViewer viewer;
    private String uri;

    @BeforeEach
    void openExample() throws Exception {
        display = Display.getDefault();
        shell = new Shell(display);
        shell.setLayout(new FillLayout());
        shell.setSize(900, 600);
        adapterFactory = new ComposedAdapterFactory();
        adapterFactory.addAdapterFactory(new DclabItemProviderAdapterFactory());
        var domain = new AdapterFactoryEditingDomain(adapterFactory, new BasicCommandStack(), new HashMap<>());
        ScenarioFiles.configure(domain.getResourceSet());
        Path file = example();
        Resource resource = domain.getResourceSet().getResource(URI.createFileURI(file.toString()), true);
        scenario = (Scenario) resource.getContents().get(0);
        uri = resource.getURI().toString();
        viewer = new DiagramViewer(shell, domain, scenario.getNetwork());
        shell.open();
        drain();
        viewer.viewport().zoomAt(1.0, 0, 0);
    }

    @AfterEach
    void close() {
        shell.dispose();
        adapterFactory.dispose();
    }

    @Test
    void drawsQueueFillThresholdAndLoadOfTheLiveRun() throws Exception {
        assertNull(viewer.activity().shown(), "nothing runs yet");
        SimulationRun run = Simulations.prepare(EcoreUtil.copy(scenario), new RunOptions());
        run.advanceTo(30_000_000_000L, ProgressListener.NONE);
        LiveActivity.show(uri, run);
        try {
            drain();
            assertSame(run.activity(), viewer.activity().shown(), "the canvas picks up the run shown for its file");

            Node left = node("left");
            Node right = node("right");
            PortActivity bottleneck = run.activity().port("left", "right");
            assertTrue(bottleneck.queuePackets() > 0, "four long flows queue at the bottleneck: " + bottleneck);
            ImageData pixels = paint();

            Rectangle bar = viewer.viewport().toScreen(viewer.queueBarBounds(left, right));
            int column = bar.x + bar.width / 2;
            int filled = 0;
            boolean threshold = false;
            for (int y = bar.y; y < bar.y + bar.height; y++) {
                RGB rgb = rgb(pixels, column, y);
                filled += rgb.equals(LoadColors.QUEUE_FILL.getRGB()) ? 1 : 0;
                threshold |= rgb.equals(LoadColors.THRESHOLD.getRGB());
            }
            int expected = QueueBar.fillHeight(bottleneck.occupancy(), bottleneck.scale().limit(), QueueBar.HEIGHT);
            // The frame may cover the top row and the K tick two rows of the fill.
            assertEquals(expected, filled, 3.0, "fill of " + bottleneck);
            assertTrue(threshold, "K is drawn across the bar");

            Link link = scenario.getNetwork().getLinks().stream().filter(l -> l.getSource() == left && l.getTarget() == right
                    || l.getSource() == right && l.getTarget() == left).findFirst().orElseThrow();
            Node from = link.getSource();
            Node to = link.getTarget();
            int qx = (int) Math.round((from.getX() + (to.getX() - from.getX()) / 4.0 - viewer.viewport().originX()) * viewer.viewport()
                    .zoom());
            int qy = (int) Math.round((from.getY() + (to.getY() - from.getY()) / 4.0 - viewer.viewport().originY()) * viewer.viewport()
                    .zoom());
            double load = Math.max(bottleneck.utilisation(), run.activity().port("right", "left").utilisation());
            assertEquals(LoadScale.ofUtilisation(load), rgb(pixels, qx, qy), "the bottleneck's colour says its load " + load);

            click(column, bar.y + bar.height / 2);
            QueuePort port = new QueuePort(link, left);
            assertEquals(List.of(link, port), ((IStructuredSelection) viewer.getSelection()).toList(),
                    "a click on a queue bar selects its link, then the port");
            assertEquals(SeriesKey.queueLength("left", "right"), port.queueSeries());
            click(qx, qy);
            assertEquals(List.of(link), ((IStructuredSelection) viewer.getSelection()).toList(),
                    "a click on the line selects the link alone");
        } finally {
            LiveActivity.withdraw(uri, run);
        }
        long until = System.currentTimeMillis() + 5000;
        while (viewer.activity().shown() != null && System.currentTimeMillis() < until) {
            drain();
            Thread.sleep(10);
        }
        assertNull(viewer.activity().shown(), "a withdrawn run is no longer drawn");
    }

    /**
     * Oracle: the four long flows of the example all cross the bottleneck, so four lanes run beside it; a click on one
     * highlights its application, whose lane keeps its full colour while the others fade, and a click on empty canvas
     * ends the highlight.
     */
    @Test
    void aClickOnAFlowsLaneHighlightsIt() throws Exception {
        SimulationRun run = Simulations.prepare(EcoreUtil.copy(scenario), new RunOptions());
        run.advanceTo(30_000_000_000L, ProgressListener.NONE);
        LiveActivity.show(uri, run);
        try {
            drain();
            Node left = node("left");
            Node right = node("right");
            double midX = (left.getX() + right.getX()) / 2.0;
            double midY = (left.getY() + right.getY()) / 2.0;
            double length = Math.hypot(right.getX() - left.getX(), right.getY() - left.getY());
            double nx = -(right.getY() - left.getY()) / length;
            double ny = (right.getX() - left.getX()) / length;
            java.util.Map<String, List<Point>> hits = new java.util.LinkedHashMap<>();
            for (int offset = -20; offset <= 20; offset++) {
                double x = midX + nx * offset / viewer.viewport().zoom();
                double y = midY + ny * offset / viewer.viewport().zoom();
                String flow = viewer.flowAt(x, y);
                if (flow != null) {
                    hits.computeIfAbsent(flow, k -> new java.util.ArrayList<>()).add(screen(x, y));
                }
            }
            // The middle of the points that hit each lane is its centre line.
            java.util.Map<String, Point> lanes = new java.util.HashMap<>();
            hits.forEach((flow, points) -> lanes.put(flow, points.get(points.size() / 2)));
            assertEquals(java.util.Set.of("dctcp1", "tcp1", "dctcp2", "tcp2"), lanes.keySet(), "a lane per flow beside the bottleneck");

            Point dctcp = lanes.get("dctcp1");
            click(dctcp.x, dctcp.y);
            assertEquals("dctcp1", org.dclab.ui.present.FlowHighlight.of(scenario), "the clicked lane's flow is highlighted");
            ImageData pixels = paint();
            org.dclab.ui.present.FlowColors colours = org.dclab.ui.present.FlowColors.of(scenario);
            assertTrue(near(rgb(pixels, dctcp.x, dctcp.y), colours.ofApplication("dctcp1")), "the highlighted lane keeps its colour");
            Point tcp = lanes.get("tcp1");
            RGB full = colours.ofApplication("tcp1");
            RGB shown = rgb(pixels, tcp.x, tcp.y);
            assertTrue(!near(shown, full) && shown.red >= full.red && shown.green >= full.green && shown.blue >= full.blue,
                    "another flow's lane fades toward white: " + shown + " for " + full);

            click(5, 5);
            assertNull(org.dclab.ui.present.FlowHighlight.of(scenario), "a click on empty canvas ends the highlight");
        } finally {
            LiveActivity.withdraw(uri, run);
        }
    }

    /**
     * Oracle: a stepped snapshot tells each packet in flight's application; the canvas draws each packet in that
     * application's colour (the one its chart lines and lanes take), exactly as many per flow as the snapshot holds. A
     * click on one packet highlights its flow: its packets keep their colour and grow, the others fade toward white.
     */
    @Test
    void packetsAreDrawnInTheirFlowsColourAndAClickOnOneHighlightsItsFlow() throws Exception {
        SimulationRun run = Simulations.prepare(EcoreUtil.copy(scenario), new RunOptions());
        run.advanceTo(30_000_000_000L, ProgressListener.NONE);
        run.step(20);
        LiveActivity.show(uri, run);
        try {
            drain();
            org.dclab.ui.present.FlowColors colours = org.dclab.ui.present.FlowColors.of(scenario);
            ImageData pixels = paint();
            List<PacketDot> dots = viewer.packetsDrawn();
            java.util.Map<String, Long> expected = new java.util.TreeMap<>();
            run.activity().ports().values().forEach(p -> java.util.Arrays.stream(p.inFlightApplications()).forEach(a -> expected.merge(a,
                    1L, Long::sum)));
            java.util.Map<String, Long> drawn = new java.util.TreeMap<>();
            dots.forEach(d -> drawn.merge(d.application(), 1L, Long::sum));
            assertEquals(expected, drawn, "one dot per packet in flight, by flow");
            assertTrue(drawn.size() >= 2, "several flows have packets on the wire: " + drawn);
            for (PacketDot dot : dots) {
                assertEquals(colours.ofApplication(dot.application()), dot.fill(), dot.toString());
            }
            PacketDot clicked = dots.stream().filter(d -> isolated(d, dots)).findFirst().orElseThrow();
            Point centre = screen(clicked.x(), clicked.y());
            assertEquals(clicked.fill(), rgb(pixels, centre.x, centre.y), "the dot is filled with its flow's colour");

            click(centre.x, centre.y);
            assertEquals(clicked.application(), org.dclab.ui.present.FlowHighlight.of(scenario),
                    "the clicked packet's flow is highlighted");
            paint();
            for (PacketDot dot : viewer.packetsDrawn()) {
                RGB full = colours.ofApplication(dot.application());
                boolean mine = dot.application().equals(clicked.application());
                assertEquals(mine ? full : org.dclab.ui.present.FlowColors.faded(full), dot.fill(), dot.toString());
                assertTrue(mine == dot.diameter() > clicked.diameter(), "the highlighted flow's packets are drawn wider: " + dot);
            }
            click(5, 5);
            assertNull(org.dclab.ui.present.FlowHighlight.of(scenario), "a click on empty canvas ends the highlight");
        } finally {
            LiveActivity.withdraw(uri, run);
        }
    }

    /** Whether no other dot overlaps {@code dot}, so its centre shows its own fill. */
    private static boolean isolated(PacketDot dot, List<PacketDot> dots) {
        return dots.stream().noneMatch(d -> d != dot && Math.hypot(d.x() - dot.x(), d.y() - dot.y()) < d.diameter() + 2);
    }

    /** Oracle: at 10 % a node's own frame is a fifth of a pixel wide; the selection ring of 12 pixels shows all round it. */
    @Test
    void theSelectionShowsAtTenPercent() {
        viewer.viewport().zoomAt(0.1, 0, 0);
        Node left = node("left");
        viewer.selection().select(List.of(left));
        ImageData pixels = paint();
        Point centre = screen(left.getX(), left.getY());
        int ringPixels = 0;
        for (int x = centre.x - 16; x <= centre.x + 16; x++) {
            for (int y = centre.y - 16; y <= centre.y + 16; y++) {
                if (x >= 0 && y >= 0 && x < pixels.width && y < pixels.height
                        && near(rgb(pixels, x, y), org.dclab.ui.editor.figures.DiagramColors.SELECTION.getRGB())) {
                    ringPixels++;
                }
            }
        }
        assertTrue(ringPixels >= 2 * Math.PI * 12, "a ring of radius 12 around the selected node: " + ringPixels + " pixels");
    }

    private Point screen(double x, double y) {
        return new Point((int) Math.round((x - viewer.viewport().originX()) * viewer.viewport().zoom()),
                (int) Math.round((y - viewer.viewport().originY()) * viewer.viewport().zoom()));
    }

    private static boolean near(RGB a, RGB b) {
        return Math.abs(a.red - b.red) + Math.abs(a.green - b.green) + Math.abs(a.blue - b.blue) <= 30;
    }

    private void click(int x, int y) {
        for (int type : new int[] { SWT.MouseDown, SWT.MouseUp }) {
            Event event = new Event();
            event.x = x;
            event.y = y;
            event.button = 1;
            event.stateMask = type == SWT.MouseUp ? SWT.BUTTON1 : 0;
            viewer.getControl().notifyListeners(type, event);
        }
        drain();
    }

    private Node node(String name) {
        Node found = scenario.getNetwork().getNodes().stream().filter(n -> name.equals(n.getName())).findFirst().orElse(null);
        assertNotNull(found, name);
        return found;
    }

    private ImageData paint() {
        Point size = viewer.getControl().getSize();
        Image frame = new Image(display, size.x, size.y);
        GC gc = new GC(frame);
        try {
            viewer.paint(gc, new Rectangle(0, 0, size.x, size.y));
            return frame.getImageData();
        } finally {
            gc.dispose();
            frame.dispose();
        }
    }

    private static RGB rgb(ImageData data, int x, int y) {
        return data.palette.getRGB(data.getPixel(x, y));
    }

    private void drain() {
        while (display.readAndDispatch()) {
            // Deliver everything queued, the overlay's start included.
        }
    }

    /** The repository's example, found from wherever the test runtime was started inside the repository. */
    private static Path example() {
        return ShippedExamples.findAbove(Path.of("")).orElseThrow(() -> new IllegalStateException("no examples/ above " + Path.of("")
                .toAbsolutePath())).resolve(EXAMPLE);
    }
}
