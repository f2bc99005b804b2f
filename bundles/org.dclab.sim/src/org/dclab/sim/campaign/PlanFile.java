package org.dclab.sim.campaign;

import java.io.IOException;
import java.io.StringReader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;

import org.dclab.model.Scenario;
import org.dclab.sim.SweepPlan;
import org.dclab.sim.SweepPoint;
import org.dclab.sim.results.CsvText;

/**
 * The plan of a campaign as text: {@code plan.properties} (what a task needs to make the same plan again:
 * parameters in sweep order with their values, and repetitions) and {@code plan.csv} (every run with its seed, for
 * people and scripts).
 */
final class PlanFile {

    private PlanFile() {
    }

    static String text(SweepPlan plan) {
        StringBuilder out = new StringBuilder();
        out.append("# DC Lab campaign plan: each parameter.N with its values.N (the first varies slowest),\n");
        out.append("# every point run with repetitions seeds: the scenario's seed, then seeds mixed from it (plan.csv lists them)\n");
        out.append("repetitions=").append(plan.repetitions()).append('\n');
        int n = 1;
        for (Map.Entry<String, List<String>> p : plan.parameters().entrySet()) {
            out.append("parameter.").append(n).append('=').append(escaped(p.getKey())).append('\n');
            out.append("values.").append(n).append('=').append(escaped(String.join(",", p.getValue()))).append('\n');
            n++;
        }
        return out.toString();
    }

    static SweepPlan read(Scenario scenario, String text, Path file) throws IOException {
        Properties p = new Properties();
        p.load(new StringReader(text));
        Map<String, List<String>> parameters = new LinkedHashMap<>();
        for (int n = 1; p.containsKey("parameter." + n); n++) {
            String values = p.getProperty("values." + n);
            if (values == null) {
                throw new CampaignException(file + ": parameter." + n + " has no values." + n);
            }
            parameters.put(p.getProperty("parameter." + n), Arrays.stream(values.split(",")).map(String::strip).toList());
        }
        int repetitions;
        try {
            repetitions = Integer.parseInt(p.getProperty("repetitions", "").strip());
        } catch (NumberFormatException e) {
            throw new CampaignException(file + ": repetitions must be a whole number of at least 1");
        }
        if (repetitions < 1) {
            throw new CampaignException(file + ": repetitions must be a whole number of at least 1");
        }
        return SweepPlan.of(scenario, parameters, repetitions);
    }

    static String csv(SweepPlan plan) {
        List<Object> header = new ArrayList<>(List.of("run", "point", "repetition", "seed"));
        header.addAll(plan.parameterNames());
        StringBuilder out = new StringBuilder(CsvText.row(header));
        int run = 0;
        for (SweepPoint point : plan.points()) {
            List<Object> row = new ArrayList<>(List.of(run++, RunKey.pointOf(point.settings()), point.repetition(),
                    plan.seedOf(point)));
            plan.parameterNames().forEach(name -> row.add(point.settings().get(name)));
            out.append(CsvText.row(row));
        }
        return out.toString();
    }

    /** Properties escaping, for paths and values with characters such as ':' or '='. */
    private static String escaped(String s) {
        return s.replace("\\", "\\\\").replace("=", "\\=").replace(":", "\\:").replace("#", "\\#").replace("!", "\\!");
    }
}
