package org.dclab.engine.api;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Times, rates and sizes as people write them, one set of rules for every place that reads or shows one: a scenario's
 * Properties, {@code --set} and sweeps, lab sheets. The engine counts exact longs (picoseconds, bits per second, bytes);
 * people write "10 Gbps", "40G", "1.5 us", "64 KiB". A number without a unit is in the engine's unit. Parsing is exact:
 * "2.5 us" is 2 500 000 ps, and a value that would need a fraction of the engine's unit is refused rather than rounded.
 */
public final class Units {

    /** What a quantity measures, told by the unit a parameter or an attribute names. */
    public enum Kind {
        TIME, RATE, SIZE, NUMBER;

        /** "ps" is a time, "bit/s" a rate, "B" or "bytes" a size; any other unit (packets, segments, "") a plain number. */
        public static Kind of(String unit) {
            return switch (unit == null ? "" : unit.strip()) {
                case "ps" -> TIME;
                case "bit/s" -> RATE;
                case "B", "bytes" -> SIZE;
                default -> NUMBER;
            };
        }
    }

    private static final Pattern QUANTITY = Pattern.compile(
            "\\s*([-+]?[0-9]*\\.?[0-9]+(?:[eE][-+]?[0-9]+)?)\\s*([A-Za-z\u00b5\u03bc/]*)\\s*");

    private static final String[] RATE_UNITS = { "bps", "Kbps", "Mbps", "Gbps", "Tbps" };
    private static final long[] RATE_FACTORS = { 1L, 1_000L, 1_000_000L, 1_000_000_000L, 1_000_000_000_000L };

    private static final String[] TIME_UNITS = { "ps", "ns", "\u00b5s", "ms", "s" };
    private static final long[] TIME_FACTORS = { 1L, 1_000L, 1_000_000L, 1_000_000_000L, 1_000_000_000_000L };

    private static final String[] SIZE_UNITS = { "B", "KiB", "MiB", "GiB" };
    private static final long[] SIZE_FACTORS = { 1L, 1L << 10, 1L << 20, 1L << 30 };

    /** Significant digits of a value read at a glance. */
    private static final int GLANCE_DIGITS = 4;

    private Units() {
    }

    /** "10 Gbps", "2.5 Gbps", "100 Mbps". */
    public static String formatRate(long bitsPerSecond) {
        return format(bitsPerSecond, RATE_UNITS, RATE_FACTORS, 0);
    }

    /** "1 µs", "200 ms", "1.25 ns". */
    public static String formatTime(long picoseconds) {
        return format(picoseconds, TIME_UNITS, TIME_FACTORS, 0);
    }

    /** "64 KiB", "16 MiB", "1460 B": the largest binary unit the size is a whole number of, so that it reads back exactly. */
    public static String formatSize(long bytes) {
        int index = SIZE_FACTORS.length - 1;
        while (index > 0 && (bytes == 0 || bytes % SIZE_FACTORS[index] != 0)) {
            index--;
        }
        return bytes / SIZE_FACTORS[index] + " " + SIZE_UNITS[index];
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
        String unit = m.group(2).replace('\u00b5', 'u').replace('\u03bc', 'u').toLowerCase(Locale.ROOT);
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

    /**
     * Bytes from "1460", "1460 B", "64 KiB", "1.5 MB": KiB, MiB and GiB count 1024s, kB (or KB), MB and GB 1000s (no unit
     * means bytes).
     */
    public static long parseSize(String text) {
        Matcher m = match(text);
        long factor = switch (m.group(2).toLowerCase(Locale.ROOT)) {
            case "", "b" -> 1L;
            case "kb", "k" -> 1_000L;
            case "mb", "m" -> 1_000_000L;
            case "gb", "g" -> 1_000_000_000L;
            case "kib" -> 1L << 10;
            case "mib" -> 1L << 20;
            case "gib" -> 1L << 30;
            default -> throw new IllegalArgumentException("unknown size unit '" + m.group(2) + "' (use B, KiB, MiB, GiB, kB, MB or GB)");
        };
        return exact(m.group(1), factor, "byte");
    }

    /** A whole quantity of {@code kind} written as {@code text}, in the engine's unit; a plain number for NUMBER. */
    public static long parseWhole(String text, Kind kind) {
        return switch (kind) {
            case TIME -> parseTime(text);
            case RATE -> parseRate(text);
            case SIZE -> parseSize(text);
            case NUMBER -> {
                Matcher m = match(text);
                if (!m.group(2).isEmpty()) {
                    throw new IllegalArgumentException("'" + text.strip() + "' is a plain number, without a unit");
                }
                yield exact(m.group(1), 1, "whole number");
            }
        };
    }

    /** The engine's value of {@code value} in its unit, as {@link #parseWhole} reads it. */
    public static String formatWhole(long value, Kind kind) {
        return switch (kind) {
            case TIME -> formatTime(value);
            case RATE -> formatRate(value);
            case SIZE -> formatSize(value);
            case NUMBER -> Long.toString(value);
        };
    }

    private static Matcher match(String text) {
        Matcher m = QUANTITY.matcher(text == null ? "" : text.replace("_", ""));
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
