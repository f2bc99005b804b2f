package org.dclab.engine.api;

import java.util.regex.Pattern;

/**
 * One parameter of a congestion control or a queue discipline, as its descriptor lists it (the role an attribute of an
 * ns-3 TypeId plays): the name files, {@code --set} and sweeps use, the symbol papers and explanations use, what it
 * sets, its unit, the values the engine accepts and its default.
 * <p>
 * A value is stored under {@link #key()}, its owner's key and its name ("dctcp.g"): the owner is the descriptor that
 * defines it, and a descriptor that lists another's parameter (GEMINI lists DCTCP's g, CHOKe lists RED's thresholds)
 * shares its value, so a scenario that switches between them keeps what was set.
 *
 * @param owner        the key of the descriptor that defines it, e.g. "red"
 * @param name         an identifier unique among its descriptor's parameters, e.g. "minThreshold"; a name that ends
 *                     in Ps, Bps or Bytes says its unit, as the model's attributes do
 * @param symbol       "K", "max_p", "β"
 * @param meaning      what it sets, in a few words
 * @param unit         "ps", "bit/s", "B", "packets", …; "" for a pure number
 * @param range        the values the engine accepts: whole, real or a choice ({@link Range#FLAG} for a switch)
 * @param defaultValue its value when none is given: a Long, Double, Boolean (for a switch) or String (a choice)
 */
public record Parameter(String owner, String name, String symbol, String meaning, String unit, Range range, Object defaultValue) {

    private static final Pattern NAME = Pattern.compile("[A-Za-z][A-Za-z0-9]*");
    private static final Pattern KEY = Pattern.compile("[a-z0-9][a-z0-9-]*");

    public Parameter {
        if (owner == null || !KEY.matcher(owner).matches()) {
            throw new IllegalArgumentException("parameter: owner '" + owner + "' is no descriptor key (lower case, digits, '-')");
        }
        if (name == null || !NAME.matcher(name).matches()) {
            throw new IllegalArgumentException("parameter " + owner + ": name '" + name + "' is no identifier");
        }
        if (symbol == null || meaning == null || unit == null || range == null) {
            throw new IllegalArgumentException("parameter " + owner + "." + name + ": symbol, meaning, unit and range are required");
        }
        if (!Values.holds(range, defaultValue)) {
            throw new IllegalArgumentException("parameter " + owner + "." + name + ": default " + defaultValue + " is not "
                    + range.text());
        }
    }

    /** A real number in {@code range}. */
    public static Parameter real(String owner, String name, String symbol, String meaning, String unit, Range.Real range,
            double defaultValue) {
        return new Parameter(owner, name, symbol, meaning, unit, range, defaultValue);
    }

    /** A whole number in {@code range}; a unit of ps, bit/s or B lets people write it as 5ms, 1Gbps or 64KiB. */
    public static Parameter whole(String owner, String name, String symbol, String meaning, String unit, Range.Whole range,
            long defaultValue) {
        return new Parameter(owner, name, symbol, meaning, unit, range, defaultValue);
    }

    /** A switch, on or off. */
    public static Parameter flag(String owner, String name, String symbol, String meaning, boolean defaultValue) {
        return new Parameter(owner, name, symbol, meaning, "", Range.FLAG, defaultValue);
    }

    /** One of {@code choices}. */
    public static Parameter choice(String owner, String name, String symbol, String meaning, Range.Choice choices,
            String defaultValue) {
        return new Parameter(owner, name, symbol, meaning, "", choices, defaultValue);
    }

    /** Where its value is stored: "red.minThreshold". */
    public String key() {
        return owner + "." + name;
    }

    /**
     * The value {@code text} gives it: a Long, Double, Boolean or String as {@link #defaultValue} is. A time, rate or
     * size may carry its unit ({@link Units}). Throws IllegalArgumentException saying what it must be.
     */
    public Object parse(String text) {
        Object value;
        try {
            value = Values.parse(range, Units.Kind.of(unit), text);
        } catch (RuntimeException e) {
            throw new IllegalArgumentException(name + ": '" + text + "' is not " + expected() + detail(e), e);
        }
        if (!Values.holds(range, value)) {
            throw new IllegalArgumentException(name + " must be " + range.text() + unitText() + ", got " + format(value));
        }
        return value;
    }

    /** How {@code value} is written in a file: exactly what {@link #parse} reads back. */
    public String format(Object value) {
        return Values.format(value);
    }

    /** The unit with a leading space, or "" for a pure number or a choice. */
    public String unitText() {
        return unit.isEmpty() ? "" : " " + unit;
    }

    private String expected() {
        if (range instanceof Range.Choice c) {
            return c.text();
        }
        return range instanceof Range.Real ? "a number"
                : "a whole number" + (Units.Kind.of(unit) == Units.Kind.NUMBER ? "" : " of " + unit + " or one with a unit");
    }

    private static String detail(RuntimeException e) {
        return e.getMessage() == null || e instanceof NumberFormatException ? "" : " (" + e.getMessage() + ")";
    }
}
