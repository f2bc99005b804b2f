package org.dclab.ui.robot.scripts;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.dclab.ui.present.Presentation;
import org.dclab.ui.robot.Charts;
import org.dclab.ui.robot.Control;
import org.dclab.ui.robot.Input;
import org.dclab.ui.robot.RunningProduct;
import org.dclab.ui.robot.Scenarios;
import org.dclab.ui.robot.Screenshots;
import org.dclab.ui.robot.Ui;
import org.dclab.ui.robot.Views;
import org.dclab.ui.robot.Widgets;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Composite;
import org.jfree.chart.swt.ChartComposite;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Issue 30, everyday chart heights: with the workbench at 1280x720 and presentation mode off, the Live Charts view's
 * three charts of an AIPM incast (all three filled by the run) each had 23 to 35 px of plot. Now every drawn chart keeps
 * a plot of 60 px at least: the view shows the charts that fit so and its scroll bar pages to the others (the wheel over
 * it brings the last chart into view whole), and nothing of the charts is drawn over the Event List below the view.
 */
@ExtendWith(RunningProduct.class)
class ChartHeightsTest {

    private static final int LEGIBLE_PLOT_PX = 60;

    @Test
    void everyDrawnChartKeepsALegiblePlotAt1280x720() throws Exception {
        assertFalse(Ui.read(Presentation::isOn), "presentation mode is off");
        Scenarios.open(Scenarios.copyOfExample("aipm-fig4-single-bottleneck", "chart-heights"));
        RunningProduct.setWindowBounds(new Rectangle(0, 0, 1280, 720));
        Control.show();
        Control.runUntil("30");
        Views.show("Event List");
        Charts.show();
        Ui.waitUntil("three charts drawing the run", () -> Charts.composites().size() == 3 && Charts.composites().stream().allMatch(
                c -> Charts.points(c) > 0));
        Ui.pause(300);
        Ui.settle();
        Screenshots.save("ChartHeightsTest-live charts at 1280x720");
        List<Integer> plots = shownPlots();
        System.out.println("ChartHeightsTest: plot heights shown at 1280x720 " + plots);
        assertTrue(!plots.isEmpty() && plots.stream().allMatch(h -> h >= LEGIBLE_PLOT_PX), "plot heights shown at 1280x720: " + plots);
        assertEventListUndisturbed("with the charts first shown");

        // The last chart, perhaps scrolled out of the view: the wheel over the view's scroll bar brings it in, whole.
        Rectangle view = Ui.read(() -> Widgets.view(Charts.VIEW).map(ChartHeightsTest::onScreen).orElseThrow());
        ChartComposite last = Ui.read(() -> Charts.composites().get(2));
        for (int i = 0; i < 20 && !shownWhole(last, view); i++) {
            Input.wheel(new Point(view.x + view.width - 6, view.y + view.height / 2), 1);
        }
        Ui.settle();
        Screenshots.save("ChartHeightsTest-live charts scrolled to the last at 1280x720");
        List<Integer> scrolled = shownPlots();
        System.out.println("ChartHeightsTest: plot heights shown, scrolled to the last " + scrolled);
        assertTrue(shownWhole(last, view), "the last chart comes into the view whole");
        assertTrue(scrolled.stream().allMatch(h -> h >= LEGIBLE_PLOT_PX), "plot heights shown, scrolled: " + scrolled);
        assertEventListUndisturbed("with the charts scrolled");
    }

    /** The plot heights of the charts the view shows, top to bottom. */
    private static List<Integer> shownPlots() {
        return Ui.read(() -> Charts.composites().stream().filter(ChartComposite::isVisible).map(c -> c.getScreenDataArea().height)
                .toList());
    }

    private static boolean shownWhole(ChartComposite chart, Rectangle view) {
        return Ui.read(() -> chart.isVisible() && view.contains(chart.toDisplay(0, 0)) && view.contains(chart.toDisplay(chart.getSize().x
                - 1, chart.getSize().y - 1)));
    }

    /**
     * The Event List below the charts shows only what it draws itself: its pixels are the same after it is drawn anew
     * (charts laid out past their view's edge drew over it, and stayed there until it was drawn again).
     */
    private static void assertEventListUndisturbed(String when) {
        Rectangle events = Ui.read(() -> Widgets.view("Event List").map(ChartHeightsTest::onScreen).orElseThrow());
        ImageData seen = pixels(events);
        Ui.read(() -> Widgets.view("Event List").map(v -> {
            v.redraw(0, 0, v.getSize().x, v.getSize().y, true);
            v.update();
            return v;
        }));
        Ui.settle();
        assertTrue(samePixels(seen, pixels(events)), when + ": the Event List showed what it does not draw (screen: " + Screenshots.save(
                "ChartHeightsTest-event list " + when).getFileName() + ")");
    }

    /** The pixels of {@code area} of the screen, as drawn now. */
    private static ImageData pixels(Rectangle area) {
        return Ui.read(() -> {
            Image image = new Image(Ui.display(), area.width, area.height);
            GC gc = new GC(Ui.display());
            try {
                gc.copyArea(image, area.x, area.y);
                return image.getImageData();
            } finally {
                gc.dispose();
                image.dispose();
            }
        });
    }

    private static boolean samePixels(ImageData a, ImageData b) {
        for (int y = 0; y < a.height; y++) {
            for (int x = 0; x < a.width; x++) {
                if (!a.palette.getRGB(a.getPixel(x, y)).equals(b.palette.getRGB(b.getPixel(x, y)))) {
                    return false;
                }
            }
        }
        return true;
    }

    private static Rectangle onScreen(org.eclipse.swt.widgets.Control control) {
        Rectangle client = control instanceof Composite c ? c.getClientArea() : new Rectangle(0, 0, control.getSize().x, control
                .getSize().y);
        Point at = control.toDisplay(client.x, client.y);
        return new Rectangle(at.x, at.y, client.width, client.height);
    }
}
