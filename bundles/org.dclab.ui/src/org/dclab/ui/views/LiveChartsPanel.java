package org.dclab.ui.views;

import java.util.Optional;

import org.dclab.sim.explain.ExplanationKind;
import org.dclab.sim.explain.Explanations;
import org.dclab.ui.run.RunSession;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Composite;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.swt.ChartComposite;
import org.jfree.data.xy.XYSeriesCollection;

/**
 * The three charts a teacher watches during a run: bottleneck queue, congestion windows and AIPM's
 * connection window, stacked so their time axes line up.
 */
public final class LiveChartsPanel extends Composite {

	private static final String WAITING = "Run a scenario to see this chart fill.";
	/** Within the 50-100 ms the house style asks: smooth for the eye, rare enough to leave the run its speed. */
	private static final int DRAIN_MILLIS = 60;

	private final XYSeriesCollection queueLength = new XYSeriesCollection();
	private final XYSeriesCollection congestionWindow = new XYSeriesCollection();
	private final XYSeriesCollection connectionWindow = new XYSeriesCollection();
	private final JFreeChart[] charts;
	private final ChartFeed feed;
	private final Runnable tick = this::tick;
	private final ChartExplainer[] explainers;
	private RunSession session;

	public LiveChartsPanel(Composite parent, int style) {
		super(parent, style);
		setLayout(new FillLayout());
		SashForm stack = new SashForm(this, SWT.VERTICAL);
		charts = new JFreeChart[] { LiveChart.create("Queue length", "packets", queueLength, WAITING),
				LiveChart.create("Congestion window", "cwnd (bytes)", congestionWindow, WAITING),
				LiveChart.create("AIPM connection window", "con_wnd (connections)", connectionWindow, WAITING) };
		ChartComposite[] composites = new ChartComposite[charts.length];
		for (int i = 0; i < charts.length; i++) {
			composites[i] = addChart(stack, charts[i]);
		}
		explainers = new ChartExplainer[] {
				ChartExplainer.attach(composites[0], queueLength, this::explanations, ExplanationKind.DROP, ExplanationKind.MARK),
				ChartExplainer.attach(composites[1], congestionWindow, this::explanations, ExplanationKind.WINDOW_CUT,
						ExplanationKind.RTO) };
		feed = new ChartFeed(charts, datasets());
		getDisplay().timerExec(DRAIN_MILLIS, tick);
	}

	/** Shows the samples of {@code session} from now on; null leaves the charts empty. */
	public void follow(RunSession session) {
		this.session = session;
		feed.follow(session);
	}

	/** Clicks on the queue and window charts explain drops and marks, window cuts and timeouts, in that order. */
	ChartExplainer[] explainers() {
		return explainers.clone();
	}

	private Optional<Explanations> explanations() {
		RunSession s = session;
		return s == null ? Optional.empty() : s.explanations();
	}

	/** The charts in the order shown, for export. */
	public JFreeChart[] charts() {
		return charts.clone();
	}

	/** Redraws that brought new samples since the panel was made. */
	public long refreshes() {
		return feed.drainsWithData();
	}

	private void tick() {
		if (isDisposed()) {
			return;
		}
		feed.drain();
		getDisplay().timerExec(DRAIN_MILLIS, tick);
	}

	/** The datasets behind the charts, in the order shown; change them only on the UI thread. */
	public XYSeriesCollection[] datasets() {
		return new XYSeriesCollection[] { queueLength, congestionWindow, connectionWindow };
	}

	private static ChartComposite addChart(Composite parent, JFreeChart chart) {
		// jfreechart-swt 1.0 was built against JFreeChart 1.0.19: its own "Save as" and "Print" menu items
		// would fail on 1.5, so they stay off and DC Lab's chart views provide export.
		return new ChartComposite(parent, SWT.NONE, chart, ChartComposite.DEFAULT_WIDTH, ChartComposite.DEFAULT_HEIGHT,
				120, 90, 4096, 4096, true, false, false, false, true, true);
	}
}
