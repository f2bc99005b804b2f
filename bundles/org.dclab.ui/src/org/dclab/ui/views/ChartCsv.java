package org.dclab.ui.views;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.jfree.data.xy.XYSeries;

/**
 * The series a chart shows as CSV, one row per point: series, time in simulated seconds, value in the chart's axis
 * unit. Hidden series are left out, as they are left out of the picture. Numbers are written in full precision so
 * that reading the file back gives the chart's values.
 */
final class ChartCsv {

    private ChartCsv() {
    }

    static void write(ChartSlot slot, Path file) throws IOException {
        try (Writer out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            write(slot, out);
        }
    }

    static void write(ChartSlot slot, Writer out) throws IOException {
        out.write("series,time_s," + quoted(slot.kind().axisLabel()) + "\n");
        for (int i = 0; i < slot.dataset().getSeriesCount(); i++) {
            XYSeries s = slot.dataset().getSeries(i);
            if (!slot.chart().getXYPlot().getRenderer().isSeriesVisible(i)) {
                continue;
            }
            String name = quoted(String.valueOf(s.getKey()));
            for (int j = 0; j < s.getItemCount(); j++) {
                out.write(name + "," + s.getX(j) + "," + s.getY(j) + "\n");
            }
        }
    }

    /** Quotes a field that holds a comma or a quote, as RFC 4180 asks. */
    static String quoted(String field) {
        return field.contains(",") || field.contains("\"") ? "\"" + field.replace("\"", "\"\"") + "\"" : field;
    }
}
