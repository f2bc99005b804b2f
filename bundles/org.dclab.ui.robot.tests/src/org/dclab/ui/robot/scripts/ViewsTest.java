package org.dclab.ui.robot.scripts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.dclab.ui.robot.Control;
import org.dclab.ui.robot.EventList;
import org.dclab.ui.robot.Input;
import org.dclab.ui.robot.Menus;
import org.dclab.ui.robot.RunningProduct;
import org.dclab.ui.robot.Scenarios;
import org.dclab.ui.robot.Ui;
import org.dclab.ui.robot.Views;
import org.dclab.ui.robot.Widgets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** The views a class works with: closed ones come back from the Window menu; the Event List follows each scenario. */
@ExtendWith(RunningProduct.class)
class ViewsTest {

    private static final List<String> CLOSABLE = List.of("Live Charts", "Event List", "Inspector", "Simulation Control", "Results");

    @Test
    void closedViewsComeBackFromWindowShowView() {
        for (String view : CLOSABLE) {
            Views.close(view);
            Ui.waitUntil(view + " to close", () -> Widgets.tab(view).isEmpty());
        }
        for (String view : CLOSABLE) {
            Menus.menuBar("Window", "Show View", view);
            Ui.waitUntil(view + " to come back", () -> Widgets.view(view).isPresent());
        }
    }

    @Test
    void theEventListKeepsAFilterPerScenario() throws Exception {
        Path first = Scenarios.copyOfExample("dumbbell-two-flows", "event-filter");
        Path second = Scenarios.copyOfExample("coexist-fig3-threshold", "event-filter");
        Scenarios.open(first);
        EventList.filter("Node:", "left");
        Scenarios.open(second);
        assertEquals("", EventList.field("Node:"), "a filter typed for one scenario does not hide another's events");
        Input.click(Ui.read(() -> Widgets.center(Widgets.tab(first.getFileName().toString()).orElseThrow())));
        Ui.waitUntil("the first scenario's filter to come back", () -> EventList.fieldText("Node:").equals("left"));
    }

    @Test
    void theNextRowsMoveOnDuringARunAtFullSpeed() throws Exception {
        // Seven seconds of GEMINI web-search traffic between two datacenters: seconds of work at full speed. The run is
        // watched until the list has moved on three times (or for 20 s), then paused, so the test does not depend on how
        // fast this machine runs it; the 4 s example used before ended, on a quiet machine, before a second refresh.
        Path file = Scenarios.copyOfExample("gemini-fig15-16-websearch-pattern2", "event-next");
        Scenarios.open(file);
        Control.show();
        Double before = Ui.read(EventList::firstPendingMicros);
        Control.click("Run");
        List<Double> firstNext = new ArrayList<>();
        Ui.waitUntil("the run to start", Control::isBusy);
        long watchUntil = System.currentTimeMillis() + 20_000;
        while (Ui.read(Control::isBusy) && firstNext.size() < 3 && System.currentTimeMillis() < watchUntil) {
            Double next = Ui.read(EventList::firstPendingMicros);
            // The list may show a time to fewer decimals when its column narrows (a scroll bar coming): a thousandth of a
            // microsecond apart is the same time read twice.
            if (next != null && !sameTime(next, before) && (firstNext.isEmpty() || !sameTime(next, firstNext.get(firstNext.size() - 1)))) {
                firstNext.add(next);
            }
            Thread.sleep(150);
        }
        if (Ui.read(Control::isBusy)) {
            Control.click("Pause");
            Control.waitIdle();
        }
        // The list refreshes at most twice a second during a run: two moves away from where the run began show it
        // following the run, not only its end.
        assertTrue(firstNext.size() >= 2, "the next rows moved on while the run went: " + before + " then " + firstNext);
        for (int i = 1; i < firstNext.size(); i++) {
            assertFalse(firstNext.get(i) < firstNext.get(i - 1) - 0.001, "next events only move forward: " + firstNext);
        }

        // Millions of events in: each '#' the list shows reads true, whole or visibly cut to its last digits, never as
        // a shorter number (the toolkit's clipping showed event 4849147 as 48491). Widened by hand, it reads whole.
        EventList.waitUntilSettled();
        long events = Control.events();
        List<String> shown = Ui.read(EventList::pastNumbersShown);
        assertFalse(shown.isEmpty(), "past rows are shown");
        EventList.widenRowNumbers(String.valueOf(events).length());
        List<String> whole = Ui.read(EventList::pastNumbersShown);
        assertEquals(shown.size(), whole.size(), "the same rows: " + shown + " then " + whole);
        for (int i = 0; i < shown.size(); i++) {
            long index = Long.parseLong(whole.get(i));
            assertTrue(index <= events && index > events - 20_000, "event " + index + " among the newest of " + events);
            String cut = shown.get(i);
            assertTrue(cut.equals(whole.get(i)) || cut.startsWith("\u2026") && whole.get(i).endsWith(cut.substring(1)),
                    "'" + cut + "' is event " + whole.get(i) + " or its end");
        }
    }

    private static boolean sameTime(Double a, Double b) {
        return a != null && b != null && Math.abs(a - b) < 0.001;
    }
}
