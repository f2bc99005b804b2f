package org.dclab.engine.api;

/** How a parameter's value is typed, read and written, by the kind of its {@link Range}. */
final class Values {

    private Values() {
    }

    /** Whether {@code value} is of the type {@code range} calls for and lies in it. */
    static boolean holds(Range range, Object value) {
        if (range instanceof Range.Whole w) {
            return value instanceof Long l && w.contains(l.longValue());
        }
        if (range instanceof Range.Real r) {
            return value instanceof Double d && r.contains(d);
        }
        Range.Choice c = (Range.Choice) range;
        return c == Range.FLAG ? value instanceof Boolean : value instanceof String s && c.names().contains(s);
    }

    static Object parse(Range range, Units.Kind kind, String text) {
        String t = text == null ? "" : text.strip();
        if (range instanceof Range.Whole) {
            return Units.parseWhole(t, kind);
        }
        if (range instanceof Range.Real) {
            return Double.parseDouble(t);
        }
        Range.Choice c = (Range.Choice) range;
        String name = c.find(t);
        if (name == null) {
            // The parameter's message names the choices.
            throw new IllegalArgumentException();
        }
        return c == Range.FLAG ? (Object) Boolean.valueOf(name) : name;
    }

    /** As EMF writes a number of the same type, so that a value moved into a parameter reads as it did. */
    static String format(Object value) {
        return String.valueOf(value);
    }
}
