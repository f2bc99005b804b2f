package org.dclab.ui.robot.scripts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;

import org.dclab.sim.SimulationRun;
import org.dclab.sim.live.LiveActivity;
import org.dclab.ui.present.FlowColors;
import org.dclab.ui.robot.Control;
import org.dclab.ui.robot.Diagram;
import org.dclab.ui.robot.Input;
import org.dclab.ui.robot.RunningProduct;
import org.dclab.ui.robot.Scenarios;
import org.dclab.ui.robot.Screenshots;
import org.dclab.ui.robot.Ui;
import org.dclab.ui.robot.Widgets;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.graphics.Rectangle;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * ECMP on the canvas: in the leaf-spine template one host of each leaf k sends flow k to h0_0 over four spines. Once
 * the run has opened the flows, each flow's lane is drawn on the one spine its hash picked, not on all four: the oracle
 * is the run's own byte counts, since the only data leaving leaf k toward a spine is flow k's.
 */
@ExtendWith(RunningProduct.class)
class FlowRoutesTest {

    private static final int SPINES = 4;
    /**
     * Half the side of the square looked at around each point of a link: a link's one lane runs 5 px beside it, 3 px
     * wide.
     */
    private static final int AROUND_PX = 7;
    /** Where along a link from its leaf the lane is looked for: clear of the leaf's other links and of the spines. */
    private static final double[] ALONG = { 0.2, 0.25, 0.3, 0.35, 0.4, 0.45, 0.5 };
    /** Points that must show a flow's colour for its lane to run along the link; another flow's lane crossing it hits one or two. */
    private static final int DRAWN_ALONG = 5;

    @Test
    void eachFlowIsDrawnOnTheSpineItsHashPicked() throws Exception {
        Path file = RunningProduct.outputFolder().resolve("flow-routes/leaf-spine.dclab");
        // One host per leaf, so the only data leaving leaf k is flow k's, to h0_0.
        Scenarios.create(file, "Leaf-spine", 1);
        Control.show();
        Control.runUntil("5");
        String uri = Ui.read(() -> Diagram.scenario().eResource().getURI().toString());
        SimulationRun run = LiveActivity.of(uri);
        assertNotNull(run, "the run is shown for the file");
        Point tab = Ui.read(() -> Widgets.tab(Diagram.editor().getPartName()).map(Widgets::center).orElseThrow());
        // As a teacher shows a fabric to a class: the editor maximized, the fabric fit to it.
        Input.doubleClick(tab);
        try {
            Ui.waitUntil("the editor to fill the window", () -> Diagram.editor().viewer().getControl().getSize().x >= 1000);
            Diagram.focus();
            Input.press('0');
            Ui.settle();
            Screenshots.save("FlowRoutesTest-each flow on its spine");
            // Flows 2 and 3 have purple and sky blue: colours no link load, node or other flow of the eight is drawn in.
            for (int k = 2; k <= 3; k++) {
                assertEquals(busySpines(run, k), lanesOn(k), "flow" + k + "'s lane is on the spine its bytes crossed, only there");
            }
        } finally {
            Input.doubleClick(tab);
            Ui.waitUntil("the editor to be restored", () -> Diagram.editor().viewer().getControl().getSize().x < 1000);
        }
        Screenshots.saveAt1280x720("FlowRoutesTest-each flow on its spine at 1280x720");
    }

    /** The spines whose link to leaf k has flow k's lane along it. */
    private static Set<String> lanesOn(int k) {
        RGB colour = Ui.read(() -> FlowColors.of(Diagram.scenario()).ofApplication("flow" + k));
        Set<String> spines = new TreeSet<>();
        for (int s = 0; s < SPINES; s++) {
            Point[] line = Diagram.linkLine("leaf" + k + "-spine" + s);
            int hits = 0;
            for (double f : ALONG) {
                int x = (int) Math.round(line[0].x + f * (line[1].x - line[0].x));
                int y = (int) Math.round(line[0].y + f * (line[1].y - line[0].y));
                if (Diagram.pixelsOf(colour, new Rectangle(x - AROUND_PX, y - AROUND_PX, 2 * AROUND_PX + 1, 2 * AROUND_PX + 1)) > 0) {
                    hits++;
                }
            }
            if (hits >= DRAWN_ALONG) {
                spines.add("spine" + s);
            }
        }
        return spines;
    }

    /** The spines leaf k's ports put bytes on the wire toward in the run's last utilisation window. */
    private static Set<String> busySpines(SimulationRun run, int k) {
        Set<String> spines = new TreeSet<>();
        for (int s = 0; s < SPINES; s++) {
            if (run.activity().port("leaf" + k, "spine" + s).utilisation() > 0) {
                spines.add("spine" + s);
            }
        }
        assertEquals(1, spines.size(), "flow" + k + " keeps to one spine: " + spines);
        return spines;
    }
}
