package org.dclab.ui.views;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.function.BooleanSupplier;

import org.dclab.model.Scenario;
import org.dclab.sim.ProgressListener;
import org.dclab.sim.RunOptions;
import org.dclab.sim.ScenarioNotRunnableException;
import org.dclab.sim.SimulationRun;
import org.dclab.sim.Simulations;
import org.dclab.ui.present.Presentation;
import org.dclab.ui.run.RunSession;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;

/**
 * How much the live charts and the animated topology cost a run: the scenario headless, then driven as the workbench
 * drives it (a run session feeding three live charts in a 1280x720 window laid out as presentation mode lays it out,
 * the topology editor's canvas beside them, with and without its animation and an Event List), all after the same
 * warm-up. Needs a display; wall-clock numbers, so a benchmark and never a test.
 */
public final class LiveChartBench {

    private static final List<ChartKind> THREE_CHARTS = List.of(ChartKind.QUEUE, ChartKind.CWND, ChartKind.GOODPUT);
    /** A projector's screen, as the classroom screenshots are taken. */
    private static final int WIDTH = 1280;
    private static final int HEIGHT = 720;

    private LiveChartBench() {
    }

    /**
     * What was measured, as the JSON line {@code dclab bench --live-charts} prints, and what the canvas drew in all
     * rounds, warm-up included.
     */
    public record Measured(String json, TopologyCanvas.Frames canvasFrames) {
    }

    /**
     * Medians over {@code repeats} rounds. Each round runs the scenario headless, driven by a session with nothing
     * shown, with three live charts, with the charts and the canvas animating the run (what a class sees), and with
     * those and an Event List, so a busy moment of the machine falls on all of them alike. {@code scenario} must lie in
     * a resource with a URI, under which the canvas finds the run it animates.
     */
    public static Measured measure(String name, Scenario scenario, int warmup, int repeats, double presentationFactor) {
        Display display = Display.getCurrent() != null ? Display.getCurrent() : new Display();
        boolean wasPresenting = Presentation.isOn();
        double chosenBefore = Presentation.chosenFactor();
        // Presentation mode's larger text, wider lines and larger bars and dots cost the drawing, not the run.
        if (presentationFactor != 1) {
            Presentation.setChosenFactor(presentationFactor);
        }
        Presentation.setOn(presentationFactor != 1);
        Shell shell = new Shell(display);
        try {
            shell.setLayout(new FillLayout());
            shell.setSize(WIDTH, HEIGHT);
            SashForm columns = new SashForm(shell, SWT.HORIZONTAL);
            SashForm left = new SashForm(columns, SWT.VERTICAL);
            TopologyCanvas.Shown canvas = TopologyCanvas.contributed().orElseThrow(() -> new IllegalStateException(
                    "the topology editor's bundle (org.dclab.ui.editor) is not installed: no canvas to draw")).show(left, scenario);
            EventListPanel eventList = new EventListPanel(left, SWT.NONE, summary -> {});
            LiveChartsPanel charts = new LiveChartsPanel(columns, SWT.NONE, THREE_CHARTS);
            charts.present(presentationFactor);
            // The workbench's presentation mode sets every view's fonts so; the Event List's rows cost what they cost there.
            Presentation.scaleFonts(shell);
            shell.open();
            String uri = scenario.eResource().getURI().toString();
            // The workbench has drawn charts before a run starts, and its JIT has long compiled the drawing code: AWT's
            // and the fonts' first use and the compiler's work stay out of the figure.
            for (int i = 0; i < warmup; i++) {
                headless(scenario);
                watched(scenario, name, null, charts, null, display);
                watched(scenario, name, uri, charts, eventList, display);
            }
            double[] headlessSeconds = new double[repeats];
            double[] sessionSeconds = new double[repeats];
            double[] chartsSeconds = new double[repeats];
            double[] chartsHz = new double[repeats];
            double[] classSeconds = new double[repeats];
            double[] classChartsHz = new double[repeats];
            double[] canvasHz = new double[repeats];
            double[] withListSeconds = new double[repeats];
            double[] uiBusySeconds = new double[repeats];
            double[] gcSeconds = new double[repeats];
            long events = 0;
            for (int i = 0; i < repeats; i++) {
                headlessSeconds[i] = headless(scenario)[1] / 1e9;
                sessionSeconds[i] = watched(scenario, name, null, null, null, display)[1] / 1e9;
                long refreshesBefore = charts.refreshes();
                chartsSeconds[i] = watched(scenario, name, null, charts, null, display)[1] / 1e9;
                chartsHz[i] = (charts.refreshes() - refreshesBefore) / chartsSeconds[i];
                refreshesBefore = charts.refreshes();
                long snapshotsBefore = canvas.frames().snapshots();
                long gcBefore = gcMillis();
                long[] shown = watched(scenario, name, uri, charts, null, display);
                gcSeconds[i] = (gcMillis() - gcBefore) / 1e3;
                events = shown[0];
                classSeconds[i] = shown[1] / 1e9;
                uiBusySeconds[i] = shown[2] / 1e9;
                classChartsHz[i] = (charts.refreshes() - refreshesBefore) / classSeconds[i];
                canvasHz[i] = (canvas.frames().snapshots() - snapshotsBefore) / classSeconds[i];
                withListSeconds[i] = watched(scenario, name, uri, charts, eventList, display)[1] / 1e9;
            }
            double headless = median(headlessSeconds);
            double chartsOnly = median(chartsSeconds);
            double shown = median(classSeconds);
            double withList = median(withListSeconds);
            String json = String.format(Locale.ROOT,
                    "{\"benchmark\":\"live-charts\",\"scenario\":\"%s\",\"presentationFactor\":%.1f,\"charts\":%d,\"events\":%d,\"warmup\":%d,\"repeats\":%d,"
                            + "\"headlessEventsPerSecond\":%.0f,\"shownEventsPerSecond\":%.0f,\"ratio\":%.3f,\"chartRefreshHz\":%.1f,\"canvasRefreshHz\":%.1f,"
                            + "\"ratioChartsOnly\":%.3f,\"chartsOnlyRefreshHz\":%.1f,\"ratioWithEventList\":%.3f,\"headlessWallSeconds\":%.3f,"
                            + "\"sessionWallSeconds\":%.3f,\"chartsOnlyWallSeconds\":%.3f,\"shownWallSeconds\":%.3f,\"withEventListWallSeconds\":%.3f,"
                            + "\"uiBusySeconds\":%.3f,\"gcSeconds\":%.3f}",
                    name, presentationFactor, THREE_CHARTS.size(), events, warmup, repeats, events / headless, events / shown, headless
                            / shown,
                    median(classChartsHz), median(canvasHz), headless / chartsOnly, median(chartsHz), headless / withList, headless,
                    median(sessionSeconds), chartsOnly, shown, withList, median(uiBusySeconds), median(gcSeconds));
            return new Measured(json, canvas.frames());
        } finally {
            shell.dispose();
            Presentation.setChosenFactor(chosenBefore);
            Presentation.setOn(wasPresenting);
        }
    }

    /** Time the collectors report having spent (pauses and concurrent work alike), all threads. */
    private static long gcMillis() {
        long total = 0;
        for (GarbageCollectorMXBean gc : ManagementFactory.getGarbageCollectorMXBeans()) {
            total += Math.max(0, gc.getCollectionTime());
        }
        return total;
    }

    private static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        int n = sorted.length;
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
    }

    /**
     * Events, wall nanoseconds and UI-busy nanoseconds of one run to the end as the workbench drives it, with the
     * workbench's observers (explanations, live sampling); {@code charts} and {@code eventList} show it when not
     * null, and the canvas animates it when {@code canvasUri} (the URI it shows the run under) is not null, which tells
     * the observers' share of the cost from the views'.
     */
    private static long[] watched(Scenario scenario, String name, String canvasUri, LiveChartsPanel charts, EventListPanel eventList,
            Display display) {
        RunSession session = new RunSession(name, canvasUri, () -> EcoreUtil.copy(scenario));
        pump(display, () -> !session.state().busy());
        if (charts != null) {
            charts.follow(session);
        }
        if (eventList != null) {
            eventList.setSession(session);
        }
        long start = System.nanoTime();
        session.run();
        long uiBusyNanos = pump(display, () -> !session.state().busy());
        long[] measured = { session.state().events(), System.nanoTime() - start, uiBusyNanos };
        if (eventList != null) {
            eventList.setSession(null);
        }
        // The canvas stops animating this run, as it does when the workbench's run is reset or closed.
        session.close();
        pump(display, () -> !session.state().busy());
        return measured;
    }

    /** Events and wall nanoseconds of one headless run to the end. */
    private static long[] headless(Scenario scenario) {
        try {
            SimulationRun run = Simulations.prepare(EcoreUtil.copy(scenario), new RunOptions());
            long start = System.nanoTime();
            run.advanceTo(run.endPs(), ProgressListener.NONE);
            return new long[] { run.eventCount(), System.nanoTime() - start };
        } catch (ScenarioNotRunnableException e) {
            throw new IllegalArgumentException("cannot run: " + String.join("; ", e.problems()));
        }
    }

    /** Runs the event loop until {@code done}; returns the time spent handling events (drains, paints). */
    private static long pump(Display display, BooleanSupplier done) {
        long busyNanos = 0;
        while (!done.getAsBoolean()) {
            long before = System.nanoTime();
            if (display.readAndDispatch()) {
                busyNanos += System.nanoTime() - before;
            } else {
                display.timerExec(10, () -> {});
                display.sleep();
            }
        }
        return busyNanos;
    }
}
