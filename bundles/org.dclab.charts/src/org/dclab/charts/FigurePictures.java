package org.dclab.charts;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.dclab.sim.papers.FigureReport;
import org.jfree.chart.JFreeChart;

/** A paper figure drawn to files, PNG and SVG, as {@link ChartExport} writes every chart DC Lab exports. */
public final class FigurePictures {

    private FigurePictures() {
    }

    /** Writes {@code report}'s chart to {@code base}.png and {@code base}.svg; returns the PNG. */
    public static Path write(FigureReport report, Path base) throws IOException {
        Files.createDirectories(base.toAbsolutePath().getParent());
        JFreeChart chart = PaperChart.of(report, 1);
        Path png = base.resolveSibling(base.getFileName() + ".png");
        ChartExport.png(chart, png.toFile(), PaperChart.WIDTH, PaperChart.HEIGHT);
        ChartExport.svg(chart, base.resolveSibling(base.getFileName() + ".svg").toFile(), PaperChart.WIDTH, PaperChart.HEIGHT);
        return png;
    }
}
