package org.dclab.ui.cli;

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
import org.dclab.ui.views.LiveChartsPanel;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;

/**
 * How much the live charts cost a run: the scenario headless, then driven as the workbench drives it (a run
 * session feeding three live charts in a shell), both after the same warm-up. Needs a display; wall-clock numbers,
 * so a benchmark and never a test.
 */
final class LiveChartBench {

    private static final List<ChartKind> THREE_CHARTS = List.of(ChartKind.QUEUE, ChartKind.CWND, ChartKind.GOODPUT);

    private LiveChartBench() {
    }

    /** One JSON line of the measurement. */
    static String run(String name, Scenario scenario, int warmup) {
        for (int i = 0; i < warmup; i++) {
            headless(scenario);
        }
        long[] headless = headless(scenario);
        Display display = Display.getCurrent() != null ? Display.getCurrent() : new Display();
        Shell shell = new Shell(display);
        try {
            shell.setLayout(new FillLayout());
            shell.setSize(900, 900);
            LiveChartsPanel charts = new LiveChartsPanel(shell, SWT.NONE, THREE_CHARTS);
            shell.open();
            // The workbench has drawn charts before a run starts: AWT's and the fonts' first use stays out of the figure.
            for (int i = 0; i < warmup; i++) {
                charted(scenario, name, charts, display);
            }
            long refreshesBefore = charts.refreshes();
            long[] charted = charted(scenario, name, charts, display);
            long events = charted[0];
            long wallNanos = charted[1];
            long uiBusyNanos = charted[2];
            double headlessRate = headless[0] / (headless[1] / 1e9);
            double chartsRate = events / (wallNanos / 1e9);
            double refreshHz = (charts.refreshes() - refreshesBefore) / (wallNanos / 1e9);
            return String.format(Locale.ROOT,
                    "{\"benchmark\":\"live-charts\",\"scenario\":\"%s\",\"charts\":%d,\"events\":%d,\"headlessEventsPerSecond\":%.0f,"
                            + "\"chartsEventsPerSecond\":%.0f,\"ratio\":%.3f,\"chartRefreshHz\":%.1f,\"headlessWallSeconds\":%.3f,"
                            + "\"chartsWallSeconds\":%.3f,\"uiBusySeconds\":%.3f}",
                    name, THREE_CHARTS.size(), events, headlessRate, chartsRate, chartsRate / headlessRate, refreshHz, headless[1] / 1e9,
                    wallNanos / 1e9, uiBusyNanos / 1e9);
        } finally {
            shell.dispose();
        }
    }

    /** Events, wall nanoseconds and UI-busy nanoseconds of one run to the end as the workbench drives it. */
    private static long[] charted(Scenario scenario, String name, LiveChartsPanel charts, Display display) {
        RunSession session = new RunSession(name, () -> EcoreUtil.copy(scenario));
        pump(display, () -> !session.state().busy());
        charts.follow(session);
        long start = System.nanoTime();
        session.run();
        long uiBusyNanos = pump(display, () -> !session.state().busy());
        return new long[] { session.state().events(), System.nanoTime() - start, uiBusyNanos };
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
                display.timerExec(10, () -> { });
                display.sleep();
            }
        }
        return busyNanos;
    }
}
