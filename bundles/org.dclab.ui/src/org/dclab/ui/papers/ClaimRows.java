package org.dclab.ui.papers;

import org.dclab.sim.papers.FigureReport;
import org.dclab.sim.papers.Numbers;
import org.dclab.sim.papers.PaperFigure;
import org.dclab.sim.papers.Verdict;
import org.dclab.charts.Palette;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;

/**
 * The Papers view's table of the paper's values: one row per value the paper reports, first its verdict as a mark
 * (narrow enough for a projector's width), what it is about, what DC Lab measured for it (mean ± the half-width of the
 * 95 % interval) and the paper's value or band with its tolerance; a row not reproduced is in the vermillion of the
 * figure's missed bands. A row's tooltip quotes the paper and says the verdict in words.
 */
final class ClaimRows {

    static final String[] COLUMNS = { "", "The paper reports", "DC Lab", "Paper" };
    static final String MARKS = "✓ reproduced, ✗ not reproduced, ? the confidence interval crosses the band's edge";

    private ClaimRows() {
    }

    static void fill(Table table, FigureReport report) {
        table.removeAll();
        if (report == null) {
            row(table, "not run yet: Reproduce runs it", "", "", "", null, null);
        } else if (report.allClaims().isEmpty()) {
            row(table, "our copy of the paper gives no value for this figure", "", "", "", null, null);
        } else {
            PaperFigure f = report.figure();
            for (FigureReport.PointRow p : report.points()) {
                for (FigureReport.ClaimRow c : p.claims()) {
                    String point = f.describe(p.settings());
                    row(table, point + (point.isEmpty() ? "" : " · ") + f.reading(c.claim().reading()).label(), Numbers.meanAndInterval(c
                            .statistics()), c.claim().paperText(), c.verdict().words(), c.verdict(), c.claim().where() + ": " + c.claim()
                                    .says());
                }
            }
            for (FigureReport.ClaimRow c : report.derived()) {
                row(table, c.label(), Numbers.meanAndInterval(c.statistics()), c.claim().paperText(), c.verdict().words(), c.verdict(), c
                        .claim().where() + ": " + c.claim().says());
            }
        }
        for (TableColumn c : table.getColumns()) {
            c.pack();
        }
    }

    private static void row(Table table, String what, String dcLab, String paper, String verdict, Verdict v, String quote) {
        TableItem item = new TableItem(table, 0);
        item.setText(new String[] { mark(v), what, dcLab, paper });
        item.setData(quote == null ? null : verdict + ". " + quote);
        if (v == Verdict.NOT_REPRODUCED) {
            java.awt.Color missed = Palette.awt(4);
            item.setForeground(new Color(missed.getRed(), missed.getGreen(), missed.getBlue()));
        }
    }

    private static String mark(Verdict v) {
        return v == null ? "" : v.mark();
    }
}
