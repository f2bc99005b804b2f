package org.dclab.ui.cli;

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
import org.dclab.ui.run.RunSession;
import org.dclab.ui.views.ChartKind;
import org.dclab.ui.views.EventListPanel;
import org.dclab.ui.views.LiveChartsPanel;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;

/**
 * How much the live charts cost a run: the scenario headless, then driven as the workbench drives it (a run
 * session feeding three live charts in a shell, with and without an Event List), all after the same warm-up. Needs a
 * display; wall-clock numbers, so a benchmark and never a test.
 */
final class LiveChartBench {

    private static final List<ChartKind> THREE_CHARTS = List.of(ChartKind.QUEUE, ChartKind.CWND, ChartKind.GOODPUT);

    private LiveChartBench() {
    }

    /**
     * One JSON line of the measurement: medians over {@code repeats} rounds. Each round runs the scenario headless,
     * driven by a session with nothing shown, with three live charts, and with the charts and an Event List (the
     * workbench's default layout), so a busy moment of the machine falls on all of them alike.
     */
    static String run(String name, Scenario scenario, int warmup, int repeats, double presentationFactor) {
        Display display = Display.getCurrent() != null ? Display.getCurrent() : new Display();
        Shell shell = new Shell(display);
        try {
            shell.setLayout(new FillLayout(SWT.VERTICAL));
            shell.setSize(900, 1100);
            LiveChartsPanel charts = new LiveChartsPanel(shell, SWT.NONE, THREE_CHARTS);
            // Presentation mode's larger text and wider lines cost the charts' drawing, not the run's.
            charts.present(presentationFactor);
            EventListPanel eventList = new EventListPanel(shell, SWT.NONE);
            shell.open();
            // The workbench has drawn charts before a run starts, and its JIT has long compiled the drawing code: AWT's
            // and the fonts' first use and the compiler's work stay out of the figure.
            for (int i = 0; i < warmup; i++) {
                headless(scenario);
                watched(scenario, name, charts, eventList, display);
            }
            double[] headlessSeconds = new double[repeats];
            double[] sessionSeconds = new double[repeats];
            double[] chartsSeconds = new double[repeats];
            double[] withListSeconds = new double[repeats];
            double[] uiBusySeconds = new double[repeats];
            double[] refreshHz = new double[repeats];
            double[] gcSeconds = new double[repeats];
            long events = 0;
            for (int i = 0; i < repeats; i++) {
                headlessSeconds[i] = headless(scenario)[1] / 1e9;
                sessionSeconds[i] = watched(scenario, name, null, null, display)[1] / 1e9;
                long refreshesBefore = charts.refreshes();
                long gcBefore = gcMillis();
                long[] charted = watched(scenario, name, charts, null, display);
                gcSeconds[i] = (gcMillis() - gcBefore) / 1e3;
                events = charted[0];
                chartsSeconds[i] = charted[1] / 1e9;
                uiBusySeconds[i] = charted[2] / 1e9;
                refreshHz[i] = (charts.refreshes() - refreshesBefore) / chartsSeconds[i];
                withListSeconds[i] = watched(scenario, name, charts, eventList, display)[1] / 1e9;
            }
            double headless = median(headlessSeconds);
            double charted = median(chartsSeconds);
            double withList = median(withListSeconds);
            return String.format(Locale.ROOT,
                    "{\"benchmark\":\"live-charts\",\"scenario\":\"%s\",\"presentationFactor\":%.1f,\"charts\":%d,\"events\":%d,\"warmup\":%d,\"repeats\":%d,"
                            + "\"headlessEventsPerSecond\":%.0f,\"chartsEventsPerSecond\":%.0f,\"ratio\":%.3f,\"chartRefreshHz\":%.1f,"
                            + "\"ratioWithEventList\":%.3f,\"headlessWallSeconds\":%.3f,\"sessionWallSeconds\":%.3f,"
                            + "\"chartsWallSeconds\":%.3f,\"withEventListWallSeconds\":%.3f,\"uiBusySeconds\":%.3f,\"gcSeconds\":%.3f}",
                    name, presentationFactor, THREE_CHARTS.size(), events, warmup, repeats, events / headless, events / charted, headless
                            / charted,
                    median(refreshHz), headless / withList, headless, median(sessionSeconds), charted, withList, median(uiBusySeconds),
                    median(gcSeconds));
        } finally {
            shell.dispose();
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
     * null, which tells the observers' share of the cost from the views'.
     */
    private static long[] watched(Scenario scenario, String name, LiveChartsPanel charts, EventListPanel eventList, Display display) {
        RunSession session = new RunSession(name, () -> EcoreUtil.copy(scenario));
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
            throw new InvalidInputException("cannot run: " + String.join("; ", e.problems()));
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
