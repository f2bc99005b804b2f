package org.dclab.engine.api;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * What a congestion control ({@link TransportType}) and a queue discipline ({@link QueueType}) say of themselves, and
 * what every reader that needs no more reads: a key, a label, a sentence, parameters and the rules between them.
 *
 * @param <C> what its rules and factory read beside the parameters
 */
public interface Descriptor<C> {

    /** The name files, the command line and the registry use: "dctcp", "threshold-marking". */
    String key();

    /** What people call it: "DCTCP", "threshold marking". */
    String label();

    /** One sentence: what it is and whose. */
    String summary();

    /** Its parameters, in the order people read them. */
    List<Parameter> parameters();

    /** The rules between its parameters. */
    List<Rule<C>> rules();

    /** Its parameter named {@code name}, or null. */
    default Parameter parameter(String name) {
        return parameters().stream().filter(p -> p.name().equals(name)).findFirst().orElse(null);
    }

    /** Every parameter at its default. */
    default ParameterValues defaults() {
        return ParameterValues.defaults(parameters());
    }

    /** What {@code values} break of its rules of {@code severity}, one sentence each. */
    default List<String> problems(ParameterValues values, C context, Rule.Severity severity) {
        List<String> problems = new ArrayList<>();
        for (Rule<C> rule : rules()) {
            String problem = rule.severity() == severity ? rule.problem(values, context) : null;
            if (problem != null) {
                problems.add(problem);
            }
        }
        return problems;
    }

    /** Throws IllegalArgumentException, naming it, for the first rule {@code values} break that would stop a run. */
    default void check(ParameterValues values, C context) {
        List<String> errors = problems(values, context, Rule.Severity.ERROR);
        if (!errors.isEmpty()) {
            throw new IllegalArgumentException(key() + ": " + errors.get(0));
        }
    }

    /**
     * Throws IllegalArgumentException when two of {@code parameters} share a name: a builder's check, for a control
     * ({@code kind} "transport") or a discipline ("discipline") named {@code key}.
     */
    static void checkNamesUnique(String kind, String key, List<Parameter> parameters) {
        Set<String> names = new HashSet<>();
        for (Parameter p : parameters) {
            if (!names.add(p.name())) {
                throw new IllegalArgumentException(kind + " " + key + ": two parameters are named " + p.name());
            }
        }
    }
}
