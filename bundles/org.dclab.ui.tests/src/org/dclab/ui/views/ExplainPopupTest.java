package org.dclab.ui.views;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;

import org.dclab.sim.explain.Explanation;
import org.dclab.sim.explain.ExplanationKind;
import org.dclab.sim.explain.Explanations;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.jfree.chart.swt.ChartComposite;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** "Explain this" on a window chart: which line a click means, which decision it finds, what the popup says. */
class ExplainPopupTest {

    private static final String DCTCP = "dctcp1 #0 s1->r1";
    private static final String TCP = "tcp1 #0 s2->r2";
    private static final Explanation CUT = new Explanation(2_000_000_000L, DCTCP, ExplanationKind.WINDOW_CUT, "DCTCP ECN-Echo",
            List.of(new Explanation.Input("cwnd before", 58_400, "bytes"), new Explanation.Input("alpha", 0.12, ""),
                    new Explanation.Input("cwnd after", 54_896, "bytes")),
            "DCTCP: \u03b1 = 0.12 \u2192 cwnd 40 \u00d7 (1 \u2212 0.12/2) = 37.6 MSS");

    private Display display;
    private Shell shell;

    @BeforeEach
    void openShell() {
        display = Display.getDefault();
        shell = new Shell(display);
        shell.setLayout(new FillLayout());
        shell.setSize(640, 400);
    }

    @AfterEach
    void closeShell() {
        shell.dispose();
    }

    @Test
    void popupShowsTheRuleItsInputsAndTheTime() {
        ExplainPopup popup = ExplainPopup.open(shell, new Point(50, 50), CUT);
        assertTrue(popup.isOpen());
        assertEquals("DCTCP: \u03b1 = 0.12 \u2192 cwnd 40 \u00d7 (1 \u2212 0.12/2) = 37.6 MSS\n"
                + "at t = 0.002000 s, rule: DCTCP ECN-Echo\n"
                + "\n  cwnd before = 58400 bytes\n  alpha = 0.12\n  cwnd after = 54896 bytes", popup.body());
        ExplainPopup next = ExplainPopup.open(shell, new Point(60, 60), "q", "nothing");
        assertFalse(popup.isOpen(), "a new popup, from whichever chart, replaces the old one");
        next.close();
        assertFalse(next.isOpen());
    }

    @Test
    void thePopupGoesWhereTheScreenHasRoomWithoutCoveringTheClick() {
        Rectangle screen = new Rectangle(0, 0, 1280, 1024);
        Point size = new Point(460, 200);
        assertEquals(new Point(112, 112), ExplainPopup.place(new Point(100, 100), size, screen), "below right, as a tooltip");
        assertEquals(new Point(1250 - 12 - 460, 112), ExplainPopup.place(new Point(1250, 100), size, screen), "left at the right edge");
        assertEquals(new Point(112, 1000 - 12 - 200), ExplainPopup.place(new Point(100, 1000), size, screen), "above at the bottom");
        assertEquals(new Point(1270 - 12 - 460, 1020 - 12 - 200), ExplainPopup.place(new Point(1270, 1020), size, screen));
        assertEquals(new Point(0, 0), ExplainPopup.place(new Point(50, 50), new Point(2000, 2000), screen),
                "a screen too small for it shows its start");
    }

    @Test
    void aClickPicksTheLineUnderThePointerAndItsNearestCut() {
        XYSeriesCollection data = new XYSeriesCollection();
        XYSeries dctcp = new XYSeries(DCTCP, false, true);
        dctcp.add(0.001, 58_400);
        dctcp.add(0.002, 54_896);
        XYSeries tcp = new XYSeries(TCP, false, true);
        tcp.add(0.001, 20_000);
        tcp.add(0.0025, 10_000);
        data.addSeries(dctcp);
        data.addSeries(tcp);
        Explanations store = new Explanations(10);
        store.record(CUT);
        ChartComposite composite = new ChartComposite(shell, SWT.NONE, LiveChart.create("Congestion window", "cwnd (bytes)", data, ""));
        ChartExplainer explainer = ChartExplainer.attach(composite, data, () -> Optional.of(store), ExplanationKind.WINDOW_CUT,
                ExplanationKind.RTO);

        assertEquals(DCTCP, explainer.nearestSeries(0.0021, 50_000));
        assertEquals(TCP, explainer.nearestSeries(0.0021, 25_000), "at 2.1 ms the TCP line still stands at 20000 B");
        assertEquals(CUT, explainer.explain(DCTCP, 0.0023).orElseThrow());
        assertTrue(explainer.explain(TCP, 0.0023).isEmpty());
    }
}
