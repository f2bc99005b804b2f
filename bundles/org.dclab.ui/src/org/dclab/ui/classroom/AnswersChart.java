package org.dclab.ui.classroom;

import java.util.List;
import java.util.Locale;

import org.dclab.classroom.ClassQuestions;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;

/**
 * The class's answers to one question as a histogram on the projector, with what the run measured as a line across
 * it: where the class stood against the measurement. Ten bins over the answers and the measurement together.
 */
final class AnswersChart extends Canvas {

    static final int BINS = 10;
    private ClassQuestions.Question question;

    AnswersChart(Composite parent) {
        super(parent, SWT.DOUBLE_BUFFERED);
        addPaintListener(e -> paint(e.gc));
    }

    void show(ClassQuestions.Question q) {
        question = q;
        redraw();
    }

    /** The count of answers in each bin, and the bins' range: for the painting and the tests. */
    static int[] bins(List<Double> answers, double measured, double[] range) {
        double lo = Double.POSITIVE_INFINITY;
        double hi = Double.NEGATIVE_INFINITY;
        for (double v : answers) {
            lo = Math.min(lo, v);
            hi = Math.max(hi, v);
        }
        if (!Double.isNaN(measured)) {
            lo = Math.min(lo, measured);
            hi = Math.max(hi, measured);
        }
        if (!(hi > lo)) {
            lo -= 1;
            hi += 1;
        }
        range[0] = lo;
        range[1] = hi;
        int[] counts = new int[BINS];
        for (double v : answers) {
            counts[Math.min(BINS - 1, (int) ((v - lo) / (hi - lo) * BINS))]++;
        }
        return counts;
    }

    private void paint(GC gc) {
        Rectangle area = getClientArea();
        gc.setBackground(getDisplay().getSystemColor(SWT.COLOR_LIST_BACKGROUND));
        gc.fillRectangle(area);
        gc.setForeground(getDisplay().getSystemColor(SWT.COLOR_LIST_FOREGROUND));
        if (question == null) {
            gc.drawText("No question asked: press Ask the class at a lab step's prediction.", 6, 6, true);
            return;
        }
        List<Double> values = question.answers().stream().map(ClassQuestions.Answer::value).toList();
        if (values.isEmpty() && Double.isNaN(question.measured())) {
            gc.drawText("Waiting for the class's answers\u2026", 6, 6, true);
            return;
        }
        double[] range = new double[2];
        int[] counts = bins(values, question.measured(), range);
        int max = 1;
        for (int c : counts) {
            max = Math.max(max, c);
        }
        int textHeight = gc.getFontMetrics().getHeight();
        int left = 6;
        int right = area.width - 6;
        int bottom = area.height - textHeight - 6;
        int top = textHeight + 4;
        int width = Math.max(1, right - left);
        var bar = new org.eclipse.swt.graphics.Color(new RGB(0x00, 0x72, 0xB2));
        gc.setBackground(bar);
        for (int i = 0; i < BINS; i++) {
            int x0 = left + width * i / BINS;
            int x1 = left + width * (i + 1) / BINS;
            int h = (bottom - top) * counts[i] / max;
            gc.fillRectangle(x0 + 1, bottom - h, x1 - x0 - 2, h);
            if (counts[i] > 0) {
                String n = Integer.toString(counts[i]);
                Point size = gc.textExtent(n);
                gc.drawText(n, (x0 + x1 - size.x) / 2, bottom - h - size.y, true);
            }
        }
        gc.drawLine(left, bottom, right, bottom);
        gc.drawText(number(range[0]), left, bottom + 2, true);
        String hi = number(range[1]);
        gc.drawText(hi, right - gc.textExtent(hi).x, bottom + 2, true);
        if (!Double.isNaN(question.measured())) {
            int x = left + (int) Math.round(width * (question.measured() - range[0]) / (range[1] - range[0]));
            var green = new org.eclipse.swt.graphics.Color(new RGB(0, 0x80, 0x5A));
            gc.setForeground(green);
            gc.setLineWidth(3);
            gc.drawLine(x, top - 2, x, bottom);
            gc.setLineWidth(1);
            String label = "measured " + number(question.measured()) + " " + question.unit();
            int labelX = Math.max(left, Math.min(right - gc.textExtent(label).x, x - gc.textExtent(label).x / 2));
            gc.drawText(label, labelX, 0, true);
        }
    }

    static String number(double v) {
        return Math.abs(v) >= 100 || v == Math.rint(v) ? String.format(Locale.ROOT, "%.0f", v) : String.format(Locale.ROOT, "%.3g", v);
    }
}
