package org.dclab.ui.run;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import java.util.function.Supplier;

import org.dclab.model.Scenario;
import org.dclab.sim.ChartModels;
import org.dclab.sim.Halt;
import org.dclab.sim.RunOptions;
import org.dclab.sim.RunResult;
import org.dclab.sim.ScenarioNotRunnableException;
import org.dclab.sim.SimulationRun;
import org.dclab.sim.Simulations;
import org.dclab.sim.bundle.RunRecipe;
import org.dclab.sim.explain.Explanations;
import org.dclab.sim.live.LiveActivity;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.ISchedulingRule;
import org.eclipse.core.runtime.jobs.Job;

/**
 * The run behind the Simulation Control view. Every command becomes a background job; one scheduling rule keeps
 * them in the order given, so the simulation only ever runs on one job thread and the UI thread never waits.
 * State is published to listeners from that thread.
 */
public final class RunSession {

    /** Keeps commands in order: a step clicked during a run starts when the run has paused or ended. */
    private static final class InOrder implements ISchedulingRule {
        @Override
        public boolean contains(ISchedulingRule rule) {
            return rule == this;
        }

        @Override
        public boolean isConflicting(ISchedulingRule rule) {
            return rule == this;
        }
    }

    /** Charts draw about this many points across a whole run; finer changes show when stepping. */
    private static final long POINTS_PER_RUN = 5000;

    private final String name;
    /** The scenario file's URI, under which the run is shown to editors of that file; null for none. */
    private final String scenarioUri;
    private final Supplier<Scenario> scenarioCopies;
    private final ISchedulingRule inOrder = new InOrder();
    private final List<Consumer<RunState>> listeners = new CopyOnWriteArrayList<>();

    private volatile SimulationRun run;
    private volatile Scenario scenarioAsRun;
    private volatile LiveSamples samples = new LiveSamples();
    private volatile RunState state;
    private volatile boolean advancing;
    private final AtomicInteger pending = new AtomicInteger();

    /**
     * A session over {@code scenarioCopies}, which gives a fresh copy of the scenario on the calling (UI) thread at
     * every reset, so edits made since show in the next run and never race with the running one.
     */
    public RunSession(String name, Supplier<Scenario> scenarioCopies) {
        this(name, null, scenarioCopies);
    }

    /** A session whose runs are shown in {@link LiveActivity} under {@code scenarioUri}, for an editor to animate. */
    public RunSession(String name, String scenarioUri, Supplier<Scenario> scenarioCopies) {
        this.name = name;
        this.scenarioUri = scenarioUri;
        this.scenarioCopies = scenarioCopies;
        this.state = new RunState(0, 0, 0, false, "Preparing " + name + "\u2026");
        reset();
    }

    public String name() {
        return name;
    }

    public RunState state() {
        return state;
    }

    /** The buffer the charts drain; a new one after every reset. */
    public LiveSamples samples() {
        return samples;
    }

    /** K of each marking queue series, see {@link SimulationRun#markingThresholds()}; empty before preparing. */
    public Map<String, Double> markingThresholds() {
        SimulationRun r = run;
        return r == null ? Map.of() : r.markingThresholds();
    }

    /** Why windows were cut, packets dropped or marked so far; empty before preparing. Callable from any thread. */
    public Optional<Explanations> explanations() {
        SimulationRun r = run;
        return r == null ? Optional.empty() : r.explanations();
    }

    /** Queue levels and analytic models for the charts; {@link ChartModels#NONE} before preparing. */
    public ChartModels chartModels() {
        SimulationRun r = run;
        return r == null ? ChartModels.NONE : r.chartModels();
    }

    public void addListener(Consumer<RunState> listener) {
        listeners.add(listener);
    }

    public void removeListener(Consumer<RunState> listener) {
        listeners.remove(listener);
    }

    /** Runs to the scenario's end unless paused or cancelled. */
    public void run() {
        submit("Run", r -> advance(r, r.endPs(), r.endPs() / POINTS_PER_RUN));
    }

    /** Executes the next {@code events} events, every sample shown. */
    public void step(long events) {
        submit("Step", r -> {
            samples.resolutionPs(0);
            return r.step(events);
        });
    }

    /** Runs for {@code deltaPs} of simulated time from wherever the clock then stands. */
    public void stepFor(long deltaPs) {
        submit("Step \u0394t", r -> advance(r, r.nowPs() + deltaPs, deltaPs / POINTS_PER_RUN));
    }

    /** Runs until the clock reads {@code targetPs} (or the end). */
    public void runUntil(long targetPs) {
        submit("Run until", r -> advance(r, targetPs, Math.max(0, targetPs - r.nowPs()) / POINTS_PER_RUN));
    }

    /** Stops a running command before its next event; the run can go on later. */
    public void pause() {
        SimulationRun r = run;
        // A pause asked while nothing advances would stop the next command at once, so it is only passed on now.
        if (r != null && advancing) {
            r.pause();
        }
    }

    /** Stops the run for good before its next event; what it measured stays readable through {@link #result()}. */
    public void cancel() {
        SimulationRun r = run;
        if (r != null) {
            r.cancel();
        }
    }

    /** Starts over from time zero with a fresh copy of the scenario as it is now. */
    public void reset() {
        cancel();
        Scenario copy = scenarioCopies.get();
        LiveSamples fresh = new LiveSamples();
        schedule("Prepare " + name, monitor -> {
            try {
                run = Simulations.prepare(copy, new RunOptions().watchWindows(true).watchLive(true)
                        .explain(Explanations.DEFAULT_CAPACITY).addProbeListener(fresh));
                scenarioAsRun = copy;
                samples = fresh;
                if (scenarioUri != null) {
                    LiveActivity.show(scenarioUri, run);
                }
                publish("Ready.");
            } catch (ScenarioNotRunnableException e) {
                SimulationRun old = run;
                run = null;
                if (scenarioUri != null && old != null) {
                    // An edit made the scenario unrunnable: the editor stops animating the run before it.
                    LiveActivity.withdraw(scenarioUri, old);
                }
                publish(name + " cannot run: " + String.join("; ", e.problems()));
            }
        });
    }

    /** Cancels the run and stops showing it to editors, after any command still queued. */
    public void close() {
        cancel();
        if (scenarioUri != null) {
            schedule("Close " + name, monitor -> {
                SimulationRun r = run;
                if (r != null) {
                    LiveActivity.withdraw(scenarioUri, r);
                }
            });
        }
    }

    /** What the run measured so far; call when no command is busy. */
    public RunResult result() {
        SimulationRun r = run;
        return r == null ? null : r.result();
    }

    /**
     * The copy of the scenario the run was prepared from, as it was then: what a run bundle stores. Null before
     * preparing or when the scenario cannot run.
     */
    public Scenario scenarioAsRun() {
        return run == null ? null : scenarioAsRun;
    }

    /** How to make the run again as it stands now; call when no command is busy (see {@link #whenIdle}). */
    public RunRecipe recipe(String dclabVersion) {
        SimulationRun r = run;
        return r == null ? null : RunRecipe.of(r, r.result(), scenarioAsRun.getSeed(), dclabVersion,
                "dclab workbench: " + name, "DC Lab workbench");
    }

    /**
     * Runs {@code work} in a background job once the commands given before it are done and before any given after
     * it: the moment to read {@link #result()} and {@link #recipe} of a run that stands still.
     */
    public void whenIdle(String label, Runnable work) {
        schedule(label + " " + name, monitor -> work.run());
    }

    private interface Command {
        Halt execute(SimulationRun run);
    }

    private Halt advance(SimulationRun r, long targetPs, long resolutionPs) {
        samples.resolutionPs(resolutionPs);
        advancing = true;
        try {
            return r.advanceTo(targetPs, p -> publish("Running\u2026"));
        } finally {
            advancing = false;
        }
    }

    private void submit(String label, Command command) {
        schedule(label + " " + name, monitor -> {
            SimulationRun r = run;
            if (r == null) {
                return;
            }
            Halt halt = command.execute(r);
            publish(switch (halt) {
            case REACHED -> "Stopped where asked.";
            case PAUSED -> "Paused.";
            case CANCELLED -> "Cancelled; the results so far are kept. Reset to start over.";
            case FINISHED -> "Finished.";
            });
        });
    }

    private void schedule(String label, Consumer<IProgressMonitor> work) {
        Job job = Job.create(label, monitor -> {
            try {
                work.accept(monitor);
            } finally {
                pending.decrementAndGet();
                publish(state.message());
            }
            return Status.OK_STATUS;
        });
        job.setRule(inOrder);
        pending.incrementAndGet();
        // The clock belongs to the job thread; the caller only learns that a command is on its way.
        RunState old = state;
        announce(new RunState(old.nowPs(), old.endPs(), old.events(), true, old.message()));
        job.schedule();
    }

    private void publish(String message) {
        SimulationRun r = run;
        boolean busy = pending.get() > 0;
        announce(r == null ? new RunState(0, 0, 0, busy, message)
                : new RunState(r.nowPs(), r.endPs(), r.eventCount(), busy, message));
    }

    private void announce(RunState next) {
        state = next;
        for (Consumer<RunState> l : listeners) {
            l.accept(next);
        }
    }
}
