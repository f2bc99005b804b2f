package org.dclab.charts;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.dclab.cli.api.ChartPictures;
import org.dclab.sim.Series;
import org.dclab.sim.papers.FigureReport;

/** The command line's pictures drawn with JFreeChart, off screen, as the workbench exports its own. */
public final class JFreeChartPictures implements ChartPictures {

    @Override
    public Map<String, byte[]> resultCharts(List<Series> series) throws IOException {
        return ResultCharts.png(series);
    }

    @Override
    public Path writeFigure(FigureReport report, Path base) throws IOException {
        return FigurePictures.write(report, base);
    }
}
