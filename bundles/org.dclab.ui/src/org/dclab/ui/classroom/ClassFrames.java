package org.dclab.ui.classroom;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

import org.dclab.classroom.ClassFrame;
import org.dclab.classroom.ClassQuestions;
import org.dclab.model.Host;
import org.dclab.model.Link;
import org.dclab.model.Node;
import org.dclab.model.Scenario;
import org.dclab.sim.Measure;
import org.dclab.sim.SeriesKey;
import org.dclab.sim.SimulationRun;
import org.dclab.sim.live.FlowRoutes;
import org.dclab.sim.live.LiveActivity;
import org.dclab.sim.live.NetworkActivity;
import org.dclab.sim.live.PortActivity;
import org.dclab.sim.live.QueueScale;
import org.dclab.sim.live.RoutedFlow;
import org.dclab.ui.present.FlowColors;
import org.dclab.ui.present.LoadScale;
import org.dclab.ui.present.QueueLook;
import org.dclab.ui.run.LiveRuns;
import org.dclab.ui.run.RunSession;
import org.dclab.ui.run.RunState;
import org.dclab.ui.run.SessionHistory;
import org.dclab.ui.run.SessionHistory.Track;
import org.eclipse.swt.graphics.RGB;

import com.google.gson.stream.JsonWriter;

/**
 * What the class page shows, as the frames the server sends it: the session the Simulation Control view drives (its
 * scenario's topology, the canvas's queues, link loads with the canvas's colours for them, and flows' routes, the
 * clock), the live charts' series that the class follows (queue lengths with K, each flow's window, AIPM's con_wnd),
 * the lab step the teacher is at and the question asked. An update carries only what changed, chart points since the
 * last one, thinned as the charts thin theirs; the whole picture is written only when a page needs it. Reads the
 * session's history on the UI thread, as the charts do.
 */
final class ClassFrames {

    /** One chart of the page: the series of one measure. */
    private record Chart(String id, String title, String unit, Measure measure, int maxSeries) {
    }

    static final List<Chart> CHARTS = List.of(new Chart("queue", "Queue length", "packets", Measure.QUEUE_LENGTH, 8),
            new Chart("cwnd", "Congestion window", "bytes", Measure.CWND, 8),
            new Chart("conwnd", "AIPM connection window", "connections", Measure.CON_WND, 4));
    /** Points of one series in one update at most: at 16 updates a second, a chart's thousand pixels fill in seconds. */
    private static final int UPDATE_POINTS = 60;
    /** Points of one series in a whole picture at most: about two per pixel of a laptop's chart. */
    private static final int WHOLE_POINTS = 1500;

    private final ClassQuestions questions;
    private RunSession session;
    private int generation = -1;
    /** A port as the pages were last sent it, with its load rounded as it is sent. */
    private record PortShown(double occupancy, double limit, double utilisation, boolean dropped, boolean marked) {
        static PortShown of(PortActivity p) {
            return new PortShown(p.occupancy(), p.scale().limit(), round(p.utilisation(), 3), p.dropsSince() > 0, p.marksSince() > 0);
        }
    }

    /** Per port, what the pages that follow the updates were last sent of it. */
    private final Map<String, PortShown> sentPorts = new HashMap<>();
    /** Per series, the position up to which the pages have its points. */
    private final Map<SeriesKey, Integer> sent = new HashMap<>();
    private final Map<String, List<String>> chartNames = new HashMap<>();
    private NetworkActivity activity;
    private RunState state;
    private FlowRoutes routes;
    private long questionVersion = -1;
    private String stepTitle;
    private String stepText;
    private boolean stepChanged;

    ClassFrames(ClassQuestions questions) {
        this.questions = questions;
    }

    void step(String title, String text) {
        if (!Objects.equals(title, stepTitle) || !Objects.equals(text, stepText)) {
            stepTitle = title;
            stepText = text;
            stepChanged = true;
        }
    }

    /**
     * The next frame, with the whole picture when {@code pageWaiting}, or nothing when nothing changed and no page
     * waits.
     */
    Optional<ClassFrame> next(boolean pageWaiting) {
        RunSession now = LiveRuns.current();
        boolean newSession = now != session;
        if (newSession) {
            session = now;
            generation = -1;
            sent.clear();
            chartNames.clear();
        }
        SessionHistory history = session == null ? null : SessionHistory.of(session);
        boolean newGeneration = false;
        if (history != null) {
            history.update();
            if (history.generation() != generation) {
                generation = history.generation();
                newGeneration = true;
                sent.clear();
                chartNames.clear();
            }
        }
        SimulationRun run = session == null ? null : LiveActivity.of(session.scenarioUri());
        NetworkActivity newActivity = run == null ? null : run.activity();
        FlowRoutes newRoutes = run == null ? FlowRoutes.NONE : run.flowRoutes();
        RunState newState = session == null ? null : session.state();
        long version = questions.version();

        StringWriter text = new StringWriter();
        boolean changed = newSession || newGeneration;
        try (JsonWriter json = new JsonWriter(text)) {
            json.beginObject();
            if (newSession) {
                writeScenario(json);
            }
            if (newSession || newGeneration) {
                json.name("generation").value(generation);
            }
            if (newSession || !Objects.equals(newState, state)) {
                json.name("clock").value(clock(newState));
                state = newState;
                changed = true;
            }
            if (newSession || newActivity != activity) {
                changed |= writePorts(json, newActivity, newSession || newGeneration || activity == null || newActivity == null);
                activity = newActivity;
            }
            if (newSession || !newRoutes.equals(routes)) {
                writeFlows(json, newRoutes);
                routes = newRoutes;
                changed = true;
            }
            if (history != null) {
                changed |= writeCharts(json, history, run, false);
            }
            if (stepChanged || newSession) {
                writeStep(json);
                stepChanged = false;
                changed = true;
            }
            if (version != questionVersion) {
                writeQuestion(json);
                questionVersion = version;
                changed = true;
            }
            json.endObject();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        if (!changed && !pageWaiting) {
            return Optional.empty();
        }
        // The whole picture is made here, on the thread that may read the history, and only when a page waits for it.
        return Optional.of(new ClassFrame(text.toString(), pageWaiting ? whole() : null));
    }

    /** Everything a page shows now, for a page that has seen nothing or fell behind. */
    private String whole() {
        StringWriter text = new StringWriter();
        try (JsonWriter json = new JsonWriter(text)) {
            json.beginObject();
            writeColours(json);
            writeScenario(json);
            json.name("generation").value(generation);
            json.name("clock").value(clock(state));
            writeAllPorts(json, activity);
            writeFlows(json, routes == null ? FlowRoutes.NONE : routes);
            if (session != null) {
                writeCharts(json, SessionHistory.of(session), LiveActivity.of(session.scenarioUri()), true);
            }
            writeStep(json);
            writeQuestion(json);
            json.endObject();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return text.toString();
    }

    /**
     * The canvas's colours of link load and of queues, so the page draws the links, their legend and the queue bars as
     * the workbench does.
     */
    private static void writeColours(JsonWriter json) throws IOException {
        json.name("loadScale").beginObject().name("idle").value(LoadScale.IDLE).name("legend").value(LoadScale.LEGEND);
        json.name("stops").beginArray();
        for (RGB stop : LoadScale.STOPS) {
            json.value(hex(stop));
        }
        json.endArray().endObject();
        json.name("queueLook").beginObject().name("fill").value(hex(QueueLook.FILL)).name("frame").value(hex(QueueLook.FRAME));
        json.name("empty").value(hex(QueueLook.EMPTY)).name("threshold").value(hex(QueueLook.THRESHOLD));
        json.name("redBand").value(hex(QueueLook.RED_BAND)).name("dropFlash").value(hex(QueueLook.DROP_FLASH));
        json.name("markFlash").value(hex(QueueLook.MARK_FLASH)).endObject();
    }

    private void writeScenario(JsonWriter json) throws IOException {
        Scenario scenario = session == null ? null : session.scenarioNow();
        json.name("scenario").value(session == null ? "DC Lab class: the teacher has no scenario open" : session.name());
        json.name("topology");
        if (scenario == null || scenario.getNetwork() == null) {
            json.nullValue();
            return;
        }
        json.beginObject().name("nodes").beginArray();
        for (Node n : scenario.getNetwork().getNodes()) {
            json.beginObject().name("name").value(n.getName()).name("kind").value(n instanceof Host ? "host" : "switch");
            json.name("x").value(n.getX()).name("y").value(n.getY()).endObject();
        }
        json.endArray().name("links").beginArray();
        for (Link l : scenario.getNetwork().getLinks()) {
            if (l.getSource() != null && l.getTarget() != null) {
                json.beginObject().name("name").value(l.getName()).name("a").value(l.getSource().getName());
                json.name("b").value(l.getTarget().getName()).endObject();
            }
        }
        json.endArray().endObject();
    }

    /**
     * The ports of {@code activity} for an update: all of them as {@code ports}, which a page takes in place of those it
     * had, when {@code all} (a new session or run); otherwise, as {@code portsChanged}, only those whose values differ
     * from the last update's, which a page writes over its own. Most ports of a fabric stand still from one frame to the
     * next, and all of them were most of an update's bytes: a 180-link leaf-spine's 360 ports some 10 kB, sixteen
     * times a second to each page. Says whether it wrote any port.
     */
    private boolean writePorts(JsonWriter json, NetworkActivity activity, boolean all) throws IOException {
        if (all) {
            sentPorts.clear();
        }
        List<PortActivity> changedPorts = new ArrayList<>();
        for (PortActivity p : activity == null ? List.<PortActivity>of() : activity.ports().values()) {
            PortShown shown = PortShown.of(p);
            if (!shown.equals(sentPorts.put(p.name(), shown))) {
                changedPorts.add(p);
            }
        }
        if (all) {
            writeAllPorts(json, activity);
            return true;
        }
        if (changedPorts.isEmpty()) {
            return false;
        }
        json.name("portsChanged").beginObject();
        for (PortActivity p : changedPorts) {
            writePort(json, p);
        }
        json.endObject();
        return true;
    }

    /** Every port of {@code activity}, for a page to take in place of those it had. */
    private static void writeAllPorts(JsonWriter json, NetworkActivity activity) throws IOException {
        json.name("ports").beginObject();
        if (activity != null) {
            for (PortActivity p : activity.ports().values()) {
                writePort(json, p);
            }
        }
        json.endObject();
    }

    /**
     * A port: its queue, its limit in the same unit, its line's load, whether it dropped and whether it marked since the
     * last picture, and the thresholds its bar shows as the canvas's does (K in the queue's unit, RED's min and max in
     * packets; null where the discipline has none, or RED's on a queue counted in bytes, which the canvas leaves out too).
     */
    private static void writePort(JsonWriter json, PortActivity p) throws IOException {
        QueueScale scale = p.scale();
        json.name(p.name()).beginArray().value(p.occupancy()).value(scale.limit()).value(round(p.utilisation(), 3));
        json.value(p.dropsSince() > 0 ? 1 : 0).value(p.marksSince() > 0 ? 1 : 0);
        threshold(json, scale.hasMarkThreshold(), scale.markThreshold());
        boolean redShown = scale.isRed() && !scale.inBytes();
        threshold(json, redShown, scale.redMinPackets());
        threshold(json, redShown, scale.redMaxPackets());
        json.endArray();
    }

    private static void threshold(JsonWriter json, boolean shown, double value) throws IOException {
        if (shown) {
            json.value(value);
        } else {
            json.nullValue();
        }
    }

    private void writeFlows(JsonWriter json, FlowRoutes routes) throws IOException {
        FlowColors colors = session == null ? FlowColors.NONE : FlowColors.of(session.scenarioUri(), session.scenarioAsRun());
        Map<String, List<String>> byApplication = new LinkedHashMap<>();
        for (RoutedFlow f : routes.flows()) {
            byApplication.computeIfAbsent(f.application(), a -> new ArrayList<>());
            for (String link : f.links()) {
                List<String> links = byApplication.get(f.application());
                if (!links.contains(link)) {
                    links.add(link);
                }
            }
        }
        json.name("flows").beginArray();
        for (Map.Entry<String, List<String>> e : byApplication.entrySet()) {
            json.beginObject().name("name").value(e.getKey()).name("color").value(hex(colors.ofApplication(e.getKey())));
            json.name("links").beginArray();
            for (String link : e.getValue()) {
                json.value(link);
            }
            json.endArray().endObject();
        }
        json.endArray();
    }

    /**
     * The charts' points the pages have not had, or all of them for a whole picture; a chart whose series changed (a
     * flow opened) is sent again from its start, to be drawn anew. Says whether any point was written.
     */
    private boolean writeCharts(JsonWriter json, SessionHistory history, SimulationRun run, boolean whole) throws IOException {
        FlowColors colors = FlowColors.of(session.scenarioUri(), session.scenarioAsRun());
        Map<SeriesKey, Map<String, Double>> lines = run == null ? Map.of() : run.queueLines();
        boolean any = false;
        json.name("charts").beginArray();
        for (Chart chart : CHARTS) {
            List<Track> tracks = history.tracks().stream().filter(t -> t.key().measure() == chart.measure()).limit(chart.maxSeries())
                    .toList();
            if (tracks.isEmpty()) {
                continue;
            }
            List<String> names = tracks.stream().map(Track::name).toList();
            boolean replace = whole || !names.equals(chartNames.get(chart.id()));
            if (!whole) {
                chartNames.put(chart.id(), names);
            }
            boolean fresh = replace || tracks.stream().anyMatch(t -> t.end() > sent.getOrDefault(t.key(), 0));
            if (!fresh) {
                continue;
            }
            any = true;
            json.beginObject().name("id").value(chart.id()).name("title").value(chart.title()).name("unit").value(chart.unit());
            json.name("replace").value(replace);
            json.name("series").beginArray();
            for (int i = 0; i < tracks.size(); i++) {
                Track t = tracks.get(i);
                int from = replace ? 0 : sent.getOrDefault(t.key(), 0);
                RGB rgb = chart.measure() == Measure.QUEUE_LENGTH ? null : colors.of(t.key().subject());
                rgb = rgb == null ? FlowColors.ofOtherSeries(i) : rgb;
                json.beginObject().name("name").value(t.key().subject().label()).name("color").value(hex(rgb));
                writePoints(json, t, from, t.end(), whole ? WHOLE_POINTS : replace ? WHOLE_POINTS : UPDATE_POINTS);
                json.endObject();
                if (!whole) {
                    sent.put(t.key(), t.end());
                }
            }
            json.endArray();
            json.name("lines").beginArray();
            if (chart.measure() == Measure.QUEUE_LENGTH) {
                Map<String, Double> levels = lines.getOrDefault(tracks.get(0).key(), Map.of());
                for (Map.Entry<String, Double> level : levels.entrySet()) {
                    if (Double.isFinite(level.getValue())) {
                        json.beginObject().name("label").value(level.getKey()).name("value").value(level.getValue()).endObject();
                    }
                }
            }
            json.endArray().endObject();
        }
        json.endArray();
        return any;
    }

    /** The points from {@code from} to {@code to}, at most {@code max} of them: evenly spaced, and always the newest. */
    private static void writePoints(JsonWriter json, Track t, int from, int to, int max) throws IOException {
        int stride = Math.max(1, (int) Math.ceil((to - from) / (double) max));
        List<Integer> at = new ArrayList<>();
        for (int i = from; i < to; i += stride) {
            at.add(i);
        }
        if (to > from && at.get(at.size() - 1) != to - 1) {
            at.add(to - 1);
        }
        json.name("t").beginArray();
        for (int i : at) {
            json.value(round(t.timePs(i) / 1e9, 6));
        }
        json.endArray().name("v").beginArray();
        for (int i : at) {
            double v = t.value(i);
            if (Double.isFinite(v)) {
                json.value(round(v, 4));
            } else {
                json.nullValue();
            }
        }
        json.endArray();
    }

    private void writeStep(JsonWriter json) throws IOException {
        json.name("step");
        if (stepTitle == null) {
            json.nullValue();
        } else {
            json.beginObject().name("title").value(stepTitle).name("text").value(stepText).endObject();
        }
    }

    /** The question being asked; the class's answers only once the teacher reveals them, and never who gave which. */
    private void writeQuestion(JsonWriter json) throws IOException {
        json.name("question");
        Optional<ClassQuestions.Question> asked = questions.current();
        if (asked.isEmpty()) {
            json.nullValue();
            return;
        }
        ClassQuestions.Question q = asked.get();
        json.beginObject().name("id").value(q.id()).name("title").value(q.title()).name("text").value(q.text());
        json.name("unit").value(q.unit()).name("open").value(q.open()).name("revealed").value(q.revealed());
        json.name("measured");
        if (Double.isNaN(q.measured())) {
            json.nullValue();
        } else {
            json.value(q.measured());
        }
        json.name("answered").value(q.answers().size());
        json.name("answers").beginArray();
        if (q.revealed()) {
            for (ClassQuestions.Answer a : q.answers()) {
                json.value(a.value());
            }
        }
        json.endArray().endObject();
    }

    static String clock(RunState state) {
        if (state == null) {
            return "no run yet";
        }
        return String.format(Locale.ROOT, "%.3f ms of %.3f ms%s", state.nowPs() / 1e9, state.endPs() / 1e9, state.busy() ? ", running"
                : "");
    }

    private static String hex(RGB rgb) {
        return String.format(Locale.ROOT, "#%02x%02x%02x", rgb.red, rgb.green, rgb.blue);
    }

    private static double round(double value, int digits) {
        double scale = Math.pow(10, digits);
        return Math.round(value * scale) / scale;
    }
}
