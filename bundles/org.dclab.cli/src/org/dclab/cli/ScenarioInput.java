package org.dclab.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.dclab.model.Scenario;
import org.dclab.model.parameters.LinkedParameter;
import org.dclab.model.resource.ScenarioFileException;
import org.dclab.model.resource.ScenarioFiles;
import org.dclab.sim.Simulations;

/** Loads the scenario a command names, applies --set values, and refuses it with its findings when it is invalid. */
final class ScenarioInput {

    private ScenarioInput() {
    }

    static Scenario load(Path file, Map<String, String> settings) {
        Scenario scenario;
        try {
            scenario = ScenarioFiles.load(file);
        } catch (ScenarioFileException e) {
            throw new InvalidInputException(e.getMessage());
        }
        for (Map.Entry<String, String> setting : settings.entrySet()) {
            try {
                LinkedParameter.parse(scenario, setting.getKey()).set(setting.getValue());
            } catch (IllegalArgumentException e) {
                throw new InvalidInputException("--set " + setting.getKey() + "=" + setting.getValue() + ": " + e.getMessage());
            }
        }
        return scenario;
    }

    /** Prints warnings unless quiet; throws with every error when there is one. */
    static void check(Path file, Scenario scenario, PrintWriter err, boolean quiet) {
        check(file, scenario, scenario.getDurationPs(), err, quiet);
    }

    /** As {@link #check(Path, Scenario, PrintWriter, boolean)} for a run that ends at {@code endPs}. */
    static void check(Path file, Scenario scenario, long endPs, PrintWriter err, boolean quiet) {
        List<String> lines = Simulations.check(scenario, endPs);
        if (Simulations.hasErrors(lines)) {
            throw new InvalidInputException(file + " cannot run:\n  " + String.join("\n  ", lines));
        }
        if (!quiet) {
            lines.forEach(l -> err.println(file + ": " + l));
        }
    }
}
