package org.dclab.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.dclab.cli.api.ChartPictures;
import org.dclab.sim.Series;
import org.dclab.sim.papers.FigureReport;

/**
 * The pictures a command writes beside its data, drawn by the {@link ChartPictures} another bundle contributes. Where
 * none is installed, the first picture left out says so in one line on standard error, and the command writes
 * everything else as it would.
 */
final class Pictures {

    private final Optional<ChartPictures> drawer = Contributions.find(ChartPictures.class);
    private final String command;
    private final PrintWriter err;
    private boolean toldMissing;

    Pictures(String command, PrintWriter err) {
        this.command = command;
        this.err = err;
    }

    /** A run bundle's charts by file name; none without a drawer. */
    Map<String, byte[]> resultCharts(List<Series> series) throws IOException {
        if (drawer.isEmpty()) {
            missing("the run bundle has no charts");
            return Map.of();
        }
        return drawer.get().resultCharts(series);
    }

    /** The figure's PNG, written with its SVG beside it at {@code base}; empty without a drawer. */
    Optional<Path> figure(FigureReport report, Path base) throws IOException {
        if (drawer.isEmpty()) {
            missing("figures are not drawn");
            return Optional.empty();
        }
        return Optional.of(drawer.get().writeFigure(report, base));
    }

    private void missing(String what) {
        if (!toldMissing) {
            err.println(command + ": " + what
                    + ": no bundle that draws pictures is installed (DC Lab's org.dclab.charts, with JFreeChart)");
            err.flush();
            toldMissing = true;
        }
    }
}
