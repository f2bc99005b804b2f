package org.dclab.ui.robot.scripts;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.dclab.ui.editor.figures.LoadColors;
import org.dclab.ui.present.Presentation;
import org.dclab.ui.robot.Charts;
import org.dclab.ui.robot.Control;
import org.dclab.ui.robot.Diagram;
import org.dclab.ui.robot.Input;
import org.dclab.ui.robot.Labs;
import org.dclab.ui.robot.Menus;
import org.dclab.ui.robot.RunningProduct;
import org.dclab.ui.robot.Scenarios;
import org.dclab.ui.robot.Screenshots;
import org.dclab.ui.robot.Ui;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Rectangle;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The README's classroom tour, as a teacher gives it on a 1280 × 720 projector in presentation mode: the coexistence
 * example stopped mid-run with its queue at K, an AIPM incast stepped with packets on the wire, and Lab 4 docked beside
 * the charts with a prediction answered. Each scene is checked, then kept as a picture that
 * {@code releng/screenshots/take-screenshots.sh} copies into {@code docs/screenshots}.
 */
@ExtendWith(RunningProduct.class)
class ClassroomTourTest {

    private static final String QUEUE = "Queue length";
    private static final String CWND = "Congestion window";

    @Test
    void threeScenesOfALectureInPresentationMode() throws Exception {
        RunningProduct.setWindowBounds(new Rectangle(0, 0, 1280, 720));
        Menus.menuBar("Window", "Presentation Mode");
        try {
            Ui.waitUntil("presentation mode to be on", Presentation::isOn);
            coexistenceMidRun();
            incastStepped();
            labFourPredicted();
        } finally {
            Diagram.focus();
            Input.press(SWT.CTRL | SWT.ALT, 'p');
            Ui.waitUntil("presentation mode to be off", () -> !Presentation.isOn());
        }
    }

    /** DCTCP and NewReno share the bottleneck; at 300 ms the queue hovers at K = 65 and the windows saw. */
    private static void coexistenceMidRun() throws Exception {
        Scenarios.open(Scenarios.copyOfExample("coexist-fig3-threshold", "tour"));
        Control.show();
        Control.runUntil("300");
        Charts.show();
        Ui.waitUntil("the window chart to draw four flows", () -> Charts.labels(CWND).size() == 4 && Charts.points(Charts.composite(
                CWND)) > 0);
        double[] queue = Charts.values(QUEUE, "left->right");
        double last = queue[queue.length - 1];
        assertTrue(last > 30 && last < 100, "the queue is near K = 65 packets at 300 ms: " + last);
        Ui.settle();
        Screenshots.save("classroom-coexistence");
    }

    /** AIPM's client reads a block from 16 servers; after Run until 3 ms and a Step of 100 µs, packets are on the links. */
    private static void incastStepped() throws Exception {
        Scenarios.open(Scenarios.copyOfExample("aipm-fig4-single-bottleneck", "tour"));
        Control.show();
        Control.runUntil("3");
        Control.command("Step \u0394t");
        Ui.waitUntil("packets on the wire to be drawn", () -> packetPixels() > 20);
        Charts.show();
        Ui.waitUntil("the AIPM chart to draw", () -> Charts.points(Charts.composite("AIPM connection window and live connections")) > 0);
        Ui.settle();
        Screenshots.save("classroom-incast-step");
    }

    /** Lab 4, step 2: the student predicted 60 packets; the run measured the queue near K = 65. */
    private static void labFourPredicted() {
        Labs.pick("DCTCP and TCP coexistence");
        Labs.predict(2, "60");
        Labs.doIt(2);
        String compared = Labs.waitForComparison(2);
        Control.waitForStatus("Stopped where asked.");
        assertTrue(compared.startsWith(Labs.COMPARED + "60 packets"), compared);
        Ui.settle();
        Screenshots.save("classroom-lab4-prediction");
    }

    /** Pixels of the canvas in the colour of packets on the wire. */
    private static int packetPixels() {
        return Diagram.pixelsOf(Ui.read(() -> LoadColors.PACKET.getRGB()));
    }
}
