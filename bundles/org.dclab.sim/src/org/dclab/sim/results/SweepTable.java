package org.dclab.sim.results;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.dclab.sim.SweepRunner.Row;

/**
 * A sweep's results as CSV: one row per run, the swept parameters first, then repetition and seed, then every
 * figure of the flattened summary (the union over all rows, in the order first seen).
 */
public final class SweepTable {

    private SweepTable() {
    }

    public static String csv(List<String> parameters, List<Row> rows) {
        Set<String> figures = new LinkedHashSet<>();
        for (Row row : rows) {
            for (String key : Flattened.of(row.result().summary()).keySet()) {
                if (!key.equals("seed") && !key.equals("scenario")) {
                    figures.add(key);
                }
            }
        }
        List<Object> header = new ArrayList<>(parameters);
        header.add("repetition");
        header.add("seed");
        header.addAll(figures);
        StringBuilder out = new StringBuilder(CsvText.row(header));
        for (Row row : rows) {
            Map<String, Object> flat = Flattened.of(row.result().summary());
            List<Object> fields = new ArrayList<>();
            parameters.forEach(p -> fields.add(row.point().settings().get(p)));
            fields.add(row.point().repetition());
            fields.add(row.seed());
            figures.forEach(f -> fields.add(flat.get(f)));
            out.append(CsvText.row(fields));
        }
        return out.toString();
    }
}
