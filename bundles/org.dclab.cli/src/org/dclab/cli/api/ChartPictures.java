package org.dclab.cli.api;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.dclab.sim.Series;
import org.dclab.sim.papers.FigureReport;

/**
 * The pictures the command line writes beside its data: a run bundle's charts and the papers' figures. Drawing them
 * takes a charting library the command line does not require, so a bundle that has one offers this, as a service in
 * the framework and through {@code META-INF/services} on a plain class path; without it the commands write everything
 * else and say which pictures they left out.
 */
public interface ChartPictures {

    /** File name in a run bundle ("charts/cwnd-bytes.png") to PNG bytes, one chart per measure; empty when nothing was recorded. */
    Map<String, byte[]> resultCharts(List<Series> series) throws IOException;

    /** Writes {@code report}'s figure to {@code base}.png and {@code base}.svg; returns the PNG. */
    Path writeFigure(FigureReport report, Path base) throws IOException;
}
