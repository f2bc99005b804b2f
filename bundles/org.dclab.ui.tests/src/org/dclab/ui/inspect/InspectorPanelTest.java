package org.dclab.ui.inspect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import org.dclab.model.Link;
import org.dclab.model.Node;
import org.dclab.model.Scenario;
import org.dclab.model.resource.ScenarioFiles;
import org.dclab.sim.ProgressListener;
import org.dclab.sim.RunOptions;
import org.dclab.sim.SimulationRun;
import org.dclab.sim.Simulations;
import org.dclab.sim.live.PortInspection;
import org.dclab.sim.live.QueuePort;
import org.dclab.sim.live.QueueState;
import org.dclab.sim.live.QueuedFlow;
import org.dclab.ui.present.FlowColors;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.junit.jupiter.api.Test;

/** What the inspector looks at for a selection, and what its panel writes for a run's picture. */
class InspectorPanelTest {

    private static final InspectedTarget BOTTLENECK = new InspectedTarget(null, "file:/coexist.dclab", "port left \u2192 right",
            "left->right", List.of("left->right"), null);
    /** A RED queue holding three packets of one flow, whose other flow has only drops here. */
    private static final PortInspection RED_PICTURE = new PortInspection("left->right", 25_000_000_000L, 1234, "RED", 3, 4500, 5, 7,
            List.of(new QueuedFlow("dctcp1", "dctcp1 #1 s1->r1", 3, 4500, 0, 7), new QueuedFlow("tcp1", "tcp1 #3 s3->r3", 0, 0, 5, 0)),
            List.of(new QueueState("limit", 250, "packets"), new QueueState("average queue", 2.125, "packets")));

    private static Scenario example() throws Exception {
        for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
            Path file = dir.resolve("examples").resolve("coexist-fig3-threshold.dclab");
            if (Files.isRegularFile(file)) {
                return ScenarioFiles.load(file);
            }
        }
        throw new IllegalStateException("no examples/ above " + Path.of("").toAbsolutePath());
    }

    private static Node node(Scenario s, String name) {
        return s.getNetwork().getNodes().stream().filter(n -> name.equals(n.getName())).findFirst().orElseThrow();
    }

    private static Link bottleneck(Scenario s) {
        return s.getNetwork().getLinks().stream()
                .filter(l -> l.getSource().getName().equals("left") && l.getTarget().getName().equals("right")
                        || l.getTarget().getName().equals("left") && l.getSource().getName().equals("right"))
                .findFirst().orElseThrow();
    }

    /**
     * Oracle, by hand: a flow with packets waiting and a flow with only drops here each get a row, its drops and marks
     * beside its packets, then its bytes and their share of the queue's; the columns say their counts are since the run
     * began.
     */
    @Test
    void eachFlowsDropsAndMarksHaveColumns() {
        Shell shell = new Shell(Display.getDefault());
        try {
            shell.setLayout(new FillLayout());
            InspectorPanel panel = new InspectorPanel(shell, 0);
            panel.showPort(BOTTLENECK, RED_PICTURE, FlowColors.NONE, "dctcp1");
            String text = panel.text();
            assertTrue(text.contains("drops | 5\nECN marks | 7\n"), text);
            assertTrue(text.endsWith("* dctcp1 #1 s1->r1 | 3 | 0 | 7 | 4500 | 100 %\ntcp1 #3 s3->r3 | 0 | 5 | 0 | 0 | 0 %\n"), text);
            Table flows = panel.flowTable();
            assertEquals(List.of("Flow", "Packets", "Drops", "Marks", "Bytes", "Share"),
                    Arrays.stream(flows.getColumns()).map(TableColumn::getText).toList());
            assertTrue(flows.getColumn(2).getToolTipText().endsWith("since the run began, at this port"));
            assertTrue(flows.getColumn(3).getToolTipText().endsWith("since the run began, at this port"));
        } finally {
            shell.dispose();
        }
    }

    /**
     * Oracle: in a panel as wide as the everyday layout gives the Inspector (560 pixels, beside the Event List), the
     * figures' columns show whole and so do the flows' columns up to Marks: neither table is cut where the lesson
     * reads it, the first picture after the tables were hidden included.
     */
    @Test
    void atTheEverydayWidthTheFiguresAndEachFlowsMarksShowWhole() {
        Shell shell = new Shell(Display.getDefault());
        try {
            shell.setLayout(new FillLayout());
            InspectorPanel panel = new InspectorPanel(shell, 0);
            shell.setSize(560, 300);
            // Open, as the view is, with the panel's first words shown and its tables hidden until the first picture.
            shell.open();
            panel.showPort(BOTTLENECK, RED_PICTURE, FlowColors.NONE, null);
            while (shell.getDisplay().readAndDispatch()) {
                // What the view's event loop would do before anyone reads the tables.
            }
            Table figures = panel.figureTable();
            assertTrue(columnsWidth(figures, 2) <= figures.getClientArea().width,
                    columnsWidth(figures, 2) + " of " + figures.getClientArea().width);
            Table flows = panel.flowTable();
            assertTrue(columnsWidth(flows, 4) <= flows.getClientArea().width, columnsWidth(flows, 4) + " of " + flows
                    .getClientArea().width);
        } finally {
            shell.dispose();
        }
    }

    private static int columnsWidth(Table table, int columns) {
        int width = 0;
        for (int i = 0; i < columns; i++) {
            width += table.getColumn(i).getWidth();
        }
        return width;
    }

    /** Oracle: the example's bottleneck joins left and right; left has that link and four sender links. */
    @Test
    void aQueueBarANodeAndALinkAreInspectedByTheirPorts() throws Exception {
        Scenario scenario = example();
        Node left = node(scenario, "left");
        Link bottleneck = bottleneck(scenario);

        InspectedTarget port = InspectedTarget.of(new StructuredSelection(List.of(bottleneck, new QueuePort(bottleneck, left))));
        assertEquals("left->right", port.port());
        assertEquals("port left \u2192 right", port.title());
        assertEquals(scenario.eResource().getURI().toString(), port.scenarioUri());

        InspectedTarget node = InspectedTarget.of(new StructuredSelection(left));
        assertNull(node.port());
        assertEquals(5, node.ports().size(), node.ports()::toString);
        assertTrue(node.ports().contains("left->right") && node.ports().stream().allMatch(p -> p.startsWith("left->")));

        InspectedTarget link = InspectedTarget.of(new StructuredSelection(bottleneck));
        assertEquals(List.of("left->right", "right->left").stream().sorted().toList(), link.ports().stream().sorted().toList());
        assertNull(InspectedTarget.of(new StructuredSelection("not a model element")));
    }

    /**
     * Oracle: the panel writes the run's own figures: the queue, the marks, K = 65, one row per flow adding up to the
     * queue, the highlighted application's rows marked, and the instant to the picosecond.
     */
    @Test
    void thePanelWritesTheRunsPicture() throws Exception {
        Scenario scenario = example();
        // Traced, as the workbench's runs are: only those count each flow's drops and marks from their start.
        SimulationRun run = Simulations.prepare(EcoreUtil.copy(scenario), new RunOptions().trace(1_000));
        run.advanceTo(25_000_000_000L, ProgressListener.NONE);
        run.inspect("left->right");
        PortInspection in = run.inspection();
        assertTrue(in.queuePackets() > 0, "four long flows queue at 25 ms");
        Node left = node(scenario, "left");
        InspectedTarget target = InspectedTarget.of(new StructuredSelection(new QueuePort(bottleneck(scenario), left)));

        Display display = Display.getDefault();
        Shell shell = new Shell(display);
        try {
            shell.setLayout(new FillLayout());
            InspectorPanel panel = new InspectorPanel(shell, 0);
            panel.showPort(target, in, FlowColors.of(scenario), "dctcp1");
            String text = panel.text();
            assertTrue(text.startsWith("Queue at port left \u2192 right \u00b7 threshold marking\nas of 25 ms (event "), text);
            assertTrue(text.contains("queue | " + in.queuePackets() + " packets\nbytes | " + in.queueBytes() + "\n"), text);
            assertTrue(text.contains("ECN marks | " + in.marksTotal() + "\n"), text);
            assertTrue(text.contains("K | 65 packets\n"), text);
            int rows = 0;
            int packets = 0;
            long marks = 0;
            for (String line : text.split("\n")) {
                String[] cells = line.split(" \\| ");
                if (cells.length == 6) {
                    rows++;
                    packets += Integer.parseInt(cells[1]);
                    marks += Long.parseLong(cells[3]);
                    assertEquals(cells[0].startsWith("* "), cells[0].startsWith("* dctcp1 #"), "only dctcp1 is highlighted: " + line);
                }
            }
            assertEquals(in.flows().size(), rows);
            assertEquals(in.flows().stream().mapToInt(QueuedFlow::packets).sum(), packets);
            assertEquals(in.queuePackets(), packets);
            assertTrue(in.marksTotal() > 0, "the flows are marked above K by 25 ms");
            assertEquals(in.marksTotal(), marks, "the flows' marks add up to the queue's");

            panel.showPorts(InspectedTarget.of(new StructuredSelection(left)), run.activity());
            assertTrue(panel.text().contains("left \u2192 right | " + in.queuePackets() + " | " + in.queueBytes() + " | "), panel.text());
        } finally {
            shell.dispose();
        }
    }
}
