package org.dclab.ui.robot.scripts;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.dclab.ui.robot.Charts;
import org.dclab.ui.robot.Control;
import org.dclab.ui.robot.Input;
import org.dclab.ui.robot.Menus;
import org.dclab.ui.robot.RunningProduct;
import org.dclab.ui.robot.Scenarios;
import org.dclab.ui.robot.Screenshots;
import org.dclab.ui.robot.Shells;
import org.dclab.ui.robot.Ui;
import org.dclab.ui.robot.Widgets;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Menu;
import org.jfree.chart.swt.ChartComposite;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * "Explain this" on the live charts, as Lab 2 has a teacher use it: after 20 ms of AIPM's incast, a click on a line
 * explains the decision nearest to it. The popup opens on a left click only, stays on the screen wherever the click
 * was, and goes with Esc or a click anywhere else, so it can never hide a dialog or a menu.
 */
@ExtendWith(RunningProduct.class)
class ExplainThisTest {

    private static final String POPUP = "Explain this";
    private static final String QUEUE = "Queue length";
    private static final String WINDOWS = "Congestion window";
    private static final String CONNECTIONS = "AIPM connection window and live connections";

    @Test
    void thePopupStaysOnTheScreenAtItsRightAndBottomEdgesAndEscClosesIt() throws Exception {
        runLabTwo();
        // The workbench fills the screen, the charts fill the workbench and the window chart is the lowest: its far
        // corner is the screen's.
        RunningProduct.setWindowBounds(Ui.read(() -> Ui.display().getClientArea()));
        Menus.viewMenu(Charts.VIEW, "Charts", CONNECTIONS);
        try {
            Ui.waitUntil("two charts", () -> Charts.composites().size() == 2);
            explainAtTheCorners();
        } finally {
            // The view keeps its choice of charts, also for the scripts after this one.
            Menus.viewMenu(Charts.VIEW, "Charts", CONNECTIONS);
            Ui.waitUntil("three charts", () -> Charts.composites().size() == 3);
        }
    }

    private static void explainAtTheCorners() {
        Input.doubleClick(Ui.read(() -> Widgets.tab(Charts.VIEW).map(Widgets::center).orElseThrow()));
        Ui.waitUntil("the charts to fill the window", () -> {
            Rectangle view = Widgets.view(Charts.VIEW).orElseThrow().getBounds();
            return view.height > RunningProduct.window().getShell().getSize().y * 3 / 4;
        });
        ChartComposite queue = Charts.composite(QUEUE);
        ChartComposite windows = Charts.composite(WINDOWS);

        for (Point corner : new Point[] { Charts.inDataArea(queue, 0.99, 0.05), Charts.inDataArea(windows, 0.99, 0.98) }) {
            Input.click(corner);
            Ui.waitUntil("an explanation", () -> Shells.showing(POPUP).isPresent());
            Screenshots.save("ExplainThisTest-popup at " + corner.x + "," + corner.y);
            Rectangle popup = Ui.read(() -> Shells.showing(POPUP).orElseThrow().getBounds());
            Rectangle screen = Ui.read(() -> Shells.screenOf(Shells.showing(POPUP).orElseThrow()));
            assertTrue(screen.contains(popup.x, popup.y) && screen.contains(popup.x + popup.width - 1, popup.y + popup.height - 1),
                    "the popup " + popup + " of a click at " + corner + " lies on the screen " + screen);
            assertFalse(popup.contains(corner), "the popup " + popup + " leaves the clicked point " + corner + " in view");

            Input.press(SWT.ESC);
            Ui.waitUntil("Esc to close the explanation", () -> Shells.showing(POPUP).isEmpty());
        }
    }

    @Test
    void aRightClickOpensOnlyTheMenuAndAClickElsewhereClosesThePopup() throws Exception {
        runLabTwo();
        ChartComposite windows = Charts.composite(WINDOWS);

        Menu menu = Menus.opening("the chart's context menu", () -> Input.rightClick(Charts.inDataArea(windows, 0.6, 0.5)));
        boolean explainedToo = Shells.isShowing(POPUP);
        Input.press(SWT.ESC);
        Ui.waitUntil("the menu to close", () -> menu.isDisposed() || !menu.isVisible());
        assertFalse(explainedToo, "a right click opens the context menu only, no explanation beside it");

        Input.click(Charts.inDataArea(windows, 0.6, 0.5));
        Ui.waitUntil("an explanation", () -> Shells.showing(POPUP).isPresent());
        Screenshots.saveAt1280x720("ExplainThisTest-popup at 1280x720");
        Input.click(Ui.read(() -> Widgets.tab("Simulation Control").map(Widgets::center).orElseThrow()));
        Ui.waitUntil("a click elsewhere to close the explanation", () -> Shells.showing(POPUP).isEmpty());

        // A popup left open would stand above whatever comes next, the file dialog of an export included.
        Input.click(Charts.inDataArea(windows, 0.6, 0.5));
        Ui.waitUntil("an explanation", () -> Shells.showing(POPUP).isPresent());
        Menu viewMenu = Menus.opening("the View Menu", () -> Input.click(Ui.read(() -> Widgets.tab(Charts.VIEW)
                .flatMap(tab -> Widgets.toolItem(tab.getParent(), "View Menu")).map(Widgets::center).orElseThrow())));
        assertFalse(Shells.isShowing(POPUP), "opening a menu closes the explanation");
        Input.press(SWT.ESC);
        Ui.waitUntil("the menu to close", () -> viewMenu.isDisposed() || !viewMenu.isVisible());
    }

    /** Lab 2's first step: AIPM's incast example, run until 20 ms. */
    private static void runLabTwo() throws Exception {
        Scenarios.open(Scenarios.copyOfExample("aipm-fig4-single-bottleneck", "examples"));
        Control.show();
        Control.runUntil("20");
        Charts.show();
        ChartComposite windows = Charts.composite(WINDOWS);
        Ui.waitUntil("the window chart to draw the run", () -> Charts.points(windows) > 0);
    }
}
