package org.dclab.ui.present;

import org.eclipse.core.runtime.ListenerList;
import org.eclipse.core.runtime.preferences.IEclipsePreferences;
import org.eclipse.core.runtime.preferences.InstanceScope;
import org.eclipse.swt.widgets.Control;
import org.osgi.service.prefs.BackingStoreException;

/**
 * Presentation mode: whether text, lines, queue bars and packet dots are drawn larger for a projector, and by how
 * much. The state lives in the workbench's instance preferences, so a teacher who left it on finds it on at the next
 * start. Everything that draws reads {@link #factor()} and repaints when told of a change; UI thread only.
 */
public final class Presentation {

    /** The factors offered; the first is the default. */
    public static final double[] FACTORS = { 1.5, 2.0 };
    static final String PREFERENCES = "org.dclab.ui";
    static final String ON = "presentationMode";
    static final String FACTOR = "presentationFactor";

    private static final ListenerList<Runnable> LISTENERS = new ListenerList<>();

    private Presentation() {
    }

    public static boolean isOn() {
        return preferences().getBoolean(ON, false);
    }

    /** The factor chosen for presentation mode, whether or not it is on: 1.5 unless 2 was chosen. */
    public static double chosenFactor() {
        double chosen = preferences().getDouble(FACTOR, FACTORS[0]);
        for (double f : FACTORS) {
            if (f == chosen) {
                return f;
            }
        }
        return FACTORS[0];
    }

    /** How much larger things are drawn now: the chosen factor in presentation mode, 1 otherwise. */
    public static double factor() {
        return isOn() ? chosenFactor() : 1;
    }

    /** {@code size} (pixels or points) as presentation mode draws it, never below 1. */
    public static int scale(int size) {
        return (int) Math.max(1, Math.round(size * factor()));
    }

    public static float scale(float size) {
        return (float) (size * factor());
    }

    /** Turns presentation mode on or off, keeps the choice for the next start and tells every listener. */
    public static void setOn(boolean on) {
        if (on != isOn()) {
            store(ON, Boolean.toString(on));
        }
    }

    /** Chooses the factor presentation mode uses (one of {@link #FACTORS}). */
    public static void setChosenFactor(double factor) {
        if (factor != chosenFactor()) {
            store(FACTOR, Double.toString(factor));
        }
    }

    private static void store(String key, String value) {
        IEclipsePreferences node = preferences();
        node.put(key, value);
        try {
            node.flush();
        } catch (BackingStoreException e) {
            // The choice holds for this session; only its memory across restarts is lost.
        }
        for (Runnable listener : LISTENERS) {
            listener.run();
        }
    }

    /**
     * Sets the fonts of {@code root} and everything in it at the present factor, as every view's are: for controls
     * a view makes after it opened (the steps of a lab sheet), which the window's own pass has not reached.
     */
    public static void scaleFonts(Control root) {
        ScaledFonts.apply(root, factor());
    }

    /** Calls {@code listener} after each change, until {@code owner} is disposed. */
    public static void follow(Control owner, Runnable listener) {
        LISTENERS.add(listener);
        owner.addDisposeListener(e -> LISTENERS.remove(listener));
    }

    public static void addListener(Runnable listener) {
        LISTENERS.add(listener);
    }

    public static void removeListener(Runnable listener) {
        LISTENERS.remove(listener);
    }

    private static IEclipsePreferences preferences() {
        return InstanceScope.INSTANCE.getNode(PREFERENCES);
    }
}
