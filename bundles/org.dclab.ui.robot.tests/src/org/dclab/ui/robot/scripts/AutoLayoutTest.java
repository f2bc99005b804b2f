package org.dclab.ui.robot.scripts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import org.dclab.ui.robot.Diagram;
import org.dclab.ui.robot.Input;
import org.dclab.ui.robot.Menus;
import org.dclab.ui.robot.RunningProduct;
import org.dclab.ui.robot.Scenarios;
import org.dclab.ui.robot.Screenshots;
import org.dclab.ui.robot.Ui;
import org.dclab.ui.robot.Widgets;
import org.eclipse.emf.common.command.Command;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Auto-Layout as a teacher meets it: on a star drawn by hand and on every topology the New Scenario wizard offers
 * (in the maximized editor),
 * Diagram ▸ Auto-Layout (or Ctrl+Shift+A) leaves a picture where no two nodes or names overlap, no link runs across a
 * node it does not join, names are written, and all of it is in view; Undo puts the nodes back and shows them all.
 */
@ExtendWith(RunningProduct.class)
class AutoLayoutTest {

    private static final String LAYOUT = "Auto-layout";

    @Test
    void aStarDrawnByHandIsLaidOutReadablyAndUndoShowsItAsDrawn() throws Exception {
        Scenarios.create(RunningProduct.outputFolder().resolve("layout/star.dclab"), "Empty");
        String sw = Diagram.place('s', Diagram.at(0.5, 0.5));
        List<String> hosts = new ArrayList<>();
        for (double[] at : new double[][] { { 0.1, 0.1 }, { 0.9, 0.1 }, { 0.1, 0.9 }, { 0.9, 0.9 } }) {
            hosts.add(Diagram.place('h', Diagram.at(at[0], at[1])));
        }
        for (String host : hosts) {
            Diagram.connect(host, sw);
        }

        Diagram.focus();
        Input.press(SWT.CTRL | SWT.SHIFT, 'a');
        waitForLayout();
        Screenshots.saveAt1280x720("AutoLayoutTest-star at 1280x720");
        assertReadable("the star");

        Input.press(SWT.CTRL, 'z');
        Ui.waitUntil("Undo to take the layout back", () -> !isLayout(Diagram.editor().commandStack().getUndoCommand()));
        Ui.settle();
        Screenshots.save("AutoLayoutTest-star after Undo");
        assertInView("the star after Undo");
    }

    @Test
    void everyTopologyOfTheWizardIsLaidOutReadably() throws Exception {
        Object[][] shapes = { { "Dumbbell", 2 }, { "Single-rooted tree", 2 }, { "Leaf-spine", 2 },
                { "Two datacenters over a WAN", 4 }, { "Incast: N senders → 1 receiver", 16 } };
        for (Object[] shape : shapes) {
            String template = (String) shape[0];
            Path file = RunningProduct.outputFolder().resolve("layout/" + template.replaceAll("\\W+", "-") + ".dclab");
            Scenarios.create(file, template, (Integer) shape[1]);
            showLarge();
            // The wizard lays a new scenario out already: a node dragged aside gives Auto-Layout something to do.
            String first = Diagram.nodeNames().get(0);
            Diagram.tool('v');
            Input.drag(Diagram.node(first), Diagram.at(0.05, 0.95));
            Ui.waitUntil("the node to move", () -> Diagram.editor().commandStack().getUndoCommand() != null);
            Menus.menuBar("Diagram", "Auto-Layout");
            waitForLayout();
            Screenshots.saveAt1280x720("AutoLayoutTest-" + template + " at 1280x720");
            assertReadable(template);
            Input.press(SWT.CTRL, 's');
            Ui.waitUntil("the save", () -> !Diagram.editor().isDirty());
            Input.press(SWT.CTRL, 'w');
            Ui.waitUntil("the editor to close", () -> RunningProduct.window().getActivePage().getEditorReferences().length == 0);
        }
    }

    /**
     * Maximizes the editor, as a teacher does to show a topology of twenty nodes and more to a class: beside the
     * views, the canvas is a third of the window.
     */
    private static void showLarge() {
        if (Diagram.visibleArea().width < 1000) {
            Input.doubleClick(Ui.read(() -> Widgets.tab(Diagram.editor().getPartName()).map(Widgets::center).orElseThrow()));
            Ui.waitUntil("the editor to fill the window", () -> Diagram.editor().viewer().getControl().getSize().x >= 1000);
        }
    }

    private static void waitForLayout() {
        Ui.waitUntil("the layout to be applied", () -> isLayout(Diagram.editor().commandStack().getUndoCommand()));
        Ui.settle();
    }

    private static boolean isLayout(Command command) {
        return command != null && LAYOUT.equals(command.getLabel());
    }

    /** No two nodes or names overlap, no link crosses a node it does not join, names are written, all is in view. */
    private static void assertReadable(String shape) {
        List<String> nodes = Diagram.nodeNames();
        List<Rectangle> shapes = nodes.stream().map(Diagram::shapeBox).toList();
        List<Rectangle> names = nodes.stream().map(Diagram::nameBox).toList();
        for (int i = 0; i < nodes.size(); i++) {
            for (int j = 0; j < nodes.size(); j++) {
                if (i == j) {
                    continue;
                }
                String pair = shape + ": " + nodes.get(i) + " and " + nodes.get(j);
                assertTrue(i > j || !shapes.get(i).intersects(shapes.get(j)), pair + " overlap");
                assertTrue(i > j || !names.get(i).intersects(names.get(j)), pair + ": their names overlap");
                assertTrue(!names.get(i).intersects(shapes.get(j)), pair + ": the name of one is written over the other");
            }
        }
        for (String[] link : Diagram.links()) {
            Point[] line = Diagram.linkLine(link[0]);
            for (int i = 0; i < nodes.size(); i++) {
                if (!nodes.get(i).equals(link[1]) && !nodes.get(i).equals(link[2])) {
                    assertTrue(!crosses(line[0], line[1], shapes.get(i)),
                            shape + ": the link " + link[1] + " - " + link[2] + " runs across " + nodes.get(i));
                }
            }
        }
        assertTrue(Diagram.namesShown(), shape + ": the zoom that shows it all writes the names");
        // Links of one rate and delay share one label that counts them, instead of repeating it across the picture.
        List<String> labels = Diagram.linkLabels();
        assertEquals(labels.size(), Set.copyOf(labels).size(), shape + ": no two link labels say the same: " + labels);
        assertInView(shape);
    }

    private static void assertInView(String shape) {
        Rectangle visible = Diagram.visibleArea();
        for (String node : Diagram.nodeNames()) {
            Rectangle all = Diagram.shapeBox(node).union(Diagram.nameBox(node));
            assertEquals(all, visible.intersection(all), shape + ": " + node + " is in view in " + visible);
        }
    }

    /** Whether the straight line from {@code a} to {@code b} passes through {@code box}, sampled every pixel. */
    private static boolean crosses(Point a, Point b, Rectangle box) {
        int steps = Math.max(1, Math.max(Math.abs(b.x - a.x), Math.abs(b.y - a.y)));
        for (int i = 0; i <= steps; i++) {
            int x = a.x + (b.x - a.x) * i / steps;
            int y = a.y + (b.y - a.y) * i / steps;
            if (box.contains(x, y)) {
                return true;
            }
        }
        return false;
    }
}
