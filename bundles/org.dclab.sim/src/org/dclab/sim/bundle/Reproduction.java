package org.dclab.sim.bundle;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Consumer;

import org.dclab.sim.Halt;
import org.dclab.sim.ProgressListener;
import org.dclab.sim.RunOptions;
import org.dclab.sim.RunResult;
import org.dclab.sim.RunStatus;
import org.dclab.sim.ScenarioNotRunnableException;
import org.dclab.sim.SimulationRun;
import org.dclab.sim.Simulations;
import org.dclab.sim.results.CsvText;
import org.dclab.sim.results.Flattened;
import org.dclab.sim.results.JsonText;

/**
 * Makes a bundled run again and compares its summary with the bundled one, figure by figure. The engine is
 * deterministic, so any difference means a different DC Lab version or an altered bundle.
 *
 * @param differences one line per figure that differs ("rtos: bundle 3, now 4"); empty when reproduced
 */
public record Reproduction(RunResult result, List<String> differences) {

    public boolean identical() {
        return differences.isEmpty();
    }

    /** Runs the bundle's scenario with its seed to where the original stood, on the calling thread. */
    public static Reproduction of(RunBundle bundle, ProgressListener listener) throws RunBundleException {
        return of(bundle, listener, run -> {});
    }

    /**
     * As {@link #of(RunBundle, ProgressListener)}, handing the run to {@code started} before it runs, so that another
     * thread can {@link SimulationRun#cancel} it; a cancelled remake fails with a message saying so.
     */
    public static Reproduction of(RunBundle bundle, ProgressListener listener, Consumer<SimulationRun> started)
            throws RunBundleException {
        RunRecipe recipe = bundle.recipe();
        SimulationRun run;
        try {
            run = Simulations.prepare(bundle.scenario(), new RunOptions().untilPs(recipe.endPs()).watchLive(recipe.watchedLive()));
        } catch (ScenarioNotRunnableException e) {
            throw new RunBundleException(bundle.label() + ": its scenario cannot run here: " + String.join("; ", e.problems()), e);
        }
        started.accept(run);
        replay(run, recipe, listener);
        if (run.result().status() == RunStatus.CANCELLED) {
            throw new RunBundleException(bundle.label() + ": cancelled before the run got to where the original stood");
        }
        if (recipe.status() == RunStatus.CANCELLED) {
            // The original's results were taken from a cancelled run; a cancelled run reports itself so.
            run.cancel();
        }
        RunResult result = run.result();
        return new Reproduction(result, compare(bundle, result.summary()));
    }

    /**
     * A workbench run may stop between two events of the same instant, so the clock alone does not say where: run
     * to just before the stop time, then event by event to the recorded count. A run stopped at an instant with no
     * event there (Run until, Step Δt) has its clock moved on after its last event; so is this one.
     */
    private static void replay(SimulationRun run, RunRecipe recipe, ProgressListener listener) {
        if (recipe.reachedEnd()) {
            run.advanceTo(recipe.endPs(), listener);
            return;
        }
        run.advanceTo(recipe.stopPs() - 1, listener);
        while (run.eventCount() < recipe.stopEvents() && run.step(1) == Halt.REACHED) {
            // one event at a time, up to the recorded count
        }
        if (run.nowPs() < recipe.stopPs() && run.eventCount() == recipe.stopEvents()) {
            run.advanceTo(recipe.stopPs(), listener);
        }
    }

    private static List<String> compare(RunBundle bundle, Map<String, Object> summary) {
        if (JsonText.of(summary).equals(bundle.summaryJson().strip())) {
            return List.of();
        }
        String[] rows = bundle.summaryCsv().split("\n", -1);
        List<String> keys = rows.length > 0 ? CsvText.fields(rows[0]) : List.of();
        List<String> values = rows.length > 1 ? CsvText.fields(rows[1]) : List.of();
        Map<String, Object> now = Flattened.of(summary);
        List<String> differences = new ArrayList<>();
        for (int i = 0; i < keys.size(); i++) {
            String was = i < values.size() ? values.get(i) : "";
            String is = now.containsKey(keys.get(i)) ? CsvText.field(now.get(keys.get(i))) : "(absent)";
            if (!Objects.equals(was, is)) {
                differences.add(keys.get(i) + ": bundle " + shown(was) + ", now " + shown(is));
            }
        }
        for (String key : now.keySet()) {
            if (!keys.contains(key)) {
                differences.add(key + ": bundle (absent), now " + shown(CsvText.field(now.get(key))));
            }
        }
        if (differences.isEmpty()) {
            differences.add("summary.json differs from the new summary although every figure of summary.csv agrees");
        }
        return differences;
    }

    private static String shown(String value) {
        return value.isEmpty() ? "(none)" : value;
    }
}
