package org.dclab.ui.run;

import java.util.List;
import java.util.Map;
import java.util.WeakHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

import org.dclab.sim.RunResult;

/**
 * The run a session's run is being compared with (Results ▸ Compare with Previous Run), for every view that shows the
 * comparison: the Results beside each figure, the charts as ghost curves. Touched on the UI thread only; listeners are
 * told the session whose comparison changed.
 */
public final class Comparison {

    private static final Map<RunSession, RunResult> COMPARED = new WeakHashMap<>();
    private static final List<Consumer<RunSession>> LISTENERS = new CopyOnWriteArrayList<>();

    private Comparison() {
    }

    /** Compares {@code session}'s run with {@code earlier}, or with nothing for null. */
    public static void set(RunSession session, RunResult earlier) {
        if (session == null || COMPARED.get(session) == earlier) {
            return;
        }
        if (earlier == null) {
            COMPARED.remove(session);
        } else {
            COMPARED.put(session, earlier);
        }
        LISTENERS.forEach(l -> l.accept(session));
    }

    /** The run {@code session}'s run is compared with, or null. */
    public static RunResult of(RunSession session) {
        return session == null ? null : COMPARED.get(session);
    }

    public static void addListener(Consumer<RunSession> listener) {
        LISTENERS.add(listener);
    }

    public static void removeListener(Consumer<RunSession> listener) {
        LISTENERS.remove(listener);
    }
}
