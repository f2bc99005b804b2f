package org.dclab.sim;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;

import org.dclab.model.Scenario;

/**
 * Runs a sweep's points on a pool of worker threads, one simulation per thread at a time (the engine is single
 * threaded and deterministic, so the results do not depend on the number of workers). Every point is checked
 * before any runs, so a sweep never fails half way for a value that does not fit; each run then copies its own
 * scenario on its worker.
 */
public final class SweepRunner {

    /**
     * A finished point, its seed and result, and the wall time the run took (not part of any figure). The rows a
     * sweep returns keep the runs' figures and flows but not their series, which only the row's consumer is given as
     * each run ends: a campaign of hundreds of runs kept every sample of every run until its end.
     */
    public record Row(SweepPoint point, long seed, RunResult result, double wallSeconds) {
    }

    private final SweepPlan plan;
    private final List<SweepPoint> points;
    private final int jobs;
    private final AtomicBoolean cancelled = new AtomicBoolean();
    private final List<SimulationRun> running = new ArrayList<>();

    public SweepRunner(SweepPlan plan, int jobs) {
        this(plan, plan.points(), jobs);
    }

    /** Runs only {@code points} of the plan, as a campaign resumed runs those not yet done. */
    public SweepRunner(SweepPlan plan, List<SweepPoint> points, int jobs) {
        this.plan = plan;
        this.points = List.copyOf(points);
        this.jobs = Math.max(1, jobs);
    }

    /**
     * Checks every point before any runs; throws with one line per point that cannot run. Repetitions of a point
     * differ only in their seed, which any number may be, so each point is checked once; the points are checked on
     * the workers, as each builds a copy of the whole scenario.
     */
    public void checkAll() throws ScenarioNotRunnableException {
        Map<Map<String, String>, SweepPoint> distinct = new LinkedHashMap<>();
        points.forEach(point -> distinct.putIfAbsent(point.settings(), point));
        ExecutorService pool = workers(Math.min(jobs, distinct.size()));
        try {
            List<SweepPoint> checked = List.copyOf(distinct.values());
            List<Future<List<String>>> checks = new ArrayList<>();
            checked.forEach(point -> checks.add(pool.submit(() -> problemsOf(point))));
            // Each problem with the points that have it, in the order first met.
            Map<String, List<SweepPoint>> where = new LinkedHashMap<>();
            for (int i = 0; i < checks.size(); i++) {
                for (String problem : checks.get(i).get()) {
                    where.computeIfAbsent(problem, k -> new ArrayList<>()).add(checked.get(i));
                }
            }
            if (!where.isEmpty()) {
                throw new ScenarioNotRunnableException(describe(where, checked.size()));
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new CancellationException("sweep: interrupted while checking its points");
        } catch (ExecutionException e) {
            throw e.getCause() instanceof RuntimeException r ? r : new IllegalStateException(e.getCause());
        } finally {
            pool.shutdownNow();
        }
    }

    /** The errors of one point's scenario, each once. */
    private List<String> problemsOf(SweepPoint point) {
        try {
            return Simulations.check(plan.scenarioOf(point)).stream().filter(l -> l.startsWith("error: "))
                    .map(l -> l.substring("error: ".length())).distinct().toList();
        } catch (IllegalArgumentException e) {
            return List.of(e.getMessage());
        }
    }

    /**
     * One line per problem and point, except that a problem every point has (the scenario's own, such as a control
     * not registered) is one line for all of them: a campaign of 50 points should not say it 50 times.
     */
    private static List<String> describe(Map<String, List<SweepPoint>> where, int points) {
        List<String> lines = new ArrayList<>();
        where.forEach((problem, at) -> {
            if (points > 1 && at.size() == points) {
                lines.add("all " + points + " sweep points: " + problem);
            } else {
                at.forEach(point -> lines.add("sweep point " + point.settings() + ": " + problem));
            }
        });
        return lines;
    }

    private static ExecutorService workers(int count) {
        return Executors.newFixedThreadPool(Math.max(1, count), r -> {
            Thread t = new Thread(r, "dclab-sweep");
            t.setDaemon(true);
            return t;
        });
    }

    /** Runs every point and returns the rows in plan order; after {@link #cancel} only finished points are kept. */
    public List<Row> run(Consumer<Row> onRow) throws ScenarioNotRunnableException, java.io.IOException {
        return run(point -> {}, onRow);
    }

    /** As {@link #run(Consumer)}, telling {@code onStart} (on the worker thread) of every run as it starts. */
    public List<Row> run(Consumer<SweepPoint> onStart, Consumer<Row> onRow)
            throws ScenarioNotRunnableException, java.io.IOException {
        checkAll();
        ExecutorService pool = workers(jobs);
        List<Future<Row>> futures = new ArrayList<>();
        try {
            for (SweepPoint point : points) {
                futures.add(pool.submit(() -> runPoint(point, onStart, onRow)));
            }
            return collect(futures);
        } finally {
            pool.shutdownNow();
        }
    }

    /** Cancels the runs in progress (they keep what they measured) and skips the points not yet started. */
    public void cancel() {
        cancelled.set(true);
        synchronized (running) {
            running.forEach(SimulationRun::cancel);
        }
    }

    private Row runPoint(SweepPoint point, Consumer<SweepPoint> onStart, Consumer<Row> onRow) throws Exception {
        if (cancelled.get()) {
            throw new CancellationException();
        }
        onStart.accept(point);
        Scenario scenario = plan.scenarioOf(point);
        SimulationRun run = Simulations.prepare(scenario, new RunOptions());
        synchronized (running) {
            running.add(run);
        }
        if (cancelled.get()) {
            run.cancel();
        }
        long started = System.nanoTime();
        RunResult result;
        try {
            result = run.run(ProgressListener.NONE);
        } finally {
            synchronized (running) {
                running.remove(run);
            }
        }
        Row row = new Row(point, scenario.getSeed(), result, (System.nanoTime() - started) / 1e9);
        synchronized (onRow) {
            onRow.accept(row);
        }
        return new Row(point, row.seed(), result.withoutSeries(), row.wallSeconds());
    }

    private static List<Row> collect(List<Future<Row>> futures) throws ScenarioNotRunnableException, java.io.IOException {
        List<Row> rows = new ArrayList<>();
        for (Future<Row> future : futures) {
            try {
                rows.add(future.get());
            } catch (CancellationException e) {
                // A point skipped after cancel: nothing measured, nothing to keep.
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            } catch (ExecutionException e) {
                if (e.getCause() instanceof CancellationException) {
                    continue;
                }
                if (e.getCause() instanceof ScenarioNotRunnableException notRunnable) {
                    throw notRunnable;
                }
                if (e.getCause() instanceof java.io.IOException io) {
                    throw io;
                }
                if (e.getCause() instanceof Error error) {
                    // Out of memory building a point's network: the command line says so as it says for one run.
                    throw error;
                }
                if (e.getCause() instanceof RuntimeException runFailed) {
                    // What ended a run for good (SimulationRun.run throws it), as a single run's caller gets it: a
                    // control of the user's own that looped is the user's to fix, not a fault of the sweep.
                    throw runFailed;
                }
                throw new IllegalStateException("sweep: a run failed: " + e.getCause(), e.getCause());
            }
        }
        return rows;
    }
}
