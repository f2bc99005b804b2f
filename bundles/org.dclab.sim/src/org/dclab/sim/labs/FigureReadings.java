package org.dclab.sim.labs;

import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.dclab.sim.campaign.Statistics;
import org.dclab.sim.papers.FigureData;
import org.dclab.sim.papers.PaperFiles;
import org.dclab.sim.papers.Variant;

/**
 * A lab sheet's number read from a paper figure's committed results, as the results note's table shows it: the mean
 * of one reading over the completed runs of one point, written {@code READING at PARAMETER=VALUE, ...} with the
 * point's values as the results file writes them ({@code ratio at left-right.sourceQueue.markingThreshold=20}).
 */
final class FigureReadings {

    private static final String AT = " at ";

    private FigureReadings() {
    }

    /**
     * The mean of {@code reading} in figure {@code id}'s results ({@code ID} or {@code ID --variant NAME}); fails
     * naming what is missing: the results, the reading or the point.
     */
    static double mean(Path examples, String id, String reading) throws IOException {
        String[] figureAndVariant = id.split("\\s+--variant\\s+", 2);
        Variant variant = figureAndVariant.length == 2 ? new Variant(figureAndVariant[1].strip(), "", Map.of()) : null;
        Path file = PaperFiles.results(examples, figureAndVariant[0].strip(), variant);
        FigureData data = PaperFiles.read(file).orElseThrow(() -> new IllegalArgumentException(file
                + " does not exist: run dclab paper " + id + " first"));
        int at = reading.indexOf(AT);
        String name = (at < 0 ? reading : reading.substring(0, at)).strip();
        if (!data.readings().contains(name)) {
            throw new IllegalArgumentException(id + " has no reading " + name + "; its readings: " + String.join(", ", data.readings()));
        }
        Map<String, String> point = new LinkedHashMap<>();
        if (at >= 0) {
            for (String setting : reading.substring(at + AT.length()).split(",")) {
                String[] kv = setting.split("=", 2);
                if (kv.length != 2) {
                    throw new IllegalArgumentException("'" + setting.strip() + "': write a point as PARAMETER=VALUE, ...");
                }
                point.put(kv[0].strip(), kv[1].strip());
            }
        }
        List<FigureData.Run> runs = data.runsAt(point);
        if (runs.isEmpty()) {
            throw new IllegalArgumentException(id + " has no point " + point + "; its points: " + data.points());
        }
        return Statistics.of(runs.stream().filter(FigureData.Run::completed).map(r -> r.values().get(name)).toList()).mean();
    }
}
