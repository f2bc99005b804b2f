package org.dclab.engine.explain;

import java.math.BigDecimal;
import java.math.MathContext;

/** Number formats of explanation texts: four significant digits, no trailing zeros, dot as decimal separator. */
public final class Numbers {
    private static final MathContext DIGITS = new MathContext(4);
    private static final long[] POW10 = { 1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000,
            1_000_000_000 };

    private Numbers() {
    }

    /** 0.12 -> "0.12", 37.6 -> "37.6", 58400 -> "58400", infinity -> "∞". */
    public static String format(double v) {
        if (Double.isNaN(v)) {
            return "n/a";
        }
        if (Double.isInfinite(v)) {
            return v > 0 ? "\u221e" : "-\u221e";
        }
        if (Math.abs(v) >= 1e4 || v == Math.rint(v)) {
            return Long.toString(Math.round(v));
        }
        int decimals = 3 - (int) Math.floor(Math.log10(Math.abs(v)));
        if (decimals > 9) {
            return new BigDecimal(v).round(DIGITS).stripTrailingZeros().toPlainString();
        }
        // A queue can mark every other packet: fixed-point digits here cost a fraction of BigDecimal's rounding.
        return fixed(Math.round(Math.abs(v) * POW10[decimals]), decimals, v < 0);
    }

    private static String fixed(long scaled, int decimals, boolean negative) {
        long whole = scaled / POW10[decimals];
        long fraction = scaled % POW10[decimals];
        StringBuilder b = new StringBuilder(16);
        if (negative && scaled != 0) {
            b.append('-');
        }
        b.append(whole);
        if (fraction != 0) {
            String digits = Long.toString(POW10[decimals] + fraction).substring(1);
            int end = digits.length();
            while (digits.charAt(end - 1) == '0') {
                end--;
            }
            b.append('.').append(digits, 0, end);
        }
        return b.toString();
    }

    /** A duration in picoseconds as "200 ms", "12.5 µs" or "800 ns". */
    public static String time(long ps) {
        if (ps >= 1_000_000_000_000L) {
            return format(ps / 1e12) + " s";
        }
        if (ps >= 1_000_000_000L) {
            return format(ps / 1e9) + " ms";
        }
        if (ps >= 1_000_000L) {
            return format(ps / 1e6) + " \u00b5s";
        }
        return format(ps / 1e3) + " ns";
    }

    /** A window in segments of {@code mssBytes}: 54896 B at 1460 B -> "37.6". */
    public static String segments(long bytes, int mssBytes) {
        return format((double) bytes / mssBytes);
    }
}
