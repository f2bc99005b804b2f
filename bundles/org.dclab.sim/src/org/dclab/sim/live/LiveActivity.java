package org.dclab.sim.live;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

import org.dclab.sim.SimulationRun;

/**
 * Where the run being driven for a scenario file can be found by anyone who shows that file, without knowing who
 * drives it: the workbench's run session shows its run here under the scenario's resource URI, and the topology
 * editor of the same file finds it and animates {@link SimulationRun#activity()}. Both sit above this bundle, so
 * neither depends on the other.
 *
 * <p>Callable from any thread. Listeners are told the key that changed on the thread that changed it, and must
 * hand over to their own thread.
 */
public final class LiveActivity {

    private static final Map<String, SimulationRun> RUNS = new ConcurrentHashMap<>();
    private static final List<Consumer<String>> LISTENERS = new CopyOnWriteArrayList<>();

    private LiveActivity() {
    }

    /**
     * Shows {@code run} as the live run of the scenario at {@code scenarioUri}, replacing any earlier one; from now on
     * the run pictures its network after every slice, for the canvas to animate.
     */
    public static void show(String scenarioUri, SimulationRun run) {
        run.animate();
        RUNS.put(scenarioUri, run);
        LISTENERS.forEach(l -> l.accept(scenarioUri));
    }

    /** Forgets {@code run} if it is still the one shown for {@code scenarioUri}; a newer run stays. */
    public static void withdraw(String scenarioUri, SimulationRun run) {
        if (RUNS.remove(scenarioUri, run)) {
            LISTENERS.forEach(l -> l.accept(scenarioUri));
        }
    }

    /** The live run of the scenario at {@code scenarioUri}, or null when none is shown. */
    public static SimulationRun of(String scenarioUri) {
        return scenarioUri == null ? null : RUNS.get(scenarioUri);
    }

    public static void addListener(Consumer<String> listener) {
        LISTENERS.add(listener);
    }

    public static void removeListener(Consumer<String> listener) {
        LISTENERS.remove(listener);
    }
}
