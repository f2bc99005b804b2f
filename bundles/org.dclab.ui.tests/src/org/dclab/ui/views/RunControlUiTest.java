package org.dclab.ui.views;

import static org.dclab.ui.views.ShellFixture.pumpUntil;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;

import org.dclab.sim.trace.EventTrace;
import org.dclab.sim.trace.TraceEvent;
import org.dclab.sim.trace.TraceKind;
import org.dclab.ui.run.RunSession;
import org.dclab.ui.run.RunState;
import org.dclab.ui.run.SessionHistory;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Issue #8's run control, driven by the panel's buttons in a real shell over paper examples: step, step back by a
 * deterministic re-run, run to the next drop, and the event list beside it.
 */
class RunControlUiTest {

    private Display display;
    private Shell shell;
    private SimulationControlPanel panel;
    private EventListPanel events;
    /** What the list last said it shows (the Event List view shows it as its description). */
    private String summary;

    @BeforeEach
    void openShell() {
        display = Display.getDefault();
        shell = new Shell(display);
        shell.setLayout(new FillLayout(SWT.VERTICAL));
        panel = new SimulationControlPanel(shell, SWT.NONE);
        events = new EventListPanel(shell, SWT.NONE, line -> summary = line);
        shell.setSize(1000, 700);
        shell.open();
    }

    @AfterEach
    void closeShell() {
        RunSession s = panel.session();
        if (s != null) {
            s.cancel();
        }
        shell.dispose();
    }

    /** Oracle: the counter counts exactly the events asked for, and the clock shows the session's time. */
    @Test
    void stepsOneHundredEventsAndShowsClockAndCounter() throws Exception {
        RunSession session = ready("coexist-fig3-threshold");
        stepBy(100);
        RunState s = session.state();
        assertEquals(100, s.events());
        assertTrue(s.nowPs() > 0);
        assertTrue(s.nowPs() <= session.trace().pending().get(0).timePs(), "nothing pending lies in the past");
        assertTrue(panel.clock.getText().startsWith(String.format(java.util.Locale.ROOT, "Simulated time: %.6f ms", s.nowPs() / 1e9)),
                panel.clock.getText());
        assertTrue(panel.clock.getText().endsWith("Events: 100"), panel.clock.getText());
    }

    /**
     * Oracle: the engine is deterministic, so stepping back 10 from 100 must land in the very state that 90 steps
     * from a reset reach: same clock, counter, result summary and trace tail.
     */
    @Test
    void stepBackTenEqualsStepNinetyFromReset() throws Exception {
        RunSession session = ready("coexist-fig3-threshold");
        stepBy(100);
        long clockAt100 = session.state().nowPs();
        panel.stepEvents.setSelection(10);
        click("Step back");
        idle(session);
        Digest back = digest(session);

        click("Reset");
        idle(session);
        assertEquals(0, session.state().events());
        stepBy(90);
        Digest forward = digest(session);

        assertEquals(90, back.events());
        assertTrue(back.nowPs() <= clockAt100);
        assertTrue(!back.chartSamples().isEmpty(), "90 events of four flows record window samples");
        assertEquals(forward, back);
    }

    /** Oracle: the run stops right after the first drop, so the newest trace event is a drop at the clock's time. */
    @Test
    void runsToTheFirstDrop() throws Exception {
        RunSession session = ready("coexist-fig2-droptail");
        panel.nextKind.select(NextEvent.DROP.ordinal());
        click("Run to next");
        idle(session);
        TraceEvent last = session.trace().last();
        assertEquals(TraceKind.DROP, last.kind());
        assertEquals(last.timePs(), session.state().nowPs());
        assertEquals(last.eventIndex(), session.state().events());
        assertEquals(1, session.trace().recent().stream().filter(e -> e.kind() == TraceKind.DROP).count());
        assertTrue(panel.status.getText().contains("Stopped where asked"), panel.status.getText());

        events.setSession(session);
        events.kindFilter.select(events.kindFilter.indexOf("DROP"));
        events.kindFilter.notifyListeners(SWT.Selection, null);
        List<EventRow> drops = events.rows();
        assertEquals(1, drops.size(), () -> "one drop listed: " + drops);
        assertEquals(last.timePs(), drops.get(0).timePs());
        assertEquals(last.node(), drops.get(0).node());
    }

    /**
     * Oracle: recording the trace only while an event list shows the session changes nothing but the trace: run to
     * the first drop unwatched stops at the very event and instant it stops at watched, with nothing recorded.
     */
    @Test
    void anUnwatchedRunRecordsNoTraceAndStopsAtTheSameDrop() throws Exception {
        RunSession session = ready("coexist-fig2-droptail");
        events.setSession(null);
        panel.nextKind.select(NextEvent.DROP.ordinal());
        click("Run to next");
        idle(session);
        RunState unwatched = session.state();
        assertEquals(0, session.trace().total(), "no event list, no trace");
        assertTrue(panel.status.getText().contains("Stopped where asked"), panel.status.getText());

        click("Reset");
        idle(session);
        events.setSession(session);
        click("Run to next");
        idle(session);
        TraceEvent last = session.trace().last();
        assertEquals(TraceKind.DROP, last.kind());
        assertEquals(unwatched.nowPs(), session.state().nowPs());
        assertEquals(unwatched.events(), session.state().events());
        assertEquals(last.eventIndex(), unwatched.events());
    }

    /** Oracle: the list holds the traced events in order then the pending ones, and the filters keep only matches. */
    @Test
    void eventListShowsRecentAndPendingAndFilters() throws Exception {
        RunSession session = ready("dumbbell-two-flows");
        events.setSession(session);
        stepBy(300);
        // The panel's timer would do this within 100 ms; calling it keeps the test free of timing.
        events.refresh();
        EventTrace trace = session.trace();
        List<EventRow> rows = events.rows();
        long past = rows.stream().filter(r -> !r.pending()).count();
        assertEquals(trace.recent().size(), past);
        assertEquals(trace.pending().size(), rows.size() - past);
        assertTrue(rows.stream().limit(past).noneMatch(EventRow::pending), "past events come first");
        assertEquals(rows.size(), events.viewer.getTable().getItemCount());
        assertEquals(String.format("%,d past and %,d pending rows shown \u00b7 %,d rows traced", past, rows.size() - past, trace.total()),
                summary,
                "fewer events traced than the ring keeps");

        String port = trace.recent().stream().filter(e -> e.kind() == TraceKind.ENQUEUE).findFirst().orElseThrow().node();
        events.nodeFilter.setText(port);
        assertTrue(!events.rows().isEmpty());
        assertTrue(events.rows().stream().allMatch(r -> r.node().toLowerCase().contains(port.toLowerCase())), port);
        assertEquals(trace.recent().stream().filter(e -> e.node().toLowerCase().contains(port.toLowerCase())).count(), events.rows()
                .size());

        events.nodeFilter.setText("");
        String flow = trace.recent().stream().filter(e -> !e.flow().isEmpty()).findFirst().orElseThrow().flow();
        events.flowFilter.setText(flow);
        assertTrue(events.rows().stream().allMatch(r -> r.flow().equals(flow)), flow);
    }

    /**
     * Oracle: a run at full speed records hundreds of thousands of events between two lists of its next events, more
     * than the ring keeps; while it goes, the list shows it as it stood when its next events were listed: past rows, all
     * of them no later than the first next one. Paused, the whole ring is listed again.
     */
    @Test
    void aRunAtFullSpeedIsListedAsItStoodWhenItsNextEventsWereTaken() throws Exception {
        RunSession session = ready("gemini-fig15-16-websearch-pattern2");
        EventTrace trace = session.trace();
        click("Run");
        int looks = 0;
        while (looks < 3) {
            // Past the list's half-second pause between two pictures of a busy run.
            ShellFixture.pump(display, 600);
            if (!session.state().busy()) {
                break;
            }
            events.refresh();
            List<EventRow> rows = events.rows();
            List<EventRow> past = rows.stream().filter(r -> !r.pending()).toList();
            List<EventRow> next = rows.subList(past.size(), rows.size());
            assertTrue(!past.isEmpty() || trace.total() == 0, "past rows while the run goes, " + trace.total() + " traced");
            assertTrue(!next.isEmpty() && next.stream().allMatch(EventRow::pending), "next rows after the past ones");
            long first = next.get(0).timePs();
            assertTrue(past.stream().allMatch(r -> r.timePs() <= first), "no past row after the first next one");
            looks++;
        }
        assertTrue(looks >= 2, "the run was looked at while it went: " + looks);
        assertTrue(trace.total() > trace.capacity(), "the run outran the ring: " + trace.total());
        if (session.state().busy()) {
            click("Pause");
        }
        idle(session);
        events.refresh();
        long past = events.rows().stream().filter(r -> !r.pending()).count();
        assertEquals(trace.recent().size(), past, "paused, the whole ring is listed");
        assertEquals(trace.pending().size(), events.rows().size() - past);
        assertEquals(String.format("%,d past and %,d pending rows shown \u00b7 %,d rows traced, the newest %,d kept", past, events.rows()
                .size()
                - past,
                trace.total(), trace.capacity()), summary);
    }

    /**
     * Oracle: a paced run is never ahead of its pace by more than one slice, so after any wall time w at 1:1,000,000
     * the clock shows at most w / 1,000,000 plus one 20 ns slice; and pause still stops it.
     */
    @Test
    void aSlowRunKeepsItsPaceAndPauses() throws Exception {
        RunSession session = ready("coexist-fig3-threshold");
        panel.speed.select(Speed.X1M.ordinal());
        panel.speed.notifyListeners(SWT.Selection, null);
        assertEquals(1e6, session.slowdown());
        long wallStart = System.nanoTime();
        click("Run");
        pumpUntil(display, () -> panel.shown.busy() && panel.shown.events() > 0, 30_000);
        click("Pause");
        idle(session);
        long wallNanos = System.nanoTime() - wallStart;
        long boundPs = wallNanos * 1000 / 1_000_000 + 20_000;
        assertTrue(session.state().nowPs() <= boundPs, () -> session.state().nowPs() + " ps after " + wallNanos + " ns of wall time");
        assertTrue(panel.status.getText().contains("Paused"), panel.status.getText());
    }

    /**
     * Where a run stands: clock, counter, result summary, the newest trace events, and every chart sample the
     * session holds for the charts (a re-run must hand them exactly what it recorded, nothing of the run before).
     */
    private record Digest(long nowPs, long events, Object summary, List<TraceEvent> traceTail, List<String> chartSamples) {
    }

    private static Digest digest(RunSession session) {
        List<TraceEvent> recent = session.trace().recent();
        SessionHistory history = SessionHistory.of(session);
        history.update();
        List<String> samples = new ArrayList<>();
        for (SessionHistory.Track t : history.tracks()) {
            StringBuilder line = new StringBuilder(t.name());
            for (int i = 0; i < t.end(); i++) {
                line.append(' ').append(t.timePs(i)).append('=').append(t.value(i));
            }
            samples.add(line.toString());
        }
        return new Digest(session.state().nowPs(), session.state().events(), session.result().summary(),
                recent.subList(Math.max(0, recent.size() - 20), recent.size()), samples);
    }

    private void stepBy(int n) {
        panel.stepEvents.setSelection(n);
        click("Step");
        idle(panel.session());
    }

    private RunSession ready(String example) throws Exception {
        RunSession session = ShellFixture.session(example);
        panel.setSession(session);
        // As in the workbench, where the Event List follows the run the control drives.
        events.setSession(session);
        idle(session);
        assertTrue(session.state().endPs() > 0, session.state().message());
        return session;
    }

    private void idle(RunSession session) {
        pumpUntil(display, () -> !session.state().busy() && session.state().equals(panel.shown), 60_000);
    }

    private void click(String text) {
        Button b = buttons(panel).filter(x -> x.getText().equals(text)).findFirst().orElseThrow();
        assertTrue(b.isEnabled(), text + " is disabled");
        b.notifyListeners(SWT.Selection, null);
    }

    private static Stream<Button> buttons(Control c) {
        if (c instanceof Button b) {
            return Stream.of(b);
        }
        if (c instanceof Composite parent) {
            return Arrays.stream(parent.getChildren()).flatMap(RunControlUiTest::buttons);
        }
        return Stream.empty();
    }
}
