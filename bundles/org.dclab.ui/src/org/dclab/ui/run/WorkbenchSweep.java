package org.dclab.ui.run;

import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.IntConsumer;

import org.dclab.model.Scenario;
import org.dclab.sim.RunStatus;
import org.dclab.sim.ScenarioNotRunnableException;
import org.dclab.sim.SweepPlan;
import org.dclab.sim.SweepRunner;
import org.dclab.sim.results.SweepTable;
import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;

/**
 * The sweep a scenario's experiment defines, run in a background job the way {@code dclab sweep} runs it: every
 * point on its own copy, as many at once as there are cores, cancellable from the Progress view with the finished
 * points kept. The outcome is the sweep table as CSV, the same text {@code dclab sweep} writes.
 */
public final class WorkbenchSweep extends Job {

    /**
     * What a finished (or cancelled) sweep hands over: the CSV, or why there is none; {@code finished} counts the
     * points run to their end.
     */
    public record Outcome(String csv, int points, int finished, String problem) {
    }

    private final String scenarioName;
    private final SweepPlan plan;
    private final Consumer<Outcome> done;
    private final SweepRunner runner;
    /** Told, on the job's thread, how many points have finished each time one does. */
    private volatile IntConsumer pointDone = finished -> {};

    private WorkbenchSweep(String scenarioName, SweepPlan plan, Consumer<Outcome> done) {
        super("Sweep " + scenarioName);
        this.scenarioName = scenarioName;
        this.plan = plan;
        this.done = done;
        this.runner = new SweepRunner(plan, Runtime.getRuntime().availableProcessors());
    }

    /**
     * The sweep of {@code scenario}, not yet scheduled; null when its experiment has fewer than two points (no sweep
     * parameter, one repetition). {@code done} is told on the job's thread.
     */
    public static WorkbenchSweep of(Scenario scenario, Consumer<Outcome> done) {
        SweepPlan plan = SweepPlan.of(scenario, Map.of());
        return plan.points().size() < 2 ? null : new WorkbenchSweep(scenario.getName(), plan, done);
    }

    public int points() {
        return plan.points().size();
    }

    /** Has {@code finished} told, on the job's thread, how many points have finished each time one does. */
    public void whenPointDone(IntConsumer finished) {
        pointDone = finished;
    }

    @Override
    protected IStatus run(IProgressMonitor monitor) {
        int points = plan.points().size();
        monitor.beginTask("Sweep " + scenarioName + " over " + String.join(", ", plan.parameterNames()), points);
        int[] finished = { 0 };
        try {
            List<SweepRunner.Row> rows = runner.run(row -> {
                synchronized (finished) {
                    finished[0]++;
                    monitor.worked(1);
                    monitor.subTask(finished[0] + " of " + points + " points");
                    pointDone.accept(finished[0]);
                }
            });
            // After a cancel the table also holds the points cut short, marked cancelled; they do not count as run.
            int completed = (int) rows.stream().filter(r -> r.result().status() == RunStatus.COMPLETED).count();
            done.accept(new Outcome(SweepTable.csv(plan.parameterNames(), rows), points, completed, null));
        } catch (ScenarioNotRunnableException e) {
            done.accept(new Outcome(null, points, 0, String.join("\n", e.problems())));
        } catch (java.io.IOException | RuntimeException e) {
            ILog.of(WorkbenchSweep.class).error("Sweep of " + scenarioName, e);
            done.accept(new Outcome(null, points, finished[0], e.toString()));
        } finally {
            monitor.done();
        }
        return monitor.isCanceled() ? Status.CANCEL_STATUS : Status.OK_STATUS;
    }

    @Override
    protected void canceling() {
        runner.cancel();
    }
}
