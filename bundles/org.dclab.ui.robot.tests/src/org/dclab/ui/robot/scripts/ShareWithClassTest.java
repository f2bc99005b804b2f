package org.dclab.ui.robot.scripts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.dclab.sim.live.LiveActivity;
import org.dclab.sim.live.NetworkActivity;
import org.dclab.ui.classroom.ClassSharing;
import org.dclab.ui.present.LoadScale;
import org.dclab.ui.present.QueueLook;
import org.dclab.ui.robot.Browser;
import org.dclab.ui.robot.Charts;
import org.dclab.ui.robot.Control;
import org.dclab.ui.robot.Input;
import org.dclab.ui.robot.Labs;
import org.dclab.ui.robot.Menus;
import org.dclab.ui.robot.PageNetwork;
import org.dclab.ui.robot.RunningProduct;
import org.dclab.ui.robot.Screenshots;
import org.dclab.ui.robot.Ui;
import org.dclab.ui.robot.Widgets;
import org.dclab.ui.run.LiveRuns;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * A class takes part in Lab 4 from their own browsers. The teacher shares from the Window menu (real key presses), the
 * Class view shows the page's address, its QR code and the students connected; three real browsers (Chromium through
 * WebDriver: a phone in portrait and two laptops) open the address and show the network and the charts; the teacher
 * asks step 3's prediction, the students answer from their pages, the teacher presses Do it and the pages follow the
 * run; the queue on the pages is the workbench's, and their network draws the bottleneck in the canvas's colour for
 * its load, under the canvas's legend; the Class view's histogram has the three answers against the
 * measurement; revealed, each page says where its student stood; a step back shows on the pages; stopping the sharing
 * ends every page's class.
 */
@ExtendWith(RunningProduct.class)
class ShareWithClassTest {

    private static final String LAB = "DCTCP and TCP coexistence";
    private static final String CLASS_VIEW = "Class";
    private static final Pattern CLOCK = Pattern.compile("([0-9.]+) ms of ([0-9.]+) ms.*");

    @Test
    void aClassFollowsTheRunAndPredictsFromItsBrowsers() throws Exception {
        System.setProperty("dclab.class.address", "127.0.0.1");
        RunningProduct.setWindowBounds(new Rectangle(0, 0, 1280, 720));
        Labs.pick(LAB);

        Menus.menuBar("Window", "Share with Class");
        Composite view = Ui.waitFor("the Class view", () -> Widgets.view(CLASS_VIEW).orElse(null));
        String shown = Ui.waitFor("the page's address in the Class view", () -> Widgets.under(view, Text.class, t -> t.getText()
                .startsWith("http://")).stream().map(Text::getText).findFirst().orElse(null));
        URI page = URI.create(shown);
        assertEquals("127.0.0.1", page.getHost(), "shared on the address picked");
        assertTrue(page.getPath().matches("/c/[A-HJ-NP-Z2-9]{6}/"), page.getPath());
        assertTrue(Ui.read(() -> Widgets.under(view, Label.class, l -> l.getImage() != null && l.getImage().getBounds().width >= 100)
                .size() == 1), "a QR code of the address");

        try (Browser phone = Browser.phone("class-phone");
                Browser laptop = Browser.laptop("class-laptop");
                Browser third = Browser.laptop("class-laptop2")) {
            List<Browser> class3 = List.of(phone, laptop, third);
            for (Browser b : class3) {
                b.open(page);
            }
            for (Browser b : class3) {
                b.waitUntil("the page to be live", Duration.ofSeconds(20), () -> b.text("status").equals("live"));
                b.waitUntil("the page to say no scenario is open yet", Duration.ofSeconds(20), () -> b.text("scenario").contains(
                        "no scenario open"));
            }
            assertEquals(List.of(390L, 844L), phone.viewport(), "a phone in portrait");
            assertEquals(1366L, laptop.viewport().get(0));
            Ui.waitUntil("three students connected", () -> Widgets.under(view, Label.class, l -> l.getText().startsWith(
                    "3 students connected")).size() == 1);

            // The teacher asks step 3's prediction (step 2's is LabPredictionTest's, whose workspace this script shares).
            Composite step = Labs.step(3);
            Button ask = Ui.waitFor("Ask the Class at step 3", () -> Widgets.button(step, "Ask the Class").filter(Button::isVisible)
                    .orElse(null));
            Labs.reveal(ask);
            Input.click(Ui.read(() -> Widgets.center(ask)));
            String[] answers = { "2", "5,5", "9" };
            for (int i = 0; i < 3; i++) {
                Browser b = class3.get(i);
                b.waitUntil("the question", Duration.ofSeconds(10), () -> b.shown("question") && b.text("question-text").contains(
                        "step 3"));
                b.type("answer", answers[i]);
                b.type("nickname", "student" + (i + 1));
                b.click("send");
                // The page says the number as taken, with a decimal point whichever the student typed.
                String taken = answers[i].replace(',', '.');
                b.waitUntil("the answer taken", Duration.ofSeconds(10), () -> b.text("answer-status").startsWith("Sent: " + taken));
            }
            Ui.waitUntil("three answers in the Class view", () -> Widgets.under(view, Label.class, l -> l.getText().startsWith(
                    "3 students answered")).size() == 1);
            assertTrue(phone.text("step-title").contains("step 3"), "the lab step on the page: " + phone.text("step-title"));

            // The run: the pages follow it.
            Labs.doIt(3);
            Control.waitForStatus("Finished.");
            for (Browser b : class3) {
                b.waitUntil("the scenario Do it opened", Duration.ofSeconds(10), () -> b.text("scenario").contains("coexist-fig3"));
                b.waitUntil("the clock at the run's end", Duration.ofSeconds(10), () -> clockMs(b.text("clock")) == 2000.0);
            }
            // The queue on every page is the workbench's chart's, within one update (the run stands still now).
            double[] queue = Charts.values("Queue length", "left->right");
            double workbenchLast = queue[queue.length - 1];
            for (Browser b : class3) {
                b.waitUntil("the queue's last value as the workbench's", Duration.ofSeconds(10), () -> {
                    Object v = b.script("var n = JSON.parse(document.getElementById('chart-queue').dataset.newest || '{}');"
                            + " return n['left->right'];");
                    return v instanceof Number n && Math.abs(n.doubleValue() - workbenchLast) < 1e-6;
                });
            }
            Object windows = laptop.script("return JSON.parse(document.getElementById('chart-cwnd').dataset.newest || '{}');");
            assertTrue(windows instanceof Map<?, ?> m && m.size() >= 2, "each flow's window on the page: " + windows);
            // The bottleneck is drawn in the canvas's colour for its load, under the canvas's legend.
            RGB bottleneck = Ui.read(() -> {
                NetworkActivity atEnd = LiveActivity.of(LiveRuns.current().scenarioUri()).activity();
                return LoadScale.ofUtilisation(Math.max(atEnd.port("left", "right").utilisation(), atEnd.port("right", "left")
                        .utilisation()));
            });
            // Its queue, as on the canvas: the bar filled in the canvas's queue colour, beside the canvas's key.
            double bottleneckQueue = Ui.read(() -> LiveActivity.of(LiveRuns.current().scenarioUri()).activity().port("left", "right")
                    .occupancy());
            assertTrue(bottleneckQueue >= 5, "the bottleneck holds a queue at the run's end: " + bottleneckQueue);
            for (Browser b : class3) {
                PageNetwork.assertLoadLegend(b);
                PageNetwork.assertDrawnIn(b, bottleneck, "the bottleneck's load");
                PageNetwork.assertQueueKey(b);
                // A tenth of its buffer is a few pixels of a bar 6 px wide and at most 60 long (15 to 33 measured on these
                // pages, edges blended with the background left out); nothing else on the network is drawn in this colour.
                PageNetwork.assertDrawnIn(b, QueueLook.FILL, "the bottleneck's queue (" + bottleneckQueue + ")", 8);
            }

            // The measurement closes the question; the Class view's histogram has the three answers against it.
            String measuredLine = Ui.waitFor("the measurement in the Class view", () -> Widgets.under(view, Label.class, l -> l.getText()
                    .startsWith("3 students answered; the run measured")).stream().map(Label::getText).findFirst().orElse(null));
            Screenshots.saveAt1280x720("share-with-class-answers");
            Button reveal = Ui.waitFor("Reveal Answers", () -> Widgets.button(view, "Reveal Answers").orElse(null));
            Labs.reveal(reveal);
            Input.click(Ui.read(() -> Widgets.center(reveal)));
            for (Browser b : class3) {
                b.waitUntil("where the student stood", Duration.ofSeconds(10), () -> b.text("standing").startsWith("The run measured"));
            }
            String standing = laptop.text("standing");
            assertTrue(standing.contains("You predicted 5.5"), standing);
            assertTrue(measuredLine.contains("ratio"), measuredLine);

            phone.screenshot("top");
            phone.scrollTo("network");
            phone.screenshot("network");
            phone.scrollTo("charts");
            phone.screenshot("charts");
            laptop.screenshot("answers");
            laptop.scrollTo("network");
            laptop.screenshot("network");

            // Reset and paced at 1:1,000, the run takes 3 s to reach 3 ms: the pages hear the clock five times a second or more.
            for (Browser b : class3) {
                b.script("var d = document.body.dataset; delete d.clockChanges; delete d.clockFirst; delete d.clockLast;");
            }
            Control.command("Reset");
            Control.choose("Speed:", "1:1,000");
            Control.runUntil("3");
            Control.waitForStatus("Stopped where asked.");
            Control.choose("Speed:", "as fast as possible");
            for (Browser b : class3) {
                b.waitUntil("the clock at 3 ms", Duration.ofSeconds(10), () -> clockMs(b.text("clock")) == 3.0);
                List<Object> heard = b.list("var d = document.body.dataset; return [parseInt(d.clockChanges, 10),"
                        + " parseInt(d.clockLast, 10) - parseInt(d.clockFirst, 10)];");
                long changes = ((Number) heard.get(0)).longValue();
                double seconds = ((Number) heard.get(1)).doubleValue() / 1000;
                assertTrue(seconds >= 1, "the paced run took a second or more to watch: " + seconds + " s");
                assertTrue((changes - 1) / seconds >= 5, changes + " clock updates in " + seconds + " s");
            }
            double[] later = Charts.values("Queue length", "left->right");
            for (Browser b : class3) {
                b.waitUntil("the queue's last value as the workbench's", Duration.ofSeconds(10), () -> {
                    Object v = b.script("var n = JSON.parse(document.getElementById('chart-queue').dataset.newest || '{}');"
                            + " return n['left->right'];");
                    return v instanceof Number n && Math.abs(n.doubleValue() - later[later.length - 1]) < 1e-6;
                });
            }

            // A step back shows on the pages: their clock goes back with the workbench's.
            Control.command("Step back \u0394t");
            Control.waitIdle();
            double back = clockMs(Control.clock().replace("Simulated time: ", "").replaceAll("\\s+Events:.*", ""));
            assertTrue(back < 3.0, "stepped back: " + Control.clock());
            for (Browser b : class3) {
                b.waitUntil("the clock stepped back to " + back + " ms", Duration.ofSeconds(20), () -> Math.abs(clockMs(b.text("clock"))
                        - back) < 0.001);
            }

            // Stopping the sharing ends every page's class.
            Menus.menuBar("Window", "Share with Class");
            for (Browser b : class3) {
                b.waitUntil("the class ended", Duration.ofSeconds(10), () -> b.text("status").equals("the class has ended"));
            }
            laptop.screenshot("ended");
        } finally {
            System.clearProperty("dclab.class.address");
            // A script that failed half way leaves no server, and no Ask the Class buttons, to the scripts after it.
            Ui.read(() -> {
                ClassSharing.stop();
                return null;
            });
        }
    }

    private static double clockMs(String clock) {
        Matcher m = CLOCK.matcher(clock.strip());
        return m.matches() ? Double.parseDouble(m.group(1)) : Double.NaN;
    }
}
