package org.dclab.ui.run;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import java.util.function.Supplier;

import org.dclab.model.Scenario;
import org.dclab.model.parameters.ScenarioChanges;
import org.dclab.sim.ChartModels;
import org.dclab.sim.Halt;
import org.dclab.sim.Measure;
import org.dclab.sim.RunOptions;
import org.dclab.sim.RunResult;
import org.dclab.sim.ScenarioNotRunnableException;
import org.dclab.sim.SimulationRun;
import org.dclab.sim.Simulations;
import org.dclab.sim.bundle.RunRecipe;
import org.dclab.sim.explain.Explanations;
import org.dclab.sim.live.LiveActivity;
import org.dclab.sim.trace.EventTrace;
import org.dclab.sim.trace.TraceKind;
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

    /** Trace events the event list can show; enough for a few milliseconds of a teaching scenario. */
    private static final int TRACE_CAPACITY = 20_000;

    /** The scenario file's name; another after Save As. */
    private volatile String name;
    /** The scenario file's URI, under which the run is shown to editors of that file; null for none. */
    private volatile String scenarioUri;
    private final Supplier<Scenario> scenarioCopies;
    private final ISchedulingRule inOrder = new InOrder();
    private final List<Consumer<RunState>> listeners = new CopyOnWriteArrayList<>();

    private volatile RunResult previousResult;
    /** The copy of the scenario the run of {@link #previousResult} was prepared from; null before a second run. */
    private volatile Scenario previousPrepared;
    /** What the current run measured where its last command stopped; written on the job thread. */
    private volatile RunResult lastStop;
    private volatile SimulationRun run;
    /**
     * The copy the current run was prepared from, as it was then: step back prepares it again, and a run bundle
     * stores it. Written on the job thread.
     */
    private volatile Scenario prepared;
    private volatile double slowdown;
    private SessionHistory history;
    /** How finely the charts draw what the run's commands recorded; replaced on the job thread, read on the UI thread. */
    private volatile ChartResolution resolution = ChartResolution.EVERY_SAMPLE;
    private volatile RunState state;
    private volatile boolean advancing;
    private final AtomicInteger pending = new AtomicInteger();
    /** Event lists showing this session: the trace is recorded only while there is one. */
    private final AtomicInteger traceViewers = new AtomicInteger();
    /** Resets asked so far: a step back queued before a reset must not build a run after it. */
    private final AtomicLong resets = new AtomicLong();
    /**
     * Whether the scenario was edited after the current run left time zero: the run then simulates the scenario as it
     * was, which the user is told, until a reset applies the edits.
     */
    private volatile boolean stale;
    /** The scenario was edited while the run stood at time zero: it is rebuilt before the next command, or soon. */
    private boolean rebuildPending;

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
        this.state = new RunState(0, 0, 0, false, "Preparing " + name + "\u2026", false);
        reset();
    }

    public String name() {
        return name;
    }

    /**
     * The scenario was saved as another file (call on the UI thread): the session takes the new file's name, and its run
     * is shown under the new file's URI, where the editor now looks for it, once the commands before this one are done.
     */
    public void renamed(String newName, String newScenarioUri) {
        String oldUri = scenarioUri;
        name = newName;
        scenarioUri = newScenarioUri;
        publish(state.message());
        schedule("Rename " + newName, monitor -> {
            SimulationRun r = run;
            if (r != null && oldUri != null) {
                LiveActivity.withdraw(oldUri, r);
            }
            if (r != null && newScenarioUri != null) {
                LiveActivity.show(newScenarioUri, r);
            }
        });
    }

    public RunState state() {
        return state;
    }

    /** How finely the charts draw the current run's samples, by their simulated time. */
    public ChartResolution resolution() {
        return resolution;
    }

    /** The run the charts read; replaced at every reset and step back. Null before preparing. */
    SimulationRun currentRun() {
        return run;
    }

    /** Why windows were cut, packets dropped or marked so far; empty before preparing. Callable from any thread. */
    public Optional<Explanations> explanations() {
        SimulationRun r = run;
        return r == null ? Optional.empty() : r.explanations();
    }

    /**
     * The measures the current run records or will record once its connections open, known from preparing; empty
     * before the run is prepared. Callable from any thread.
     */
    public Optional<Set<Measure>> measures() {
        SimulationRun r = run;
        return r == null ? Optional.empty() : Optional.of(r.measures());
    }

    /** Queue levels and analytic models for the charts; {@link ChartModels#NONE} before preparing. */
    public ChartModels chartModels() {
        SimulationRun r = run;
        return r == null ? ChartModels.NONE : r.chartModels();
    }

    /**
     * The event trace of the current run, or null before it is prepared; a new one after every reset. It holds
     * what happened while an event list showed the session (see {@link #showTrace}).
     */
    public EventTrace trace() {
        SimulationRun r = run;
        return r == null ? null : r.trace();
    }

    /**
     * An event list starts (true) or stops (false) showing this session. The run records its trace only while one
     * does, which spares an unwatched run a record per packet per hop; "Run to next" stops alike either way. A list
     * opened during a run shows what happened since.
     */
    public void showTrace(boolean shown) {
        if (shown) {
            traceViewers.incrementAndGet();
        } else {
            traceViewers.decrementAndGet();
        }
        applyTraceViewers();
    }

    /**
     * Tells the current run whether anyone shows its trace. Called after the count changes and after the run is
     * replaced, one at a time, so a list opened while a new run is being built never leaves that run unrecorded.
     */
    private synchronized void applyTraceViewers() {
        SimulationRun r = run;
        if (r != null) {
            r.recordTrace(traceViewers.get() > 0);
        }
    }

    /**
     * Wall time per simulated time for commands that advance the clock (1000 = a real-time factor of 1:1000), or
     * 0 for as fast as possible; takes effect at once, also in a running command.
     */
    public void slowdown(double wallPerSimulated) {
        slowdown = wallPerSimulated;
        SimulationRun r = run;
        if (r != null) {
            r.slowdown(wallPerSimulated);
        }
    }

    public double slowdown() {
        return slowdown;
    }

    /** What the charts have been shown of this session's runs; created and used on the UI thread only. */
    SessionHistory history() {
        if (history == null) {
            history = new SessionHistory(this);
        }
        return history;
    }

    public void addListener(Consumer<RunState> listener) {
        listeners.add(listener);
    }

    public void removeListener(Consumer<RunState> listener) {
        listeners.remove(listener);
    }

    /** Runs to the scenario's end unless paused or cancelled. */
    public void run() {
        submit("Run", r -> advance(r, r.endPs(), () -> r.advanceTo(r.endPs(), p -> publish("Running\u2026"))));
    }

    /** Executes the next {@code events} events, every sample shown. */
    public void step(long events) {
        submit("Step", r -> {
            resolution = resolution.stepping(r.nowPs());
            // A step of a million events takes a while: Pause reaches it between two events.
            advancing = true;
            try {
                return r.step(events);
            } finally {
                advancing = false;
            }
        });
    }

    /** Runs for {@code deltaPs} of simulated time from wherever the clock then stands. */
    public void stepFor(long deltaPs) {
        submit("Step \u0394t", r -> advance(r, deltaPs, () -> r.stepTo(r.nowPs() + deltaPs, p -> publish("Running\u2026"))));
    }

    /** Runs until the clock reads {@code targetPs} (or the end). */
    public void runUntil(long targetPs) {
        submit("Run until", r -> advance(r, targetPs - r.nowPs(), () -> r.advanceTo(targetPs, p -> publish("Running\u2026"))));
    }

    /** Runs until right after the next trace event of {@code kind}, e.g. the next drop, or to the end. */
    public void runUntilNext(TraceKind kind) {
        submit("Run until next " + kind, r -> advance(r, r.endPs() - r.nowPs(), () -> r.advanceUntilNext(kind, p -> publish(
                "Running\u2026"))));
    }

    /**
     * Goes back {@code events} events by running a fresh copy of the same scenario, with the same seed, from time
     * zero to that event count: the engine is deterministic, so this is exactly the earlier state, and the charts
     * then show what the re-run recorded.
     */
    public void stepBack(long events) {
        long asked = resets.get();
        submit("Step back", r -> rerun(asked, r, again -> again.step(Math.max(0, r.eventCount() - events))));
    }

    /** Goes back {@code deltaPs} of simulated time by a deterministic re-run, as {@link #stepBack(long)}. */
    public void stepBackFor(long deltaPs) {
        long asked = resets.get();
        submit("Step back \u0394t", r -> rerun(asked, r, again -> again.stepTo(Math.max(0, r.nowPs() - deltaPs),
                p -> publish("Going back\u2026"))));
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

    /**
     * The scenario was edited (call on the UI thread, with every change). A run that has not left time zero is to be
     * rebuilt from the scenario as it is now: before the next command, or when the edits pause
     * ({@link #scenarioSettled()}), so the status soon says whether it can run. A run under way is left as it stands
     * and marked stale, for the user to choose between going on and {@link #reset()}.
     */
    public void scenarioChanged() {
        SimulationRun r = run;
        boolean untouched = r == null || r.eventCount() == 0 && pending.get() == 0;
        if (untouched) {
            rebuildPending = true;
        } else if (!stale) {
            stale = true;
            publish(state.message());
        }
    }

    /** The edits have paused: a run still at time zero is rebuilt now (call on the UI thread). */
    public void scenarioSettled() {
        if (rebuildPending) {
            reset();
        }
    }

    /** Whether the scenario was edited since the run left time zero (see {@link #scenarioChanged()}). */
    public boolean isStale() {
        return stale;
    }

    /** Starts over from time zero with a fresh copy of the scenario as it is now. */
    public void reset() {
        stale = false;
        rebuildPending = false;
        resets.incrementAndGet();
        cancel();
        Scenario copy = scenarioCopies.get();
        schedule("Prepare " + name, monitor -> {
            // What the run before this one measured where its last command left it (Reset itself cancels it), for the
            // class to compare with. A run that never left time zero measured nothing worth keeping.
            if (lastStop != null) {
                previousResult = lastStop;
                previousPrepared = prepared;
                lastStop = null;
            }
            try {
                prepared = copy;
                SimulationRun fresh = prepare(copy);
                resolution = ChartResolution.EVERY_SAMPLE;
                run = fresh;
                applyTraceViewers();
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

    /**
     * What the run before the current one had measured when it was replaced (by Reset, or an edit applied), or null
     * before a second run; call when no command is busy.
     */
    public RunResult previousResult() {
        return previousResult;
    }

    /**
     * The settings that differ between the scenario the previous run simulated and the one this run simulates
     * ("left-right.sourceQueue.markingThreshold 20 → 65"); empty before a second run. Call when no command is busy.
     */
    public List<ScenarioChanges> changesSincePrevious() {
        Scenario before = previousPrepared;
        Scenario now = run == null ? null : prepared;
        return before == null || now == null ? List.of() : ScenarioChanges.between(before, now);
    }

    /** What the run measured so far; call when no command is busy. */
    public RunResult result() {
        SimulationRun r = run;
        return r == null ? null : r.result();
    }

    /** The scenario file's URI, under which the run is shown and its flows highlighted; null for none. */
    public String scenarioUri() {
        return scenarioUri;
    }

    /**
     * A fresh copy of the scenario as it is now, edits included, whatever the run's state: what a sweep runs, since its
     * runs are its own and leave this one as it stands. Call on the UI thread.
     */
    public Scenario scenarioNow() {
        return scenarioCopies.get();
    }

    /**
     * The copy of the scenario the run was prepared from, as it was then: what a run bundle stores. Null before
     * preparing or when the scenario cannot run.
     */
    public Scenario scenarioAsRun() {
        return run == null ? null : prepared;
    }

    /** How to make the run again as it stands now; call when no command is busy (see {@link #whenIdle}). */
    public RunRecipe recipe(String dclabVersion) {
        SimulationRun r = run;
        return r == null ? null : RunRecipe.of(r, r.result(), prepared.getSeed(), dclabVersion,
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

    private SimulationRun prepare(Scenario scenario) throws ScenarioNotRunnableException {
        SimulationRun r = Simulations.prepare(scenario, options());
        r.slowdown(slowdown);
        return r;
    }

    private static RunOptions options() {
        return new RunOptions().watchWindows(true).watchLive(true).explain(Explanations.DEFAULT_CAPACITY).trace(TRACE_CAPACITY);
    }

    /**
     * Replaces the run by a fresh one of the same scenario taken to where {@code toPoint} says, as fast as possible;
     * cancel reaches it at once because it is the session's run from the start. Pause is not passed on: the
     * re-run is short, and stopping it early would land somewhere nobody asked for.
     */
    private Halt rerun(long resetsWhenAsked, SimulationRun from, Command toPoint) {
        if (resets.get() != resetsWhenAsked) {
            return Halt.CANCELLED;
        }
        SimulationRun again;
        try {
            again = Simulations.prepare(prepared, options());
        } catch (ScenarioNotRunnableException e) {
            throw new IllegalStateException("the scenario ran before and cannot be prepared again: " + e.problems(), e);
        }
        // The re-run's charts cover the same span as the run they replace.
        resolution = ChartResolution.wholeRun(from.nowPs());
        run = again;
        applyTraceViewers();
        if (scenarioUri != null) {
            LiveActivity.show(scenarioUri, again);
        }
        try {
            return toPoint.execute(again);
        } finally {
            again.slowdown(slowdown);
        }
    }

    /** Runs to {@code targetPs}; the charts cut the {@code spanPs} it covers into buckets. */
    /** Runs {@code command}, which covers about {@code spanPs} of simulated time, where Pause can reach it. */
    private Halt advance(SimulationRun r, long spanPs, Supplier<Halt> command) {
        resolution = resolution.running(r.nowPs(), spanPs);
        advancing = true;
        try {
            return command.get();
        } finally {
            advancing = false;
        }
    }

    private void submit(String label, Command command) {
        if (rebuildPending) {
            // An edit made a moment ago: the command runs on the scenario as edited.
            reset();
        }
        schedule(label + " " + name, monitor -> {
            SimulationRun r = run;
            if (r == null) {
                return;
            }
            Halt halt = command.execute(r);
            SimulationRun now = run;
            if (now != null && now.eventCount() > 0) {
                lastStop = now.result();
            }
            String failure = now == null ? null : now.failure();
            if (failure != null) {
                // An event threw (a control compiled in the workbench that loops or throws): the run cannot go on.
                publish("The run stopped: " + failure + " Reset to start over.");
                return;
            }
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
        announce(old.nowPs(), old.endPs(), old.events(), old.message());
        job.schedule();
    }

    private void publish(String message) {
        SimulationRun r = run;
        if (r == null) {
            announce(0, 0, 0, message);
        } else {
            announce(r.nowPs(), r.endPs(), r.eventCount(), message);
        }
    }

    /**
     * The job thread (a command ending) and the UI thread (a command given) both announce; one at a time, each
     * reading the number of pending commands as it announces, so an ending command never overwrites "busy" with
     * "idle" after a newer command was given.
     */
    private synchronized void announce(long nowPs, long endPs, long events, String message) {
        RunState next = new RunState(nowPs, endPs, events, pending.get() > 0, message, stale);
        state = next;
        for (Consumer<RunState> l : listeners) {
            l.accept(next);
        }
    }
}
