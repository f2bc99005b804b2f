package org.dclab.ui.present;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.resource.Resource;

/**
 * The one flow (application) a class is asked to look at, per scenario file: clicking a flow's lane or one of its
 * packets on the canvas picks it, as do selecting one of its Event List rows and double-clicking its chart legend
 * entry; every place that draws flows in their {@link FlowColors} emphasises it and dims the others (the canvas's lanes
 * and packets, the Inspector's rows and queue bar, the Event List's colour squares). Keyed by the scenario file's URI, as live runs are, so two open
 * scenarios keep their own. Touched on the UI thread only; listeners are told the URI that changed.
 */
public final class FlowHighlight {

    private static final Map<String, String> HIGHLIGHTED = new HashMap<>();
    private static final List<Consumer<String>> LISTENERS = new CopyOnWriteArrayList<>();

    private FlowHighlight() {
    }

    /** The application highlighted in the scenario of {@code element}, or null when none is. */
    public static String of(EObject element) {
        return of(uriOf(element));
    }

    /** The application highlighted in the scenario at {@code scenarioUri}, or null. */
    public static String of(String scenarioUri) {
        return scenarioUri == null ? null : HIGHLIGHTED.get(scenarioUri);
    }

    /** Highlights application {@code application} of the scenario of {@code element}, or none for null. */
    public static void set(EObject element, String application) {
        set(uriOf(element), application);
    }

    /** Highlights application {@code application} of the scenario at {@code scenarioUri}, or none for null. */
    public static void set(String scenarioUri, String application) {
        String uri = scenarioUri;
        if (uri == null) {
            return;
        }
        String before = application == null ? HIGHLIGHTED.remove(uri) : HIGHLIGHTED.put(uri, application);
        if (!Objects.equals(before, application)) {
            LISTENERS.forEach(l -> l.accept(uri));
        }
    }

    public static void addListener(Consumer<String> listener) {
        LISTENERS.add(listener);
    }

    public static void removeListener(Consumer<String> listener) {
        LISTENERS.remove(listener);
    }

    private static String uriOf(EObject element) {
        Resource resource = element == null ? null : element.eResource();
        return resource == null || resource.getURI() == null ? null : resource.getURI().toString();
    }
}
