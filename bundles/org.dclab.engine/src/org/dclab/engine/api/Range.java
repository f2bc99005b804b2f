package org.dclab.engine.api;

import java.util.List;
import java.util.Locale;

/**
 * The values one parameter of the engine accepts. The class that refuses a value publishes the range it checks, so
 * that whoever prepares values for it (a scenario's validation) asks the same question instead of guessing: a value
 * the range contains is run, one it does not is refused, by both.
 */
public sealed interface Range {

    /** Whole numbers from {@code min} to {@code max}, both included. */
    static Range.Whole whole(long min, long max) {
        return new Whole(min, max);
    }

    /** Real numbers from {@code min} to {@code max}, each end included or not; never NaN or infinite. */
    static Range.Real real(double min, boolean minIncluded, double max, boolean maxIncluded) {
        return new Real(min, minIncluded, max, maxIncluded);
    }

    /** Finite numbers above zero. */
    static Range.Real positive() {
        return real(0, false, Double.MAX_VALUE, true);
    }

    /** A probability or weight in (0, 1]. */
    static Range.Real fractionAboveZero() {
        return real(0, false, 1, true);
    }

    /** One of {@code names}, written as they are: an option such as "ARRIVAL" or "DEPARTURE". */
    static Range.Choice choice(String... names) {
        return new Choice(List.of(names));
    }

    /** A switch: "false" or "true". */
    Range.Choice FLAG = choice("false", "true");

    /** Whether it holds the number {@code value}; never for a {@link Choice}. */
    boolean contains(double value);

    /** The range in words, e.g. "1 to 65495" or "above 0 and at most 1". */
    String text();

    record Whole(long min, long max) implements Range {
        public Whole {
            if (min > max) {
                throw new IllegalArgumentException("range: min " + min + " exceeds max " + max);
            }
        }

        public boolean contains(long value) {
            return value >= min && value <= max;
        }

        /** True for a whole number in the range; a double this far out is compared without rounding to a long. */
        @Override
        public boolean contains(double value) {
            return value == Math.rint(value) && value >= min && value <= max && contains((long) value);
        }

        /** {@code value} itself, or IllegalArgumentException saying that {@code what} must be in the range. */
        public long check(String what, long value) {
            if (!contains(value)) {
                throw new IllegalArgumentException(what + " must be " + text() + ", got " + value);
            }
            return value;
        }

        @Override
        public String text() {
            if (max == Long.MAX_VALUE) {
                return "at least " + min;
            }
            return min + " to " + max;
        }
    }

    record Real(double min, boolean minIncluded, double max, boolean maxIncluded) implements Range {
        public Real {
            if (!(min <= max) || Double.isInfinite(min) || Double.isInfinite(max)) {
                throw new IllegalArgumentException("range: need finite min <= max, got " + min + " and " + max);
            }
        }

        @Override
        public boolean contains(double value) {
            return Double.isFinite(value) && (minIncluded ? value >= min : value > min) && (maxIncluded ? value <= max : value < max);
        }

        /** {@code value} itself, or IllegalArgumentException saying that {@code what} must be in the range. */
        public double check(String what, double value) {
            if (!contains(value)) {
                throw new IllegalArgumentException(what + " must be " + text() + ", got " + value);
            }
            return value;
        }

        @Override
        public String text() {
            String low = (minIncluded ? "at least " : "above ") + number(min);
            if (max == Double.MAX_VALUE) {
                return "a finite number " + low;
            }
            return low + " and " + (maxIncluded ? "at most " : "below ") + number(max);
        }

        private static String number(double v) {
            return v == Math.rint(v) && Math.abs(v) < 1e15 ? String.format(Locale.ROOT, "%d", (long) v) : Double.toString(v);
        }
    }

    /** Names to choose from; the first is no default, a parameter names its own. */
    record Choice(List<String> names) implements Range {
        public Choice {
            names = List.copyOf(names);
            if (names.isEmpty() || names.size() != names.stream().distinct().count()) {
                throw new IllegalArgumentException("range: a choice needs distinct names, got " + names);
            }
        }

        @Override
        public boolean contains(double value) {
            return false;
        }

        /** The name as listed that {@code text} spells, ignoring case, or null. */
        public String find(String text) {
            return names.stream().filter(n -> n.equalsIgnoreCase(text == null ? "" : text.strip())).findFirst().orElse(null);
        }

        @Override
        public String text() {
            return "one of " + String.join(", ", names);
        }
    }
}
