package org.dclab.ui.editor.parts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;

import java.util.Map;
import java.util.Set;
import org.dclab.model.Host;
import org.dclab.model.Link;
import org.dclab.model.Network;
import org.dclab.model.Node;
import org.dclab.model.Scenario;
import org.dclab.model.Switch;
import org.dclab.model.provider.DclabItemProviderAdapterFactory;
import org.dclab.model.resource.ScenarioFileException;
import org.dclab.model.resource.ScenarioFiles;
import org.dclab.ui.editor.ErrorPage;
import org.dclab.ui.editor.commands.DiagramCommands;
import org.dclab.ui.editor.figures.NodeFigure;
import org.dclab.ui.editor.palette.PaletteBar;
import org.dclab.ui.editor.properties.ElementPropertySourceProvider;
import org.dclab.ui.editor.templates.ScenarioTemplate;
import org.dclab.ui.editor.tools.ToolKind;
import org.dclab.ui.editor.validation.Problem;
import org.dclab.ui.editor.validation.ScenarioValidation;
import org.eclipse.emf.common.command.BasicCommandStack;
import org.eclipse.emf.common.command.CommandStack;
import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.emf.edit.domain.AdapterFactoryEditingDomain;
import org.eclipse.emf.edit.provider.ComposedAdapterFactory;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.ToolItem;
import org.eclipse.ui.views.properties.IPropertySource;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Drives the real canvas and palette in a shell (under Xvfb in the build) the way a user does: palette clicks, mouse
 * clicks and drags on the canvas, then checks the model, the command stack and the pixels.
 */
class TopologyEditorUiTest {

    @TempDir
    Path folder;

    private Display display;
    private Shell shell;
    private ComposedAdapterFactory adapterFactory;
    private AdapterFactoryEditingDomain domain;
    private Scenario scenario;
    private DiagramViewer viewer;
    private PaletteBar palette;

    @BeforeEach
    void openEditor() {
        display = Display.getDefault();
        shell = new Shell(display);
        shell.setLayout(new GridLayout(2, false));
        shell.setSize(1000, 700);
        adapterFactory = new ComposedAdapterFactory();
        adapterFactory.addAdapterFactory(new DclabItemProviderAdapterFactory());
        domain = new AdapterFactoryEditingDomain(adapterFactory, new BasicCommandStack(), new HashMap<>());
        ScenarioFiles.configure(domain.getResourceSet());
    }

    @AfterEach
    void closeEditor() {
        shell.dispose();
        adapterFactory.dispose();
    }

    private void show(Scenario shown) {
        scenario = shown;
        Resource resource = domain.getResourceSet().createResource(URI.createFileURI(folder.resolve("drawn.dclab").toString()));
        resource.getContents().add(scenario);
        viewer = new DiagramViewer(shell, domain, scenario.getNetwork());
        palette = new PaletteBar(shell, viewer);
        palette.getControl().moveAbove(viewer.getControl());
        palette.getControl().setLayoutData(new GridData(SWT.FILL, SWT.FILL, false, true));
        viewer.getControl().setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        shell.open();
        pump(300);
    }

    @Test
    void drawsNodesAndLinksWithThePaletteAndUndoesEveryGesture() {
        show(ScenarioTemplate.EMPTY.create("drawn", 0));
        Network network = scenario.getNetwork();
        CommandStack stack = domain.getCommandStack();

        pick(ToolKind.HOST);
        clickAt(100, 100);
        clickAt(300, 100);
        pick(ToolKind.SWITCH);
        clickAt(200, 260);
        assertEquals(3, network.getNodes().size());
        assertTrue(network.getNodes().get(0) instanceof Host && network.getNodes().get(2) instanceof Switch);
        assertEquals(100, network.getNodes().get(0).getX(), "placed where clicked, on the grid");

        pick(ToolKind.LINK);
        dragDiagram(100, 100, 200, 260);
        dragDiagram(300, 100, 200, 260);
        assertEquals(2, network.getLinks().size());
        Link first = network.getLinks().get(0);
        assertSame(network.getNodes().get(0), first.getSource());
        assertSame(network.getNodes().get(2), first.getTarget());

        stack.undo();
        assertEquals(1, network.getLinks().size());
        stack.undo();
        assertEquals(0, network.getLinks().size());
        stack.redo();
        stack.redo();
        assertEquals(2, network.getLinks().size());

        // Rubber-band both hosts, drag one of them: both move, by one command.
        pick(ToolKind.SELECT);
        dragDiagram(40, 40, 360, 160);
        assertEquals(2, viewer.selection().elements().size());
        dragDiagram(100, 100, 143, 148);
        Node h1 = network.getNodes().get(0);
        Node h2 = network.getNodes().get(1);
        assertEquals(140, h1.getX(), "snapped to the 10 px grid");
        assertEquals(150, h1.getY());
        assertEquals(340, h2.getX(), "the whole selection moves");
        assertEquals("Move 2 nodes", stack.getUndoCommand().getLabel());
        stack.undo();
        assertEquals(100, h1.getX());
        assertEquals(300, h2.getX());

        // Delete the switch with the Delete key: its two links go with it, and one Undo brings all three back.
        clickAt(200, 260);
        key(SWT.DEL);
        assertEquals(2, network.getNodes().size());
        assertTrue(network.getLinks().isEmpty());
        stack.undo();
        assertEquals(3, network.getNodes().size());
        assertEquals(2, network.getLinks().size());
    }

    @Test
    void editsALinkRateThroughThePropertiesAndSurvivesSaveAndReopen() throws IOException {
        show(ScenarioTemplate.DUMBBELL.create("dumbbell", 2));
        Link bottleneck = scenario.getNetwork().getLinks().stream().filter(l -> l.getName().equals("left-right")).findFirst().orElseThrow();
        IPropertySource properties = new ElementPropertySourceProvider(domain, adapterFactory).getPropertySource(bottleneck);

        assertEquals("1 Gbps", properties.getPropertyValue("rateBps"));
        properties.setPropertyValue("rateBps", "40 Gbps");
        properties.setPropertyValue("delayPs", "25 us");
        assertEquals(40_000_000_000L, bottleneck.getRateBps());
        assertEquals(25_000_000L, bottleneck.getDelayPs());
        domain.getCommandStack().undo();
        assertEquals(41_667_000L, bottleneck.getDelayPs(), "each property edit is its own undoable command");
        domain.getCommandStack().redo();

        properties.setPropertyValue("sourceQueue", 1);
        assertNotNull(bottleneck.getSourceQueue(), "switching a port queue to custom creates its settings");

        Path file = folder.resolve("dumbbell.dclab");
        ScenarioFiles.save(scenario, file);
        try (var leftovers = Files.list(folder)) {
            assertEquals(List.of(file), leftovers.toList(), "no temporary file is left beside the saved one");
        }
        assertTrue(EcoreUtil.equals(scenario, ScenarioFiles.load(file)), "the reopened scenario equals the edited one");
    }

    /**
     * Oracle: the 17 links of a 16-sender incast star have one rate and delay, so one label says it and counts them. A
     * link given another rate in the Properties gets a label of its own, and the shared one then counts 16; selected,
     * a link keeps its own label beside the shared one. No label covers another.
     */
    @Test
    void linksAlikeShareOneLabelThatCountsThem() {
        show(ScenarioTemplate.INCAST_STAR.create("incast", 16));
        viewer.viewport().zoomAt(1.0, 0, 0);
        viewer.getControl().redraw();
        pump(300);
        assertEquals(List.of("1 Gbps \u00b7 25 \u00b5s (17 links)"), labelTexts());

        Link edited = scenario.getNetwork().getLinks().get(5);
        new ElementPropertySourceProvider(domain, adapterFactory).getPropertySource(edited).setPropertyValue("rateBps", "10 Gbps");
        pump(300);
        assertEquals(List.of("1 Gbps \u00b7 25 \u00b5s (16 links)", "10 Gbps \u00b7 25 \u00b5s"), labelTexts().stream().sorted().toList());

        domain.getCommandStack().undo();
        viewer.selection().select(List.of(scenario.getNetwork().getLinks().get(9)));
        pump(300);
        assertEquals(List.of("1 Gbps \u00b7 25 \u00b5s", "1 Gbps \u00b7 25 \u00b5s (17 links)"), labelTexts().stream().sorted().toList());
        List<Rectangle> places = viewer.linkLabelsDrawn().stream().map(LinkLabel::bounds).toList();
        assertTrue(places.size() == 2 && !places.get(0).intersects(places.get(1)), "labels apart: " + places);
    }

    private List<String> labelTexts() {
        return viewer.linkLabelsDrawn().stream().map(LinkLabel::text).toList();
    }

    @Test
    void anInvalidEditIsReportedAndMarkedOnTheCanvas() {
        show(ScenarioTemplate.DUMBBELL.create("dumbbell", 1));
        Node switch1 = scenario.getNetwork().getNodes().stream().filter(n -> n.getName().equals("left")).findFirst().orElseThrow();
        assertTrue(ScenarioValidation.validate(scenario).isEmpty(), "a template is valid");
        int redBefore = redPixelsAround(switch1);

        new ElementPropertySourceProvider(domain, adapterFactory).getPropertySource(switch1).setPropertyValue("name", "9 lives");
        List<Problem> problems = ScenarioValidation.validate(scenario);
        assertFalse(problems.isEmpty());
        Problem problem = problems.get(0);
        assertEquals(Diagnostic.ERROR, problem.severity());
        assertEquals("switch 9 lives: a name may hold letters, digits, '_', '.' and '-' and must start with a letter or '_'; "
                + "rename it, e.g. _9_lives", problem.message(), "the model's wording, not EMF's pattern message");
        assertSame(switch1, problem.shownOn());

        viewer.setProblems(ScenarioValidation.severities(problems), ScenarioValidation.messages(problems));
        pump(200);
        assertEquals(Diagnostic.ERROR, viewer.problems().severityOf(switch1));
        assertTrue(redPixelsAround(switch1) > redBefore + 20, "the canvas marks the switch with a red badge");
    }

    @Test
    void aCorruptFileGivesAnErrorPageNotAnException() throws IOException {
        Path corrupt = folder.resolve("corrupt.dclab");
        Files.writeString(corrupt,
                "<?xml version=\"1.0\"?>\n<dclab:Scenario xmlns:dclab=\"http://dclab.org/model/1.0\" name=\"x\">\n<network><nodes");
        String problem = assertThrows(ScenarioFileException.class, () -> ScenarioFiles.load(domain.getResourceSet(), corrupt)).getMessage();
        assertTrue(problem.startsWith(corrupt + ":3:"), () -> "the reason says where the file breaks: " + problem);

        shell.setLayout(new FillLayout());
        ErrorPage page = new ErrorPage(shell, corrupt, problem);
        shell.layout();
        shell.open();
        pump(100);
        assertEquals(problem, page.reason());
        assertTrue(labels(page.getControl()).contains(ErrorPage.TITLE));

        Path notXml = folder.resolve("garbage.dclab");
        Files.write(notXml, new byte[] { 0, 1, 2, 3, (byte) 0xff });
        assertThrows(ScenarioFileException.class, () -> ScenarioFiles.load(domain.getResourceSet(), notXml));
        assertThrows(ScenarioFileException.class, () -> ScenarioFiles.load(domain.getResourceSet(), folder.resolve("missing.dclab")));
    }

    /**
     * Oracle: a drag damages only the dragged node's neighbourhood, not the whole canvas, so a big topology stays
     * smooth to edit. How long a paint takes is the benchmark's business, not a test's: a loaded machine fails it.
     */
    @Test
    void theLeafSpineExampleRepaintsOnlyWhatADragTouches() {
        show(ScenarioTemplate.LEAF_SPINE.create("leafspine", 16));
        assertEquals(157, scenario.getNetwork().getNodes().size());
        Control canvas = viewer.getControl();
        viewer.zoom().zoomToFit();
        pump(100);
        Point size = canvas.getSize();

        Rectangle[] painted = new Rectangle[1];
        canvas.addPaintListener(e -> painted[0] = painted[0] == null ? new Rectangle(e.x, e.y, e.width, e.height)
                : painted[0].union(new Rectangle(e.x, e.y, e.width, e.height)));
        Node host = scenario.getNetwork().getNodes().get(scenario.getNetwork().getNodes().size() - 1);
        viewer.previewMove(Set.of(host), 20, 0);
        pump(100);
        assertNotNull(painted[0], "the drag repainted something");
        assertTrue(painted[0].width * painted[0].height < size.x * size.y / 10,
                () -> "dragging one host repainted " + painted[0] + " of " + size);
        viewer.previewMove(Set.of(), 0, 0);
    }

    @Test
    void modelChangesOfOneCommandReachTheCanvasAsOneRefresh() {
        Network network = ScenarioTemplate.LEAF_SPINE.create("leafspine", 16).getNetwork();
        int[] refreshes = new int[1];
        int[] changedElements = new int[1];
        NetworkListener listener = new NetworkListener(Display.getDefault(), (changed, structural) -> {
            refreshes[0]++;
            changedElements[0] += changed.size();
        });
        listener.activate(network);
        Map<Node, Point> shifted = new LinkedHashMap<>();
        network.getNodes().forEach(n -> shifted.put(n, new Point(n.getX() + 10, n.getY() + 10)));
        domain.getCommandStack().execute(DiagramCommands.move(domain, shifted));
        pump(100);
        assertEquals(1, refreshes[0], "314 notifications, one refresh");
        assertEquals(157, changedElements[0]);
        listener.deactivate();
    }

    // ---- driving the widgets ----

    private void pick(ToolKind kind) {
        for (ToolItem item : palette.getControl().getItems()) {
            if (item.getText().equals(kind.label())) {
                item.setSelection(true);
                item.notifyListeners(SWT.Selection, new Event());
            }
        }
        assertEquals(kind, viewer.tools().kind());
    }

    /** A click at diagram coordinates. */
    private void clickAt(int diagramX, int diagramY) {
        int sx = screenX(diagramX);
        int sy = screenY(diagramY);
        mouse(SWT.MouseDown, sx, sy, 0);
        mouse(SWT.MouseUp, sx, sy, SWT.BUTTON1);
        pump(20);
    }

    /** Press at one diagram point, move there in steps with the button held, release. */
    private void dragDiagram(int fromX, int fromY, int toX, int toY) {
        mouse(SWT.MouseDown, screenX(fromX), screenY(fromY), 0);
        for (int step = 1; step <= 5; step++) {
            int x = screenX(fromX + (toX - fromX) * step / 5);
            int y = screenY(fromY + (toY - fromY) * step / 5);
            Event move = new Event();
            move.x = x;
            move.y = y;
            move.stateMask = SWT.BUTTON1;
            viewer.getControl().notifyListeners(SWT.MouseMove, move);
        }
        mouse(SWT.MouseUp, screenX(toX), screenY(toY), SWT.BUTTON1);
        pump(20);
    }

    private void mouse(int type, int x, int y, int state) {
        Event event = new Event();
        event.x = x;
        event.y = y;
        event.button = 1;
        event.stateMask = state;
        viewer.getControl().notifyListeners(type, event);
    }

    private void key(int keyCode) {
        Event event = new Event();
        event.keyCode = keyCode;
        viewer.getControl().notifyListeners(SWT.KeyDown, event);
        pump(20);
    }

    private int screenX(int diagramX) {
        return (int) Math.round((diagramX - viewer.viewport().originX()) * viewer.viewport().zoom());
    }

    private int screenY(int diagramY) {
        return (int) Math.round((diagramY - viewer.viewport().originY()) * viewer.viewport().zoom());
    }

    private int redPixelsAround(Node node) {
        Control canvas = viewer.getControl();
        canvas.redraw();
        pump(100);
        Rectangle shape = viewer.viewport().toScreen(NodeFigure.paintBounds(node, 0, 0))
                .intersection(canvas.getBounds());
        Image image = new Image(display, shape.width, shape.height);
        GC gc = new GC(canvas);
        try {
            gc.copyArea(image, shape.x, shape.y);
            ImageData data = image.getImageData();
            int red = 0;
            for (int y = 0; y < data.height; y++) {
                for (int x = 0; x < data.width; x++) {
                    var rgb = data.palette.getRGB(data.getPixel(x, y));
                    if (rgb.red > 170 && rgb.green < 90 && rgb.blue < 90) {
                        red++;
                    }
                }
            }
            return red;
        } finally {
            gc.dispose();
            image.dispose();
        }
    }

    private static List<String> labels(Control control) {
        List<String> texts = new ArrayList<>();
        if (control instanceof Label label) {
            texts.add(label.getText());
        }
        if (control instanceof Composite composite) {
            for (Control child : composite.getChildren()) {
                texts.addAll(labels(child));
            }
        }
        return texts;
    }

    private void pump(long millis) {
        long end = System.currentTimeMillis() + millis;
        while (System.currentTimeMillis() < end) {
            drainEvents();
            try {
                Thread.sleep(5);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
        drainEvents();
    }

    private void drainEvents() {
        boolean more = true;
        while (more) {
            more = display.readAndDispatch();
        }
    }
}
