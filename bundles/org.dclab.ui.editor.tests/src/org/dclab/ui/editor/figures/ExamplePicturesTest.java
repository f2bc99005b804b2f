package org.dclab.ui.editor.figures;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.dclab.model.Node;
import org.dclab.model.Scenario;
import org.dclab.model.resource.ScenarioFiles;
import org.dclab.sim.labs.ShippedExamples;
import org.dclab.ui.editor.parts.Viewport;
import org.eclipse.swt.graphics.Rectangle;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every example shipped in {@code examples/} opens as a picture a class can read: no node drawn over another, and the
 * whole network shown at a zoom where names can be read, not as a row of 130 hosts at 10 %.
 */
class ExamplePicturesTest {

    /**
     * The editor's canvas when the editor is maximized in a 1280 × 720 window, a common projector's size: the
     * smallest screen on which a class is shown a whole topology.
     */
    private static final int CANVAS_WIDTH = 1100;
    private static final int CANVAS_HEIGHT = 600;
    /** The zoom below which host names, 9 pt at zoom 1, cannot be read from a room's back rows. */
    private static final double READABLE_ZOOM = 0.4;

    @TestFactory
    Stream<DynamicTest> everyExampleOpensAsAReadablePicture() throws IOException {
        try (Stream<Path> files = Files.list(examples())) {
            return files.filter(f -> f.toString().endsWith(".dclab")).sorted().toList().stream()
                    .map(f -> DynamicTest.dynamicTest(f.getFileName().toString(), () -> checkReadable(ScenarioFiles.load(f))));
        }
    }

    /** No node's shape or name covers another's, and Zoom to Fit shows the whole network at a readable zoom. */
    private static void checkReadable(Scenario scenario) {
        List<Node> nodes = scenario.getNetwork().getNodes();
        List<Rectangle[]> drawn = new ArrayList<>();
        Rectangle content = null;
        for (Node node : nodes) {
            Rectangle shape = NodeFigure.shapeBounds(node, 0, 0);
            Rectangle name = NodeFigure.labelBounds(node, 0, 0, NodeFigure.approximateLabelSize(node));
            drawn.add(new Rectangle[] { shape, name });
            Rectangle painted = NodeFigure.paintBounds(node, 0, 0);
            content = content == null ? painted : content.union(painted);
        }
        for (int i = 0; i < nodes.size(); i++) {
            for (int j = i + 1; j < nodes.size(); j++) {
                for (Rectangle a : drawn.get(i)) {
                    for (Rectangle b : drawn.get(j)) {
                        if (a.intersects(b)) {
                            throw new AssertionError(nodes.get(i).getName() + " and " + nodes.get(j).getName() + " overlap at " + a
                                    + " and " + b);
                        }
                    }
                }
            }
        }
        Rectangle all = content;
        Viewport viewport = new Viewport();
        viewport.fit(all, CANVAS_WIDTH, CANVAS_HEIGHT, Viewport.FIT_MARGIN);
        assertTrue(viewport.zoom() >= READABLE_ZOOM, () -> String.format("Zoom to Fit shows %s at %.0f %% (%d × %d px of diagram)",
                scenario.getName(), viewport.zoom() * 100, all.width, all.height));
    }

    private static Path examples() {
        return ShippedExamples.findAbove(Path.of("")).orElseThrow(() -> new IllegalStateException("no examples/ above " + Path.of("")
                .toAbsolutePath()));
    }
}
