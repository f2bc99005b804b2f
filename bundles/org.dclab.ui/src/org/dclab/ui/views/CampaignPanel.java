package org.dclab.ui.views;

import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.jfree.chart.JFreeChart;
import org.jfree.data.xy.YIntervalSeriesCollection;

/**
 * An opened campaign: the list of its runs (two selected are compared side by side) above a chart of any of its
 * figures against any of its parameters, each point's mean with its 95 % confidence interval.
 */
final class CampaignPanel extends Composite {

    private final CampaignRunsList runs;
    private final Combo figureChoice;
    private final Combo parameterChoice;
    private final IntervalChart chart = new IntervalChart("Open a campaign folder (dclab sweep FILE --out DIR) with Results \u25b8 "
            + "Open Campaign\u2026");
    private CampaignResults campaign;

    CampaignPanel(Composite parent, int style) {
        super(parent, style);
        setLayout(new FillLayout());
        SashForm split = new SashForm(this, SWT.VERTICAL);
        runs = new CampaignRunsList(split, SWT.NONE);
        Composite chartArea = new Composite(split, SWT.NONE);
        chartArea.setLayout(new GridLayout());
        Composite bar = new Composite(chartArea, SWT.NONE);
        bar.setLayout(new GridLayout(4, false));
        bar.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        new Label(bar, SWT.NONE).setText("Figure:");
        figureChoice = new Combo(bar, SWT.READ_ONLY);
        new Label(bar, SWT.NONE).setText("against:");
        parameterChoice = new Combo(bar, SWT.READ_ONLY);
        figureChoice.addListener(SWT.Selection, e -> draw());
        parameterChoice.addListener(SWT.Selection, e -> draw());
        chart.createControl(chartArea).setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        split.setWeights(35, 65);
    }

    /**
     * Lists the runs of {@code opened} and draws one of its figures against one of its parameters from the point
     * statistics ({@code goodputGbps} against the first numeric parameter at first); the bar above the chart
     * chooses others.
     */
    void show(CampaignResults opened) {
        campaign = opened;
        chart.noData("This campaign has no figure measured at every point.");
        runs.show(opened.runs());
        List<String> figures = opened.points().numericFigures();
        List<String> parameters = SweepCurves.numericParameters(opened.points());
        figureChoice.setItems(figures.toArray(String[]::new));
        figureChoice.select(Math.max(0, figures.indexOf(opened.points().firstFigure())));
        parameterChoice.setItems(parameters.isEmpty() ? new String[] { "run" } : parameters.toArray(String[]::new));
        parameterChoice.select(0);
        figureChoice.getParent().layout(true, true);
        draw();
    }

    /** Draws {@code figure} against {@code parameter}, as a choice in the bar does. */
    void draw(String figure, String parameter) {
        figureChoice.select(figureChoice.indexOf(figure));
        parameterChoice.select(parameterChoice.indexOf(parameter));
        draw();
    }

    /** Draws the figure and parameter the bar names; a campaign with no figure in every point draws nothing. */
    private void draw() {
        if (campaign == null || figureChoice.getSelectionIndex() < 0 || parameterChoice.getSelectionIndex() < 0) {
            chart.clear();
            return;
        }
        chart.draw(campaign.points(), figureChoice.getText(), parameterChoice.getText());
    }

    CampaignResults campaign() {
        return campaign;
    }

    /** The list of the campaign's runs. */
    CampaignRunsList runs() {
        return runs;
    }

    /** The figures the bar offers. */
    List<String> figures() {
        return List.of(figureChoice.getItems());
    }

    /** The parameters the bar offers for the x axis. */
    List<String> parameters() {
        return List.of(parameterChoice.getItems());
    }

    YIntervalSeriesCollection curves() {
        return chart.curves();
    }

    JFreeChart chart() {
        return chart.chart();
    }
}
