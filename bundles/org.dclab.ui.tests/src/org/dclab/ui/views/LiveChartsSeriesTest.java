package org.dclab.ui.views;

import static org.dclab.ui.views.ShellFixture.pump;
import static org.dclab.ui.views.ShellFixture.pumpUntil;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import org.dclab.model.Application;
import org.dclab.model.Scenario;
import org.dclab.model.resource.ScenarioFiles;
import org.dclab.sim.Measure;
import org.dclab.sim.SeriesKey;
import org.dclab.ui.run.RunSession;
import org.dclab.ui.run.SessionHistory;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.jfree.chart.plot.IntervalMarker;
import org.jfree.chart.ui.Layer;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The charts beyond the default three, their series picker, selection, window, overlays and CSV export. */
class LiveChartsSeriesTest {

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
    void alphaSsthreshAndGoodputOfADctcpExampleAppear() throws Exception {
        LiveChartsPanel charts = run("coexist-fig3-threshold", List.of(ChartKind.SSTHRESH, ChartKind.ALPHA, ChartKind.GOODPUT));
        XYSeriesCollection ssthresh = charts.datasets()[0];
        XYSeriesCollection alpha = charts.datasets()[1];
        XYSeriesCollection goodput = charts.datasets()[2];
        assertEquals(4, ssthresh.getSeriesCount(), "one threshold per long flow");
        assertEquals(2, alpha.getSeriesCount(), "alpha of the DCTCP flows only");
        assertTrue(keys(alpha).stream().allMatch(k -> k.toString().startsWith("dctcp")), keys(alpha)::toString);
        for (int s = 0; s < alpha.getSeriesCount(); s++) {
            assertTrue(alpha.getItemCount(s) > 5, "alpha sampled through the run");
            for (int i = 0; i < alpha.getItemCount(s); i++) {
                double a = alpha.getYValue(s, i);
                assertTrue(a >= 0 && a <= 1, "alpha is a fraction: " + a);
            }
        }
        assertEquals(Set.of("dctcp1", "dctcp2", "tcp1", "tcp2"), keys(goodput));
        // The bottleneck is 1 Gbit/s: no flow's goodput over a period can exceed it.
        for (int s = 0; s < goodput.getSeriesCount(); s++) {
            for (int i = 0; i < goodput.getItemCount(s); i++) {
                assertTrue(goodput.getYValue(s, i) <= 1.0 + 1e-9, "goodput in Gbit/s: " + goodput.getYValue(s, i));
            }
        }
    }

    @Test
    void csvExportHoldsExactlyTheShownPointsOfTheDataset() throws Exception {
        LiveChartsPanel charts = run("coexist-fig3-threshold", List.of(ChartKind.CWND));
        ChartSlot cwnd = charts.slots().get(0);
        String hiddenLabel = cwnd.labels().get(0);
        cwnd.setHidden(Set.of(hiddenLabel));
        StringWriter out = new StringWriter();
        ChartCsv.write(cwnd, out);

        String[] lines = out.toString().split("\n");
        assertEquals("series,time_s,cwnd (bytes)", lines[0]);
        List<String> expected = new ArrayList<>();
        for (int s = 0; s < cwnd.dataset().getSeriesCount(); s++) {
            XYSeries series = cwnd.dataset().getSeries(s);
            if (!series.getKey().equals(hiddenLabel)) {
                for (int i = 0; i < series.getItemCount(); i++) {
                    expected.add(series.getKey() + "|" + series.getX(i).doubleValue() + "|" + series.getY(i).doubleValue());
                }
            }
        }
        List<String> read = new ArrayList<>();
        for (int i = 1; i < lines.length; i++) {
            String[] f = lines[i].split(",");
            read.add(f[0] + "|" + Double.parseDouble(f[1]) + "|" + Double.parseDouble(f[2]));
        }
        assertEquals(expected, read);
        assertTrue(expected.size() > 100);
    }

    @Test
    void awndOverlayIsCapacityTimesDelayOverLiveConnections() throws Exception {
        LiveChartsPanel charts = run("aipm-fig4-single-bottleneck", List.of(ChartKind.AWND));
        ChartSlot awnd = charts.slots().get(0);
        charts.overlay(awnd, true);
        pump(display, 200);
        XYSeries model = awnd.dataset().getSeries("incast C\u00b7D/n" + ChartOverlays.MODEL);
        SessionHistory.Track live = SessionHistory.of(session).track(SeriesKey.ofApplication("incast", Measure.LIVE_CONNECTIONS));
        assertEquals(live.end(), model.getItemCount());
        for (int i = 0; i < model.getItemCount(); i++) {
            // The example's bottleneck: 1 Gbit/s and 100 us of propagation RTT, so C*D = 12 500 bytes.
            double n = Math.max(1, live.value(i));
            assertEquals(12_500.0 / n, model.getY(i).doubleValue(), 1e-9);
            assertEquals(live.timePs(i) / 1e12, model.getX(i).doubleValue(), 1e-15);
        }
        charts.overlay(awnd, false);
        assertEquals(-1, awnd.dataset().getSeriesIndex("incast C\u00b7D/n" + ChartOverlays.MODEL), "the toggle removes the model");
    }

    @Test
    void queueOverlayIsTheDctcpSteadyStateBandOfTheExample() throws Exception {
        LiveChartsPanel charts = run("coexist-fig3-threshold", List.of(ChartKind.QUEUE));
        ChartSlot queue = charts.slots().get(0);
        charts.overlay(queue, true);
        IntervalMarker band = (IntervalMarker) queue.chart().getXYPlot().getRangeMarkers(Layer.BACKGROUND).stream()
                .filter(IntervalMarker.class::isInstance).findFirst().orElseThrow();
        // N = 2 DCTCP flows, C*RTT = 1 Gbit/s * 250 us / 1500 B = 20.83 packets, K = 65:
        // Q_max = K + N = 67, Q_min = Q_max - sqrt(2 N (C*RTT + K)) / 2 = 57.74.
        assertEquals(67.0, band.getEndValue(), 1e-9);
        assertEquals(57.74, band.getStartValue(), 0.01);
    }

    @Test
    void shareChartIsDctcpOverTcpGoodputWithAimdOneOverAlphaBesideIt() throws Exception {
        LiveChartsPanel charts = run("coexist-fig3-threshold", List.of(ChartKind.SHARE), 100_000_000_000L);
        ChartSlot share = charts.slots().get(0);
        charts.overlay(share, true);
        SessionHistory history = SessionHistory.of(session);
        XYSeries simulated = share.dataset().getSeries(GoodputShare.SIMULATED);
        assertTrue(simulated.getItemCount() >= 9, "one point per 10 ms goodput period: " + simulated.getItemCount());
        for (int i = 0; i < simulated.getItemCount(); i++) {
            double dctcp = goodput(history, "dctcp1").value(i) + goodput(history, "dctcp2").value(i);
            double tcp = goodput(history, "tcp1").value(i) + goodput(history, "tcp2").value(i);
            assertEquals(dctcp / tcp, simulated.getY(i).doubleValue(), 1e-12);
        }
        XYSeries model = share.dataset().getSeries("AIMD share 1/\u03b1" + ChartOverlays.MODEL);
        assertTrue(model.getItemCount() > 0);
        List<SessionHistory.Track> alphas = history.tracks().stream().filter(t -> t.key().measure() == Measure.ALPHA).toList();
        assertEquals(2, alphas.size());
        for (int i = 0; i < model.getItemCount(); i++) {
            long t = Math.round(model.getX(i).doubleValue() * 1e12);
            double meanAlpha = alphas.stream().mapToDouble(a -> lastAtOrBefore(a, t)).average().orElseThrow();
            // AIMD share of DCTCP (beta = 1 - alpha/2) against TCP (beta = 1/2): 1/alpha.
            assertEquals(1 / meanAlpha, model.getY(i).doubleValue(), 1e-9 / meanAlpha);
        }
    }

    private static SessionHistory.Track goodput(SessionHistory history, String application) {
        return history.track(SeriesKey.ofApplication(application, Measure.GOODPUT));
    }

    private static double lastAtOrBefore(SessionHistory.Track track, long timePs) {
        double value = Double.NaN;
        for (int i = 0; i < track.end() && track.timePs(i) <= timePs + 1; i++) {
            value = track.value(i);
        }
        return value;
    }

    @Test
    void selectingAnApplicationShowsOnlyItsSeriesAndTheWindowSlides() throws Exception {
        LiveChartsPanel charts = run("coexist-fig3-threshold", List.of(ChartKind.CWND, ChartKind.QUEUE));
        Scenario scenario = ScenarioFiles.load(ShellFixture.example("coexist-fig3-threshold"));
        Application tcp1 = scenario.getTraffic().getApplications().stream().filter(a -> a.getName().equals("tcp1")).findFirst()
                .orElseThrow();
        charts.select(SelectedSeries.of(tcp1));
        ChartSlot cwnd = charts.slots().get(0);
        for (String label : cwnd.labels()) {
            assertEquals(label.startsWith("tcp1 "), cwnd.isShown(label), label);
        }
        ChartSlot queue = charts.slots().get(1);
        assertTrue(queue.isShown("left->right"), "a chart with nothing of the selection keeps its lines");
        charts.select(null);
        assertTrue(cwnd.labels().stream().allMatch(cwnd::isShown));

        charts.slide(cwnd, true);
        // The example runs 2 s; the window is a tenth of it.
        assertEquals(0.2, cwnd.windowSeconds(), 1e-12);
        var time = cwnd.chart().getXYPlot().getDomainAxis();
        assertEquals(0.2, time.getUpperBound() - time.getLowerBound(), 1e-9);
        charts.slide(cwnd, false);
        assertFalse(cwnd.windowSeconds() > 0);
    }

    private LiveChartsPanel run(String example, List<ChartKind> kinds) throws Exception {
        return run(example, kinds, 20_000_000_000L);
    }

    private LiveChartsPanel run(String example, List<ChartKind> kinds, long untilPs) throws Exception {
        LiveChartsPanel charts = new LiveChartsPanel(shell, SWT.NONE, kinds);
        shell.open();
        session = ShellFixture.session(example);
        charts.follow(session);
        session.runUntil(untilPs);
        pumpUntil(display, () -> !session.state().busy(), 120_000);
        pump(display, 300);
        return charts;
    }

    private static Set<Object> keys(XYSeriesCollection data) {
        Set<Object> keys = new java.util.HashSet<>();
        for (int i = 0; i < data.getSeriesCount(); i++) {
            keys.add(data.getSeriesKey(i));
        }
        return keys;
    }
}
