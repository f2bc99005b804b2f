package org.dclab.engine.api;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * The values of one descriptor's parameters, each checked against its range: what a factory and the rules between
 * parameters read. Made from texts as a scenario stores them, a parameter without one taking its default.
 */
public final class ParameterValues {

    private final Map<String, Object> values;

    private ParameterValues(Map<String, Object> values) {
        this.values = Collections.unmodifiableMap(values);
    }

    /** Every parameter at its default. */
    public static ParameterValues defaults(List<Parameter> parameters) {
        return of(parameters, p -> null);
    }

    /**
     * The values {@code textOf} gives (null for a parameter at its default). Throws IllegalArgumentException naming the
     * first parameter whose text does not parse or lies outside its range.
     */
    public static ParameterValues of(List<Parameter> parameters, Function<Parameter, String> textOf) {
        Map<String, Object> values = new LinkedHashMap<>();
        for (Parameter p : parameters) {
            String text = textOf.apply(p);
            values.put(p.name(), text == null ? p.defaultValue() : p.parse(text));
        }
        return new ParameterValues(values);
    }

    /** A copy with {@code name} set to {@code value}, checked as a file's text would be. */
    public ParameterValues with(Parameter parameter, Object value) {
        if (!values.containsKey(parameter.name())) {
            throw new IllegalArgumentException("no parameter " + parameter.name() + " among " + values.keySet());
        }
        Map<String, Object> copy = new LinkedHashMap<>(values);
        copy.put(parameter.name(), parameter.parse(parameter.format(value)));
        return new ParameterValues(copy);
    }

    public double real(String name) {
        return ((Number) get(name)).doubleValue();
    }

    public long whole(String name) {
        return (Long) get(name);
    }

    /** A whole value that an int holds: a count, a size in packets. */
    public int wholeInt(String name) {
        return Math.toIntExact(whole(name));
    }

    public boolean flag(String name) {
        return (Boolean) get(name);
    }

    public String choice(String name) {
        return (String) get(name);
    }

    /** The value as its type holds it: Long, Double, Boolean or String. */
    public Object get(String name) {
        Object value = values.get(name);
        if (value == null) {
            throw new IllegalArgumentException("no parameter " + name + " among " + values.keySet());
        }
        return value;
    }

    /** Names and values, in the descriptor's order. */
    public Map<String, Object> asMap() {
        return values;
    }

    @Override
    public String toString() {
        return values.toString();
    }
}
