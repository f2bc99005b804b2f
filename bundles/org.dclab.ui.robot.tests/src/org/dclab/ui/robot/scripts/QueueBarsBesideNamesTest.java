package org.dclab.ui.robot.scripts;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.dclab.ui.present.Presentation;
import org.dclab.ui.robot.Charts;
import org.dclab.ui.robot.Control;
import org.dclab.ui.robot.Diagram;
import org.dclab.ui.robot.Input;
import org.dclab.ui.robot.Menus;
import org.dclab.ui.robot.RunningProduct;
import org.dclab.ui.robot.Scenarios;
import org.dclab.ui.robot.Screenshots;
import org.dclab.ui.robot.Ui;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Issue 30, names on the stage: AIPM's leaf-spine run to 30 ms in presentation mode at 1280x720 drew the queue bars of
 * the leaves' ports toward their hosts over the leaves' names ("le|f1", "le|af3", "le|af8" in the README's tour). Now no
 * bar the canvas draws covers a name it writes, on the whole fabric and zoomed in on a leaf, and every bar stays a
 * visible bar. Measured on the real canvas, where it drew them.
 */
@ExtendWith(RunningProduct.class)
class QueueBarsBesideNamesTest {

    /** A bar shorter than this on the screen no longer reads as a queue's level. */
    private static final int VISIBLE_BAR_PX = 10;

    @Test
    void noQueueBarCoversANameOnALeafSpineOnTheStage() throws Exception {
        Scenarios.open(Scenarios.copyOfExample("aipm-fig4-leafspine", "bars-beside-names"));
        RunningProduct.setWindowBounds(new Rectangle(0, 0, 1280, 720));
        Menus.menuBar("Window", "Presentation Mode");
        try {
            Ui.waitUntil("presentation mode to be on", Presentation::isOn);
            Control.show();
            Control.runUntil("30");
            Charts.show();
            // The incast's leaves queue toward their hosts within the first milliseconds of it.
            Ui.waitUntil("queue bars drawn below the leaves", () -> barsBelowLeaves() >= 3);
            Ui.settle();
            Screenshots.save("QueueBarsBesideNamesTest-leaf-spine at 30 ms at 1280x720");
            assertBarsLeaveTheNames("the whole fabric");

            for (int i = 0; i < 4; i++) {
                Input.wheel(Diagram.node("leaf1"), -1, SWT.CTRL);
            }
            Ui.settle();
            Screenshots.save("QueueBarsBesideNamesTest-zoomed in on leaf1 at 1280x720");
            assertBarsLeaveTheNames("zoomed in on leaf1");
        } finally {
            Diagram.focus();
            Input.press(SWT.CTRL | SWT.ALT, 'p');
            Ui.waitUntil("presentation mode to be off", () -> !Presentation.isOn());
        }
    }

    /**
     * AIPM's incast stepped and zoomed in on its bottleneck, as the README's tour shows it: the switch's bar toward the
     * client was drawn over the client's name ("cli|ent"), and the servers' names of a row ran together ("srv100srv101").
     */
    @Test
    void noQueueBarCoversANameAndNoNamesMeetOnTheIncastCloseUp() throws Exception {
        Scenarios.open(Scenarios.copyOfExample("aipm-fig4-single-bottleneck", "bars-beside-names"));
        RunningProduct.setWindowBounds(new Rectangle(0, 0, 1280, 720));
        Menus.menuBar("Window", "Presentation Mode");
        try {
            Ui.waitUntil("presentation mode to be on", Presentation::isOn);
            Control.show();
            Control.runUntil("3");
            Control.command("Step \u0394t");
            for (int i = 0; i < 12 && Ui.read(() -> Diagram.editor().viewer().viewport().zoom()) < 0.8; i++) {
                Point sw = Diagram.node("sw");
                Point client = Diagram.node("client");
                Input.wheel(new Point((sw.x + client.x) / 2, (sw.y + client.y) / 2), -1, SWT.CTRL);
            }
            Ui.waitUntil("the switch's bar toward the client", () -> Diagram.queueBarBoxes().stream().anyMatch(b -> b.contains(Diagram
                    .queueBar("sw", "client"))));
            Ui.settle();
            Screenshots.save("QueueBarsBesideNamesTest-incast close-up at 1280x720");
            assertBarsLeaveTheNames("the incast's close-up");
            List<String> met = new ArrayList<>();
            List<String> named = Diagram.nodeNames().stream().filter(Diagram::nameWritten).toList();
            Rectangle visible = Diagram.visibleArea();
            for (int i = 0; i < named.size(); i++) {
                for (int j = i + 1; j < named.size(); j++) {
                    Rectangle a = Diagram.nameBox(named.get(i));
                    Rectangle b = Diagram.nameBox(named.get(j));
                    if (a.intersects(b) && visible.intersects(a)) {
                        met.add(named.get(i) + " and " + named.get(j));
                    }
                }
            }
            double px = Diagram.namePixels();
            System.out.printf("QueueBarsBesideNamesTest, the incast's close-up: names %.1f px (em)%n", px);
            assertAll(() -> assertEquals(List.of(), met, "names written into each other"),
                    () -> assertTrue(px >= 20, "names are " + px + " px (em), the stage's size"));
        } finally {
            Diagram.focus();
            Input.press(SWT.CTRL | SWT.ALT, 'p');
            Ui.waitUntil("presentation mode to be off", () -> !Presentation.isOn());
        }
    }

    private static void assertBarsLeaveTheNames(String where) {
        Rectangle visible = Diagram.visibleArea();
        List<Rectangle> bars = Diagram.queueBarBoxes().stream().filter(visible::intersects).toList();
        List<String> covered = new ArrayList<>();
        List<Rectangle> names = new ArrayList<>();
        for (String node : Diagram.nodeNames()) {
            if (!Diagram.nameWritten(node)) {
                continue;
            }
            Rectangle name = Diagram.nameBox(node);
            names.add(name);
            for (Rectangle bar : bars) {
                if (bar.intersects(name)) {
                    covered.add("a bar at " + bar + " over " + node + "'s name at " + name);
                }
            }
        }
        int shortest = bars.stream().mapToInt(b -> b.height).min().orElse(0);
        System.out.printf("QueueBarsBesideNamesTest, %s: %d bars drawn in view, %d x %d to %d x %d px; %d names written, %d px high%n",
                where, bars.size(), bars.stream().mapToInt(b -> b.width).min().orElse(0), shortest, bars.stream().mapToInt(b -> b.width)
                        .max().orElse(0), bars.stream().mapToInt(b -> b.height).max().orElse(0), names.size(), names.stream().mapToInt(
                                n -> n.height).max().orElse(0));
        assertAll(() -> assertTrue(!bars.isEmpty(), where + ": the run's queue bars are drawn"),
                () -> assertEquals(List.of(), covered, where + ": queue bars over names"),
                () -> assertTrue(shortest >= VISIBLE_BAR_PX, where + ": the shortest bar is " + shortest + " px high"));
    }

    /** Bars drawn below a leaf's centre and above its hosts: the ports of the leaves toward their hosts. */
    private static long barsBelowLeaves() {
        List<Point> leaves = Diagram.nodeNames().stream().filter(n -> n.startsWith("leaf")).map(Diagram::node).toList();
        return Diagram.queueBarBoxes().stream().filter(b -> leaves.stream().anyMatch(l -> Math.abs(b.x - l.x) < 60 && b.y > l.y && b.y
                - l.y < 60)).count();
    }
}
