package org.dclab.ui.editor;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Rates and times as people write them. The model stores bits per second and picoseconds (exact longs, the
 * engine's units); people read and type "10 Gbps" and "1.5 us". Parsing is exact: "2.5 us" is 2 500 000 ps, and a
 * value that would need a fraction of the stored unit is refused rather than rounded silently.
 */
public final class Units {

    private static final Pattern QUANTITY = Pattern.compile("\\s*([-+]?[0-9]*\\.?[0-9]+(?:[eE][-+]?[0-9]+)?)\\s*([A-Za-z\u00b5/]*)\\s*");

    private static final String[] RATE_UNITS = { "bps", "Kbps", "Mbps", "Gbps", "Tbps" };
    private static final long[] RATE_FACTORS = { 1L, 1_000L, 1_000_000L, 1_000_000_000L, 1_000_000_000_000L };

    private static final String[] TIME_UNITS = { "ps", "ns", "\u00b5s", "ms", "s" };
    private static final long[] TIME_FACTORS = { 1L, 1_000L, 1_000_000L, 1_000_000_000L, 1_000_000_000_000L };

    /** Significant digits of a value read at a glance. */
    private static final int GLANCE_DIGITS = 4;

    private Units() {
    }

    /** "10 Gbps", "2.5 Gbps", "100 Mbps". */
    public static String formatRate(long bitsPerSecond) {
        return format(bitsPerSecond, RATE_UNITS, RATE_FACTORS);
    }

    /** "1 µs", "200 ms", "1.25 ns". */
    public static String formatTime(long picoseconds) {
        return format(picoseconds, TIME_UNITS, TIME_FACTORS);
    }

    /** Bits per second from "10 Gbps", "10G", "40gb/s", "1e9" (no unit means bits per second). */
    public static long parseRate(String text) {
        Matcher m = match(text);
        String unit = m.group(2).toLowerCase(Locale.ROOT).replace("b/s", "bps");
        int index = switch (unit) {
            case "", "b", "bps", "bit/s" -> 0;
            case "k", "kbps", "kbit/s" -> 1;
            case "m", "mbps", "mbit/s" -> 2;
            case "g", "gbps", "gbit/s" -> 3;
            case "t", "tbps", "tbit/s" -> 4;
            default -> throw new IllegalArgumentException("unknown rate unit '" + m.group(2) + "' (use bps, Kbps, Mbps, Gbps or Tbps)");
        };
        return exact(m.group(1), RATE_FACTORS[index], "bit per second");
    }

    /** Picoseconds from "1 us", "1µs", "200ms", "0.5 s" (no unit means picoseconds). */
    public static long parseTime(String text) {
        Matcher m = match(text);
        String unit = m.group(2).replace('\u00b5', 'u').toLowerCase(Locale.ROOT);
        int index = switch (unit) {
            case "", "ps" -> 0;
            case "ns" -> 1;
            case "us" -> 2;
            case "ms" -> 3;
            case "s" -> 4;
            default -> throw new IllegalArgumentException("unknown time unit '" + m.group(2) + "' (use ps, ns, us, ms or s)");
        };
        return exact(m.group(1), TIME_FACTORS[index], "picosecond");
    }

    private static Matcher match(String text) {
        Matcher m = QUANTITY.matcher(text == null ? "" : text);
        if (!m.matches()) {
            throw new IllegalArgumentException("'" + text + "' is not a number with an optional unit");
        }
        return m;
    }

    private static long exact(String number, long factor, String smallestUnit) {
        BigDecimal value = new BigDecimal(number).multiply(BigDecimal.valueOf(factor));
        try {
            return value.setScale(0, RoundingMode.UNNECESSARY).longValueExact();
        } catch (ArithmeticException e) {
            throw new IllegalArgumentException(number + " is not a whole number of " + smallestUnit + "s or is too large");
        }
    }

    /**
     * "41.67 µs" for 41,666,667 ps: four significant digits, for a label read at a glance (the canvas's links), where the
     * exact "41.666667 µs" the Properties show is noise; never less than the whole units it shows.
     */
    public static String roundedTime(long picoseconds) {
        return format(picoseconds, TIME_UNITS, TIME_FACTORS, GLANCE_DIGITS);
    }

    /** "1.333 Gbps" for 1,333,333,333 bit/s, as {@link #roundedTime} rounds times. */
    public static String roundedRate(long bitsPerSecond) {
        return format(bitsPerSecond, RATE_UNITS, RATE_FACTORS, GLANCE_DIGITS);
    }

    private static String format(long value, String[] units, long[] factors) {
        return format(value, units, factors, 0);
    }

    /** The value in the largest unit it reaches, to {@code digits} significant digits (0 for all), never fewer than its whole part. */
    private static String format(long value, String[] units, long[] factors, int digits) {
        int index = 0;
        while (index + 1 < factors.length && Math.abs(value) >= factors[index + 1]) {
            index++;
        }
        BigDecimal scaled = BigDecimal.valueOf(value).divide(BigDecimal.valueOf(factors[index]));
        if (digits > 0 && scaled.precision() - scaled.scale() <= digits) {
            scaled = scaled.round(new MathContext(digits, RoundingMode.HALF_EVEN));
        } else if (digits > 0) {
            scaled = scaled.setScale(0, RoundingMode.HALF_EVEN);
        }
        String number = scaled.stripTrailingZeros().toPlainString();
        return number + " " + units[index];
    }
}
