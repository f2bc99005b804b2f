package org.dclab.ui.cli;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Splits "k=v" arguments of --set and --param at the first '='. */
final class SetOption {

    private SetOption() {
    }

    static Map<String, String> pairs(List<String> arguments, String option) {
        Map<String, String> pairs = new LinkedHashMap<>();
        for (String argument : arguments) {
            int eq = argument.indexOf('=');
            if (eq <= 0) {
                throw new InvalidInputException(option + " " + argument + ": write name=value, e.g. " + option + " s1-s2.rateBps=10Gbps");
            }
            pairs.put(argument.substring(0, eq).strip(), argument.substring(eq + 1).strip());
        }
        return pairs;
    }
}
