package org.dclab.ui.robot;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.eclipse.swt.widgets.Composite;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.swt.ChartComposite;
import org.jfree.data.xy.XYDataset;

/**
 * What the Live Charts view draws: its charts by title, the legend labels of their lines and each line's points, read
 * off the charts' datasets as a person reads them off the screen.
 */
public final class Charts {

	private Charts() {
	}

	/** The titles of the charts the Live Charts view shows, top to bottom. */
	public static List<String> titles() {
		return Ui.read(() -> charts().stream().map(c -> c.getTitle() == null ? "" : c.getTitle().getText()).toList());
	}

	/** The legend labels of the lines of the chart titled {@code title}. */
	public static List<String> labels(String title) {
		return Ui.read(() -> {
			List<String> labels = new ArrayList<>();
			XYPlot plot = chart(title).getXYPlot();
			for (int d = 0; d < plot.getDatasetCount(); d++) {
				XYDataset data = plot.getDataset(d);
				for (int s = 0; data != null && s < data.getSeriesCount(); s++) {
					labels.add(String.valueOf(data.getSeriesKey(s)));
				}
			}
			return labels;
		});
	}

	/** The y values of the line labelled {@code label} in the chart titled {@code title}, in time order. */
	public static double[] values(String title, String label) {
		return Ui.read(() -> {
			XYPlot plot = chart(title).getXYPlot();
			for (int d = 0; d < plot.getDatasetCount(); d++) {
				XYDataset data = plot.getDataset(d);
				for (int s = 0; data != null && s < data.getSeriesCount(); s++) {
					if (label.equals(String.valueOf(data.getSeriesKey(s)))) {
						double[] ys = new double[data.getItemCount(s)];
						for (int i = 0; i < ys.length; i++) {
							ys[i] = data.getYValue(s, i);
						}
						return ys;
					}
				}
			}
			throw new AssertionError("the chart " + title + " draws no line labelled " + label);
		});
	}

	/** The chart composite showing the chart titled {@code title}, for pointing at it. */
	public static ChartComposite composite(String title) {
		return Ui.read(() -> composites().stream().filter(c -> titleOf(c.getChart()).equals(title)).findFirst()
				.orElseThrow(() -> new AssertionError("the Live Charts view shows no chart titled " + title)));
	}

	private static JFreeChart chart(String title) {
		return charts().stream().filter(c -> titleOf(c).equals(title)).findFirst()
				.orElseThrow(() -> new AssertionError("the Live Charts view shows no chart titled " + title));
	}

	private static List<JFreeChart> charts() {
		return composites().stream().map(ChartComposite::getChart).toList();
	}

	private static List<ChartComposite> composites() {
		Optional<Composite> view = Widgets.view("Live Charts");
		return view.map(v -> Widgets.under(v, ChartComposite.class, c -> true)).orElse(List.of());
	}

	private static String titleOf(JFreeChart chart) {
		return chart.getTitle() == null ? "" : chart.getTitle().getText();
	}
}
