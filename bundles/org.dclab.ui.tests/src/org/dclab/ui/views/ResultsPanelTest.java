package org.dclab.ui.views;

import static org.dclab.ui.views.ShellFixture.pump;
import static org.dclab.ui.views.ShellFixture.pumpUntil;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.dclab.sim.RunResult;
import org.dclab.sim.results.Flattened;
import org.dclab.ui.run.RunSession;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.jfree.data.xy.YIntervalSeries;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The results table after a run, and sweep curves from a sweep table. */
class ResultsPanelTest {

    private Display display;
    private Shell shell;
    private ResultsPanel panel;

    @BeforeEach
    void openShell() {
        display = Display.getDefault();
        shell = new Shell(display);
        shell.setLayout(new FillLayout());
        shell.setSize(600, 700);
        panel = new ResultsPanel(shell, SWT.NONE);
        shell.open();
    }

    @AfterEach
    void closeShell() {
        shell.dispose();
    }

    @Test
    void tableAfterARunListsEveryFigureOfItsSummary() throws Exception {
        RunSession session = ShellFixture.session("coexist-fig3-threshold");
        session.runUntil(20_000_000_000L);
        pumpUntil(display, () -> !session.state().busy(), 120_000);
        RunResult result = session.result();
        panel.show(result);
        pump(display, 100);

        Map<String, Object> flat = Flattened.of(result.summary());
        String[][] rows = panel.rows();
        List<String> keys = new ArrayList<>(List.of(ResultsPanel.STANDING));
        keys.addAll(flat.keySet());
        // Jain's index of the four flows' goodputs follows the goodput: derived, not kept in the summary files.
        keys.add(keys.indexOf("goodputGbps") + 1, ResultsPanel.JAIN);
        assertEquals(keys, List.of(rows).stream().map(r -> r[0]).toList());
        Map<String, String> shown = new java.util.HashMap<>();
        for (String[] r : rows) {
            shown.put(r[0], r[1]);
        }
        assertEquals("stopped at 20 ms of 2000 ms (stopped where asked)", shown.get(ResultsPanel.STANDING),
                "a run stopped before its end says so, with where and why");
        assertEquals("stopped", shown.get("status"));
        assertEquals("coexist-fig3-threshold", shown.get("scenario"));
        assertEquals(String.valueOf(session.state().events()), shown.get("events"), "events executed by the run");
        assertEquals(0.02, Double.parseDouble(shown.get("simulatedSeconds")), 1e-12);
        assertTrue(Double.parseDouble(shown.get("applications.dctcp1.goodputGbps")) > 0);
        double jain = Double.parseDouble(shown.get(ResultsPanel.JAIN));
        assertTrue(jain > 0.25 && jain <= 1, "between 1/n and 1: " + jain);
        String[] goodput = java.util.Arrays.stream(panel.shownRows()).filter(r -> r[ResultsPanel.KEY].equals("goodputGbps")).findFirst()
                .orElseThrow();
        assertEquals(List.of("Goodput", "Gbit/s"), List.of(goodput[ResultsPanel.NAME], goodput[ResultsPanel.UNIT]),
                "named for people, with its unit");
    }

    /** Oracle: the figures of two runs of the same scenario to 20 and to 10 ms, and their differences by hand. */
    @Test
    void comparingTwoRunsShowsBothValuesAndHighlightsTheDifferences() throws Exception {
        RunSession session = ShellFixture.session("coexist-fig3-threshold");
        session.runUntil(10_000_000_000L);
        pumpUntil(display, () -> !session.state().busy(), 120_000);
        RunResult earlier = session.result();
        session.runUntil(20_000_000_000L);
        pumpUntil(display, () -> !session.state().busy(), 120_000);
        RunResult later = session.result();
        panel.show(later, earlier, "Previous run");
        pump(display, 100);

        String[] events = java.util.Arrays.stream(panel.shownRows()).filter(r -> r[ResultsPanel.KEY].equals("events")).findFirst()
                .orElseThrow();
        long mine = ((Number) later.summary().get("events")).longValue();
        long theirs = ((Number) earlier.summary().get("events")).longValue();
        assertEquals(String.valueOf(theirs), events[ResultsPanel.COMPARED]);
        assertTrue(events[ResultsPanel.DIFFERENCE].startsWith("+"), events[ResultsPanel.DIFFERENCE]);
        assertEquals(mine - theirs, Double.parseDouble(events[ResultsPanel.DIFFERENCE].substring(1, events[ResultsPanel.DIFFERENCE].indexOf(
                ' '))), 1e-3 * mine);
        String[] scenario = java.util.Arrays.stream(panel.shownRows()).filter(r -> r[ResultsPanel.KEY].equals("scenario")).findFirst()
                .orElseThrow();
        assertEquals("", scenario[ResultsPanel.DIFFERENCE], "the same scenario: nothing to tell");
        panel.show(later);
        pump(display, 100);
        assertEquals(4, panel.shownRows()[0].length, "without a run to compare, the two columns go");
    }

    @Test
    void sweepCurvesAverageRepetitionsPerStrategyAgainstN() {
        String csv = """
                incast.serverCount,incast.strategy,repetition,seed,goodputGbps,status
                4,AIPM,0,1,0.8,completed
                4,AIPM,1,2,0.6,completed
                8,AIPM,0,1,0.9,completed
                4,NAIVE,0,1,0.5,completed
                8,NAIVE,0,1,0.1,completed
                """;
        SweepCurves.Table table = SweepCurves.parse(csv);
        assertEquals(List.of("incast.serverCount", "incast.strategy"), table.parameters());
        assertEquals(List.of("goodputGbps"), table.numericFigures(), "the repetition and its seed are not figures");
        panel.showSweep(table, "goodputGbps");
        YIntervalSeries aipm = curve("incast.strategy = AIPM");
        YIntervalSeries naive = curve("incast.strategy = NAIVE");
        assertEquals(0.7, aipm.getYValue(0), 1e-12, "the mean of the two repetitions at N = 4");
        assertEquals(0.7, aipm.getYLowValue(0), 1e-12, "a table of runs has no interval to draw");
        assertEquals(0.7, aipm.getYHighValue(0), 1e-12);
        assertEquals(8.0, aipm.getX(1).doubleValue());
        assertEquals(0.1, naive.getYValue(1), 1e-12);
        assertEquals("incast.serverCount", panel.sweepChart().getXYPlot().getDomainAxis().getLabel());
        assertEquals("Goodput (Gbit/s)", panel.sweepChart().getXYPlot().getRangeAxis().getLabel(), "named as the Results table names it");
        assertEquals("Goodput against incast.serverCount", panel.sweepChart().getTitle().getText());
        org.jfree.chart.axis.NumberAxis n = (org.jfree.chart.axis.NumberAxis) panel.sweepChart().getXYPlot().getDomainAxis();
        assertEquals(null, n.getNumberFormatOverride(), "N written as it is");
        assertEquals(1.0, n.getStandardTickUnits().getCeilingTickUnit(0.3).getSize(), "whole N, whole ticks");
    }

    /** Oracle: a sweep of words draws one curve, a point per setting at its place in the table, the settings named on the axis. */
    @Test
    void aSweepOfWordsNamesItsSettingsOnTheAxis() {
        String csv = """
                websearch.transport.congestionControl,repetition,seed,status,applications.websearch.goodputGbps
                CUBIC,0,1,completed,2.5
                DCTCP,0,1,cancelled,2.6
                BBR,0,1,completed,2.4
                """;
        SweepCurves.Table table = SweepCurves.parse(csv);
        assertEquals("applications.websearch.goodputGbps", table.firstFigure(), "the application's goodput, there being no total");
        panel.showSweep(table, table.firstFigure());
        assertEquals(1, panel.sweepCurves().getSeriesCount());
        assertEquals(2, panel.sweepCurves().getItemCount(0), "DCTCP was cut short");
        assertEquals(0.0, panel.sweepCurves().getXValue(0, 0));
        assertEquals(2.0, panel.sweepCurves().getXValue(0, 1), "BBR keeps its place after DCTCP's");
        org.jfree.chart.axis.SymbolAxis axis = (org.jfree.chart.axis.SymbolAxis) panel.sweepChart().getXYPlot().getDomainAxis();
        assertEquals(List.of("CUBIC", "DCTCP", "BBR"), List.of(axis.getSymbols()));
        assertEquals("websearch \u25b8 Goodput against websearch.transport.congestionControl", panel.sweepChart().getTitle().getText());
    }

    /** Oracle: a run cut short by a cancel keeps its row in the table, but its figures, of part of the run, draw nothing. */
    @Test
    void runsThatDidNotCompleteStayOutOfTheCurves() {
        String csv = """
                incast.serverCount,repetition,seed,goodputGbps,status
                4,0,1,0.8,completed
                4,1,2,0.1,cancelled
                8,0,1,0.9,completed
                16,0,1,0.05,out_of_memory
                """;
        panel.showSweep(SweepCurves.parse(csv), "goodputGbps");
        YIntervalSeries curve = curve("goodputGbps");
        assertEquals(2, panel.sweepCurves().getItemCount(0), "N = 16 has no completed run");
        assertEquals(0.8, curve.getYValue(0), 1e-12, "the cancelled repetition is not averaged in");
        assertEquals(0.9, curve.getYValue(1), 1e-12);
    }

    @Test
    void aCutSweepTableIsRefusedWithTheRowThatIsShort() {
        IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> SweepCurves.parse("incast.serverCount,repetition,seed,goodputGbps\n4,0,1,0.8\n8,0\n"));
        assertEquals("row 2 has 2 fields where the header has 4 (a cut or hand-edited table?)", e.getMessage());
    }

    /** Oracle: a campaign's sweep.csv has one row per point; its spread columns are not figures of their own. */
    @Test
    void aCampaignsSweepTableOfPointMeansIsReadToo() {
        SweepCurves.Table table = SweepCurves.parse("incast.serverCount,runs,goodputGbps,goodputGbps.sd,goodputGbps.ci95low,"
                + "goodputGbps.ci95high\n4,3,0.7,0.1,0.45,0.95\n8,3,0.2,0.05,0.08,0.32\n");

        assertEquals(List.of("incast.serverCount"), table.parameters());
        assertEquals(List.of("goodputGbps"), table.numericFigures());
    }

    /** Oracle: the table's own ci95low and ci95high are each point's error bar; a point measured once has none. */
    @Test
    void aSweepTableWithConfidenceIntervalsDrawsThemAsErrorBars() {
        SweepCurves.Table table = SweepCurves.parse("incast.serverCount,runs,goodputGbps,goodputGbps.sd,goodputGbps.ci95low,"
                + "goodputGbps.ci95high\n4,3,0.7,0.1,0.45,0.95\n8,3,0.2,0.05,0.08,0.32\n16,1,0.1,,,\n");

        panel.showSweep(table, "goodputGbps");

        YIntervalSeries curve = curve("goodputGbps");
        assertEquals(3, panel.sweepCurves().getItemCount(0));
        assertEquals(0.7, curve.getYValue(0), 1e-12);
        assertEquals(0.45, curve.getYLowValue(0), 1e-12);
        assertEquals(0.95, curve.getYHighValue(0), 1e-12);
        assertEquals(0.08, curve.getYLowValue(1), 1e-12);
        assertEquals(0.32, curve.getYHighValue(1), 1e-12);
        assertEquals(0.1, curve.getYLowValue(2), 1e-12, "one run: no interval, the bar shrinks to the mean");
        assertEquals(0.1, curve.getYHighValue(2), 1e-12);
        assertTrue(panel.sweepChart().getXYPlot().getRenderer() instanceof org.jfree.chart.renderer.xy.XYErrorRenderer,
                "the intervals are drawn, not only held");
    }

    private YIntervalSeries curve(String key) {
        for (int i = 0; i < panel.sweepCurves().getSeriesCount(); i++) {
            if (panel.sweepCurves().getSeries(i).getKey().equals(key)) {
                return panel.sweepCurves().getSeries(i);
            }
        }
        throw new AssertionError("no curve " + key);
    }
}
