package org.dclab.ui.views;

import static org.dclab.ui.views.ShellFixture.pump;
import static org.dclab.ui.views.ShellFixture.pumpUntil;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Predicate;

import org.dclab.model.Application;
import org.dclab.model.NamedElement;
import org.dclab.model.Scenario;
import org.dclab.model.resource.ScenarioFiles;
import org.dclab.sim.Measure;
import org.dclab.sim.SeriesKey;
import org.dclab.sim.SeriesSubject;
import org.dclab.ui.run.RunSession;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.jfree.data.xy.XYSeriesCollection;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Names are for people: applications and nodes named like the measures and words of series names ("queue", "cwnd",
 * "alpha", "goodput", "length") are charted, labelled and selected exactly as the examples' own names are.
 */
class HostileNamesChartsTest {

    private Display display;
    private Shell shell;
    private RunSession session;

    @BeforeEach
    void openShell() {
        display = Display.getDefault();
        shell = new Shell(display);
        shell.setLayout(new FillLayout());
        shell.setSize(700, 900);
    }

    @AfterEach
    void closeShell() {
        if (session != null) {
            session.cancel();
        }
        shell.dispose();
    }

    @Test
    void applicationsNamedLikeMeasuresAreChartedAndSelectedByTheirOwnSeries() throws Exception {
        // The example's DCTCP flows dctcp1, dctcp2 and ECN NewReno flows tcp1, tcp2, through switches left and right.
        Scenario scenario = renamed("coexist-fig3-threshold", Map.of("dctcp1", "queue", "dctcp2", "cwnd", "tcp1", "alpha",
                "tcp2", "goodput", "left", "length", "right", "ssthresh"));
        LiveChartsPanel charts = run(scenario, List.of(ChartKind.QUEUE, ChartKind.CWND, ChartKind.ALPHA, ChartKind.GOODPUT,
                ChartKind.SHARE));
        ChartSlot queue = charts.slots().get(0);
        ChartSlot cwnd = charts.slots().get(1);
        ChartSlot alpha = charts.slots().get(2);
        ChartSlot goodput = charts.slots().get(3);
        ChartSlot share = charts.slots().get(4);

        assertEquals(List.of("length->ssthresh"), queue.labels(), "the probed bottleneck only");
        assertEquals(Set.of("queue", "cwnd", "alpha", "goodput"), applicationsOf(cwnd));
        assertEquals(Set.of("queue", "cwnd"), applicationsOf(alpha), "\u03b1 of the DCTCP flows only");
        assertEquals(Set.of("queue", "cwnd", "alpha", "goodput"), Set.copyOf(goodput.labels()));
        assertTrue(hasPoints(cwnd.dataset()) && hasPoints(alpha.dataset()) && hasPoints(goodput.dataset()));
        XYSeriesCollection ratio = share.dataset();
        assertTrue(ratio.getSeriesCount() > 0 && ratio.getItemCount(0) > 0,
                "the DCTCP / TCP ratio of flows named queue and cwnd over alpha and goodput");

        Application queueApp = scenario.getTraffic().getApplications().stream().filter(a -> a.getName().equals("queue")).findFirst()
                .orElseThrow();
        Predicate<SeriesKey> selected = SelectedSeries.of(queueApp);
        assertFalse(selected.test(SeriesKey.queueLength("length", "ssthresh")), "the application queue is not the queues");
        charts.select(selected);
        for (String label : cwnd.labels()) {
            assertEquals(cwnd.key(label).subject().ofApplication("queue"), cwnd.isShown(label), label);
        }
        assertEquals(List.of("queue"), goodput.labels().stream().filter(goodput::isShown).toList());
        assertTrue(queue.isShown("length->ssthresh"), "a chart with nothing of the selection keeps its lines");
    }

    @Test
    void anIncastClientNamedQueueHasItsConnectionWindowAndAwndCharted() throws Exception {
        LiveChartsPanel charts = run(renamed("aipm-fig4-single-bottleneck", Map.of("incast", "queue")),
                List.of(ChartKind.CONNECTIONS, ChartKind.AWND));
        ChartSlot connections = charts.slots().get(0);
        ChartSlot awnd = charts.slots().get(1);
        assertEquals(Set.of("queue con_wnd", "queue live connections"), Set.copyOf(connections.labels()));
        assertEquals(List.of("queue"), awnd.labels());
        assertTrue(hasPoints(connections.dataset()) && hasPoints(awnd.dataset()));
        charts.overlay(awnd, true);
        pump(display, 200);
        assertTrue(awnd.dataset().getSeries("queue C\u00b7D/n" + ChartOverlays.MODEL).getItemCount() > 0,
                "AIPM's model of the client named queue");
    }

    /** Subjects a scenario cannot name (spaces, other scripts) still find their chart and legend by key. */
    @Test
    void subjectsWithSpacesAndOtherScriptsFindTheirChartAndLabel() {
        SeriesSubject.Flow flow = new SeriesSubject.Flow("queue cwnd", "#3 h\u00f6st 1->\u03b4\u03ad\u03ba\u03c4\u03b7\u03c2",
                "h\u00f6st 1",
                "\u03b4\u03ad\u03ba\u03c4\u03b7\u03c2");
        SeriesKey window = new SeriesKey(flow, Measure.CWND);
        assertEquals(ChartKind.CWND, ChartKind.of(window));
        assertEquals("queue cwnd #3 h\u00f6st 1->\u03b4\u03ad\u03ba\u03c4\u03b7\u03c2", ChartKind.CWND.label(window));
        assertEquals("queue cwnd #3 h\u00f6st 1->\u03b4\u03ad\u03ba\u03c4\u03b7\u03c2 cwnd", window.name(),
                "named as before for legends and files");

        SeriesKey live = SeriesKey.ofApplication("\u5e94\u7528 length", Measure.LIVE_CONNECTIONS);
        assertEquals(ChartKind.CONNECTIONS, ChartKind.of(live));
        assertEquals("\u5e94\u7528 length live connections", ChartKind.CONNECTIONS.label(live));

        SeriesKey port = SeriesKey.queueLength("sw 1", "queue");
        assertEquals(ChartKind.QUEUE, ChartKind.of(port));
        assertEquals("sw 1->queue", ChartKind.QUEUE.label(port));
        assertEquals(null, ChartKind.of(new SeriesKey(new SeriesSubject.Port("a", "b"), Measure.QUEUE_DROPS)), "drops have no live chart");
    }

    private static Scenario renamed(String example, Map<String, String> names) throws Exception {
        Scenario scenario = ScenarioFiles.load(ShellFixture.example(example));
        int[] renamed = { 0 };
        scenario.eAllContents().forEachRemaining(o -> {
            if (o instanceof NamedElement e && names.containsKey(e.getName())) {
                e.setName(names.get(e.getName()));
                renamed[0]++;
            }
        });
        assertEquals(names.size(), renamed[0], "every name given is in " + example);
        // Sweeps name what they vary by path ("incast.serverCount"); a run does not sweep, so they go with the old names.
        scenario.getExperiment().getSweeps().clear();
        return scenario;
    }

    private LiveChartsPanel run(Scenario scenario, List<ChartKind> kinds) {
        LiveChartsPanel charts = new LiveChartsPanel(shell, SWT.NONE, kinds);
        shell.open();
        session = new RunSession(scenario.getName(), () -> EcoreUtil.copy(scenario));
        charts.follow(session);
        session.runUntil(50_000_000_000L);
        pumpUntil(display, () -> !session.state().busy(), 120_000);
        pump(display, 300);
        assertNotNull(session.result(), () -> "the renamed scenario runs: " + session.state().message());
        return charts;
    }

    /** The applications of the flows a chart of connections draws. */
    private static Set<String> applicationsOf(ChartSlot slot) {
        Set<String> apps = new TreeSet<>();
        slot.labels().forEach(l -> apps.add(((SeriesSubject.Flow) slot.key(l).subject()).application()));
        return apps;
    }

    private static boolean hasPoints(XYSeriesCollection data) {
        for (int s = 0; s < data.getSeriesCount(); s++) {
            if (data.getItemCount(s) > 0) {
                return true;
            }
        }
        return false;
    }
}
