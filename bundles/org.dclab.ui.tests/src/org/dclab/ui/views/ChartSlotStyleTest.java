package org.dclab.ui.views;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.BasicStroke;
import java.awt.Color;

import org.dclab.model.DclabFactory;
import org.dclab.model.IncastClient;
import org.dclab.model.LongFlow;
import org.dclab.model.Scenario;
import org.dclab.sim.Measure;
import org.dclab.sim.SeriesKey;
import org.dclab.sim.SeriesSubject;
import org.dclab.ui.present.FlowColors;
import org.jfree.chart.LegendItem;
import org.jfree.chart.LegendItemCollection;
import org.jfree.chart.axis.LogAxis;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.renderer.xy.XYItemRenderer;
import org.junit.jupiter.api.Test;

/**
 * How a live chart draws its lines for a class: in the flows' colours, a hidden line keeps a grey legend entry that
 * brings it back, text and lines grow with presentation mode, and a window chart's axis can be logarithmic.
 */
class ChartSlotStyleTest {

    private static final String DCTCP = "dctcp1 #0 s1->r1";
    private static final String RENO = "tcp1 #1 s2->r2";

    @Test
    void eachFlowsLineHasItsApplicationsColourAndConnectionsOfOneApplicationDifferInDash() {
        ChartSlot slot = windows();
        slot.colours(FlowColors.of(scenario()));
        slot.addSeries(flow("incast", "#2 h2->h1"), 10);
        slot.addSeries(flow("incast", "#3 h3->h1"), 10);
        XYItemRenderer r = slot.chart().getXYPlot().getRenderer();

        assertEquals(FlowColors.awt(FlowColors.PALETTE.get(0)), r.getSeriesPaint(0), "dctcp1 is the scenario's first application");
        assertEquals(FlowColors.awt(FlowColors.PALETTE.get(1)), r.getSeriesPaint(1));
        assertEquals(r.getSeriesPaint(2), r.getSeriesPaint(3), "two connections of one incast, one colour");
        assertNull(((BasicStroke) r.getSeriesStroke(2)).getDashArray(), "the first is solid");
        assertNotNull(((BasicStroke) r.getSeriesStroke(3)).getDashArray(), "the second dashed");
    }

    @Test
    void aLineHiddenByItsLegendEntryKeepsAGreyEntryAndASecondClickShowsItAgain() {
        ChartSlot slot = windows();
        slot.toggle(RENO);
        LegendItemCollection items = slot.chart().getLegend().getSources()[0].getLegendItems();

        assertFalse(slot.isShown(RENO));
        assertTrue(slot.isShown(DCTCP));
        assertEquals(2, items.getItemCount(), "the hidden line keeps its entry");
        LegendItem hidden = items.get(1);
        assertEquals(RENO, hidden.getSeriesKey());
        assertNotEquals(slot.chart().getXYPlot().getRenderer().getSeriesPaint(1), hidden.getLinePaint(), "greyed");
        slot.toggle(RENO);
        assertTrue(slot.isShown(RENO));
    }

    /** A highlighted flow's line is twice as wide in its colour; the other flows' lines fade, as on the canvas. */
    @Test
    void aHighlightedFlowsLineStandsOutAndTheOthersFade() {
        ChartSlot slot = windows();
        slot.colours(FlowColors.of(scenario()));
        XYItemRenderer r = slot.chart().getXYPlot().getRenderer();
        float width = ((BasicStroke) r.getSeriesStroke(0)).getLineWidth();
        slot.highlight("dctcp1");

        assertEquals(2 * width, ((BasicStroke) r.getSeriesStroke(0)).getLineWidth());
        assertEquals(FlowColors.awt(FlowColors.PALETTE.get(0)), r.getSeriesPaint(0), "in its own colour");
        assertEquals(width, ((BasicStroke) r.getSeriesStroke(1)).getLineWidth());
        assertEquals(FlowColors.awt(FlowColors.faded(FlowColors.PALETTE.get(1))), r.getSeriesPaint(1), "the other flow faded");
        slot.highlight(null);
        assertEquals(width, ((BasicStroke) r.getSeriesStroke(0)).getLineWidth());
        assertEquals(FlowColors.awt(FlowColors.PALETTE.get(1)), r.getSeriesPaint(1));
    }

    /** While samples stream in, lines are plain (square, unsmoothed) to keep the refresh rate; standing, round and smooth. */
    @Test
    void aStreamingChartDrawsPlainLinesAndAStillOneRoundSmoothOnes() {
        ChartSlot slot = windows();
        slot.present(2);
        XYItemRenderer r = slot.chart().getXYPlot().getRenderer();
        slot.streaming(true);
        BasicStroke streaming = (BasicStroke) r.getSeriesStroke(0);
        BasicStroke otherStreaming = (BasicStroke) r.getSeriesStroke(1);
        boolean smoothWhileStreaming = slot.chart().getAntiAlias();
        slot.streaming(false);
        BasicStroke still = (BasicStroke) r.getSeriesStroke(0);

        assertFalse(smoothWhileStreaming);
        assertEquals(BasicStroke.CAP_SQUARE, streaming.getEndCap());
        assertEquals(BasicStroke.JOIN_BEVEL, streaming.getLineJoin());
        assertEquals(BasicStroke.JOIN_BEVEL, otherStreaming.getLineJoin());
        assertTrue(slot.chart().getAntiAlias());
        assertEquals(BasicStroke.CAP_ROUND, still.getEndCap());
        assertEquals(BasicStroke.JOIN_ROUND, still.getLineJoin());
        assertEquals(still.getLineWidth(), streaming.getLineWidth(), "as wide either way");
    }

    @Test
    void presentationGrowsTheTitleAndTheLines() {
        ChartSlot slot = windows();
        slot.present(1);
        int title = slot.chart().getTitle().getFont().getSize();
        float line = ((BasicStroke) slot.chart().getXYPlot().getRenderer().getSeriesStroke(0)).getLineWidth();
        slot.present(2);

        assertEquals(2 * title, slot.chart().getTitle().getFont().getSize());
        assertTrue(((BasicStroke) slot.chart().getXYPlot().getRenderer().getSeriesStroke(0)).getLineWidth() >= 2 * line);
        assertEquals(20, slot.chart().getXYPlot().getRangeAxis().getTickLabelFont().getSize(), "tick labels of 10 points at 2x");
        assertEquals(20, slot.chart().getXYPlot().getDomainAxis().getTickLabelFont().getSize(), "both axes alike");
    }

    @Test
    void aWindowChartsAxisTurnsLogarithmicAndBackKeepingItsLabel() {
        ChartSlot slot = windows();
        String label = slot.chart().getXYPlot().getRangeAxis().getLabel();
        slot.setLogarithmic(true);
        assertTrue(slot.chart().getXYPlot().getRangeAxis() instanceof LogAxis);
        assertEquals(label, slot.chart().getXYPlot().getRangeAxis().getLabel());
        slot.setLogarithmic(false);
        assertTrue(slot.chart().getXYPlot().getRangeAxis() instanceof NumberAxis);
        assertTrue(ChartKind.CWND.logarithmicOffered());
        assertFalse(ChartKind.QUEUE.logarithmicOffered(), "a queue touches zero");
    }

    @Test
    void aQueueLineIsNoFlowsColour() {
        ChartSlot slot = new ChartSlot(ChartKind.QUEUE, "none");
        slot.colours(FlowColors.of(scenario()));
        slot.addSeries(SeriesKey.queueLength("left", "right"), 10);
        assertEquals(Color.BLACK, slot.chart().getXYPlot().getRenderer().getSeriesPaint(0));
    }

    private static ChartSlot windows() {
        ChartSlot slot = new ChartSlot(ChartKind.CWND, "none");
        slot.addSeries(flow("dctcp1", "#0 s1->r1"), 10).add(0, 1000);
        slot.addSeries(flow("tcp1", "#1 s2->r2"), 10).add(0, 2000);
        return slot;
    }

    private static SeriesKey flow(String app, String connection) {
        String[] ends = connection.substring(connection.indexOf(' ') + 1).split("->");
        return new SeriesKey(new SeriesSubject.Flow(app, connection, ends[0], ends[1]), Measure.CWND);
    }

    private static Scenario scenario() {
        Scenario scenario = DclabFactory.eINSTANCE.createScenario();
        scenario.setTraffic(DclabFactory.eINSTANCE.createTraffic());
        for (String name : new String[] { "dctcp1", "tcp1" }) {
            LongFlow app = DclabFactory.eINSTANCE.createLongFlow();
            app.setName(name);
            scenario.getTraffic().getApplications().add(app);
        }
        IncastClient incast = DclabFactory.eINSTANCE.createIncastClient();
        incast.setName("incast");
        scenario.getTraffic().getApplications().add(incast);
        return scenario;
    }
}
