package org.dclab.ui.present;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;

import org.dclab.charts.Palette;
import org.dclab.model.Application;
import org.dclab.model.Scenario;
import org.dclab.sim.SeriesSubject;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.swt.graphics.RGB;

/**
 * The one colour of each application (each flow, or each incast), used everywhere it appears: its path on the
 * canvas, its lines in the charts, its rows in the Event List, its legend entries. Colours are first given in the order
 * the scenario lists its applications, and then kept per scenario file for the application's life: deleting one
 * application leaves the others theirs, and no two applications of a file ever share one.
 *
 * <p>The palette is Okabe and Ito's ({@link Palette}), which people with any common form of colour blindness still tell
 * apart, ordered for contrast on white.
 */
public final class FlowColors {

    /** {@link Palette}'s colours, in its order. */
    public static final List<RGB> PALETTE = IntStream.range(0, Palette.size()).map(Palette::rgb).mapToObj(c -> new RGB(c >> 16 & 0xFF,
            c >> 8 & 0xFF, c & 0xFF)).toList();

    /** Where series of no flow start in the palette: its black. */
    private static final int OTHERS_FROM = 3;

    public static final FlowColors NONE = new FlowColors(Map.of());

    private final Map<String, RGB> byApplication;

    private FlowColors(Map<String, RGB> byApplication) {
        this.byApplication = byApplication;
    }

    /**
     * Each scenario file's applications' places in the palette, kept for as long as the workbench runs: an application
     * keeps its colour when others are deleted or added, and a colour once given is not given to another application of
     * that file, whose old run may still draw the one deleted.
     */
    private static final Map<String, Map<String, Integer>> GIVEN = new HashMap<>();

    /**
     * The colours of {@code scenario}'s applications, as its file's editor, charts and lists show them; {@link #NONE}
     * for null. A scenario in no file is coloured in its applications' order.
     */
    public static FlowColors of(Scenario scenario) {
        Resource resource = scenario == null ? null : scenario.eResource();
        return of(resource == null || resource.getURI() == null ? null : resource.getURI().toString(), scenario);
    }

    /**
     * The colours of {@code scenario}'s applications where it is a copy of the scenario of the file at
     * {@code scenarioUri} (the copy a run simulates): the colours that file's canvas draws them in.
     */
    public static FlowColors of(String scenarioUri, Scenario scenario) {
        if (scenario == null || scenario.getTraffic() == null) {
            return NONE;
        }
        Map<String, Integer> places;
        synchronized (GIVEN) {
            places = scenarioUri == null ? new HashMap<>() : GIVEN.computeIfAbsent(scenarioUri, uri -> new HashMap<>());
            for (Application app : scenario.getTraffic().getApplications()) {
                if (app.getName() != null && !places.containsKey(app.getName())) {
                    places.put(app.getName(), places.size());
                }
            }
            places = Map.copyOf(places);
        }
        Map<String, RGB> colours = new LinkedHashMap<>();
        for (Application app : scenario.getTraffic().getApplications()) {
            if (app.getName() != null) {
                colours.put(app.getName(), inPalette(places.get(app.getName())));
            }
        }
        return new FlowColors(Map.copyOf(colours));
    }

    /**
     * The colour of the {@code index}th series that is no flow's (a queue, a ratio): black first, then vermillion,
     * bluish green and orange, so that no queue line reads as the first flows' blue or purple.
     */
    public static RGB ofOtherSeries(int index) {
        return inPalette(OTHERS_FROM + index);
    }

    /**
     * The palette's {@code index}th colour; past its seven, further colours that differ from all before them (hues a
     * golden angle apart, at three brightnesses and two saturations by turns), so that no two flows on screen share one.
     */
    public static RGB inPalette(int index) {
        if (index < PALETTE.size()) {
            return PALETTE.get(Math.max(0, index));
        }
        int beyond = index - PALETTE.size();
        float hue = (float) ((15 + beyond * 137.508) % 360);
        float[] brightness = { 0.55f, 0.75f, 0.9f };
        return new RGB(hue, (beyond / 3) % 2 == 0 ? 0.9f : 0.6f, brightness[beyond % 3]);
    }

    /** The colour of application {@code name}, or null when the scenario has none of that name. */
    public RGB ofApplication(String name) {
        return byApplication.get(name);
    }

    /** The colour of a flow's or an application's series; null for a port's, which belongs to no one flow. */
    public RGB of(SeriesSubject subject) {
        String app = applicationOf(subject);
        return app == null ? null : ofApplication(app);
    }

    /** The application a flow's or an application's series belongs to; null for a port's. */
    public static String applicationOf(SeriesSubject subject) {
        if (subject instanceof SeriesSubject.Flow f) {
            return f.application();
        }
        return subject instanceof SeriesSubject.Application a ? a.name() : null;
    }

    /**
     * The colour of a connection named as the trace names it, "app #id src->dst" (see {@link SeriesSubject.Flow}); null
     * for "" (an event of no connection) or an application not in the scenario.
     */
    public RGB ofConnection(String connection) {
        String app = applicationOf(connection);
        return app == null ? null : ofApplication(app);
    }

    /** The application of a connection named as the trace names it, "app #id src->dst"; null for "" or another name. */
    public static String applicationOf(String connection) {
        int id = connection.lastIndexOf(" #");
        return id < 0 ? null : connection.substring(0, id);
    }

    /**
     * {@code rgb} three quarters of the way to white: a flow drawn behind a highlighted one ({@link FlowHighlight}),
     * still telling its colour.
     */
    public static RGB faded(RGB rgb) {
        return new RGB(rgb.red + (255 - rgb.red) * 3 / 4, rgb.green + (255 - rgb.green) * 3 / 4, rgb.blue + (255 - rgb.blue) * 3 / 4);
    }

    public static java.awt.Color awt(RGB rgb) {
        return new java.awt.Color(rgb.red, rgb.green, rgb.blue);
    }
}
