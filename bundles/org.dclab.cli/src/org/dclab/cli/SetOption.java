package org.dclab.cli;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Splits "k=v" arguments of --set and --param at the first '='; a name given twice is refused, not overridden. */
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
            String name = argument.substring(0, eq).strip();
            if (pairs.put(name, argument.substring(eq + 1).strip()) != null) {
                throw new InvalidInputException(option + " " + name + " is given twice; give each parameter once" + (option.equals(
                        "--param")
                                ? ", with all its values separated by commas" : ""));
            }
        }
        return pairs;
    }
}
