package org.dclab.ui.run;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

/**
 * The session the Simulation Control view drives, for the chart views to follow. Touched on the UI thread only.
 */
public final class LiveRuns {

    private static final List<Consumer<RunSession>> LISTENERS = new CopyOnWriteArrayList<>();
    private static RunSession current;

    private LiveRuns() {
    }

    /** The session being driven, or null when no scenario is open. */
    public static RunSession current() {
        return current;
    }

    public static void show(RunSession session) {
        current = session;
        LISTENERS.forEach(l -> l.accept(session));
    }

    public static void addListener(Consumer<RunSession> listener) {
        LISTENERS.add(listener);
    }

    public static void removeListener(Consumer<RunSession> listener) {
        LISTENERS.remove(listener);
    }
}
