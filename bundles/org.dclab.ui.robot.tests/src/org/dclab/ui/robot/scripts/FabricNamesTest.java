package org.dclab.ui.robot.scripts;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.dclab.ui.present.Presentation;
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
 * Issue 30, names readable on a dense fabric: AIPM's leaf-spine (4 spines, 9 leaves, 16 hosts under each, three
 * abreast) fitted to the stage at 1280x720 (38 %) wrote no name at all, the zoom being below the everyday 45 % at which
 * names are written, and its font then measured 7.5 px. Now the spines' and leaves' names are written at the stage's
 * 20 px (em) and the names of the hosts three abreast, which would meet, are left out; no two names written overlap.
 * Ctrl+wheel over a leaf zooms in until its hosts have room, and their names are written, 20 px too.
 */
@ExtendWith(RunningProduct.class)
class FabricNamesTest {

    private static final double LEGIBLE_PX = 20;

    @Test
    void aDenseRowLeavesItsNamesForACloserZoomAndTheOthersStayLegible() throws Exception {
        Scenarios.open(Scenarios.copyOfExample("aipm-fig4-leafspine", "fabric-names"));
        RunningProduct.setWindowBounds(new Rectangle(0, 0, 1280, 720));
        Menus.menuBar("Window", "Presentation Mode");
        try {
            Ui.waitUntil("presentation mode to be on", Presentation::isOn);
            Ui.settle();
            List<String> nodes = Diagram.nodeNames();
            List<String> switches = nodes.stream().filter(n -> n.startsWith("spine") || n.startsWith("leaf")).toList();
            List<String> hosts = nodes.stream().filter(n -> n.startsWith("h")).toList();
            double px = Diagram.namePixels();
            Screenshots.save("FabricNamesTest-leaf-spine on the stage at 1280x720");
            assertAll(() -> assertTrue(px >= LEGIBLE_PX, "names are " + px + " px (em)"),
                    () -> assertTrue(switches.stream().allMatch(Diagram::nameWritten), "every spine's and leaf's name is written"),
                    () -> assertEquals(hosts.stream().filter(h -> h.endsWith("_15")).toList(), hosts.stream().filter(Diagram::nameWritten)
                            .toList(),
                            "the hosts of the crowded rows keep their names for later; each leaf's 16th host, alone on its row, has room"),
                    () -> assertFalse(overlap(nodes), "no two names written overlap"));

            String leaf = "leaf4";
            String host = "h4_8";
            for (int i = 0; i < 20 && !Diagram.nameWritten(host); i++) {
                Point at = Diagram.node(leaf);
                Input.wheel(at, -1, SWT.CTRL);
                Ui.settle();
            }
            Ui.settle();
            double closer = Diagram.namePixels();
            Screenshots.save("FabricNamesTest-zoomed in on " + leaf + " at 1280x720");
            assertAll(() -> assertTrue(Diagram.nameWritten(host), "zoomed in, a host's name " + host + " is written"),
                    () -> assertTrue(closer >= LEGIBLE_PX, "names are " + closer + " px (em)"),
                    () -> assertFalse(overlap(nodes), "no two names written overlap"));
        } finally {
            Menus.menuBar("Window", "Presentation Mode");
            Ui.waitUntil("presentation mode to be off", () -> !Presentation.isOn());
        }
    }

    /** Whether two of the names the canvas writes now overlap on the screen. */
    private static boolean overlap(List<String> nodes) {
        List<Rectangle> written = nodes.stream().filter(Diagram::nameWritten).map(Diagram::nameBox).toList();
        for (int i = 0; i < written.size(); i++) {
            for (int j = i + 1; j < written.size(); j++) {
                if (written.get(i).intersects(written.get(j))) {
                    return true;
                }
            }
        }
        return false;
    }
}
