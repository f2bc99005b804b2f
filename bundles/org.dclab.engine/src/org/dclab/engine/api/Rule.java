package org.dclab.engine.api;

import java.util.function.BiFunction;

/**
 * A rule between a descriptor's parameters, such as "min_th below max_th" or "K within the buffer": what validation
 * reports and what the factory's refusal would say, in one place. A warning names a value that runs but changes
 * nothing, or a choice a study would want to know about.
 *
 * @param <C>         what the rule may read beside the values: a queue's size, a connection's segment size
 * @param requirement what it asks, in a few words for the docs' tables: "min_th below max_th"
 * @param severity    whether a scenario that breaks it runs
 * @param check       the problem and its fix in one sentence, or null when the values keep the rule
 */
public record Rule<C>(String requirement, Severity severity, BiFunction<ParameterValues, C, String> check) {

    public enum Severity {
        ERROR, WARNING
    }

    public Rule {
        if (requirement == null || requirement.isBlank() || severity == null || check == null) {
            throw new IllegalArgumentException("rule: requirement, severity and check are required");
        }
    }

    public static <C> Rule<C> error(String requirement, BiFunction<ParameterValues, C, String> check) {
        return new Rule<>(requirement, Severity.ERROR, check);
    }

    public static <C> Rule<C> warning(String requirement, BiFunction<ParameterValues, C, String> check) {
        return new Rule<>(requirement, Severity.WARNING, check);
    }

    /** The problem with {@code values}, or null. */
    public String problem(ParameterValues values, C context) {
        return check.apply(values, context);
    }
}
