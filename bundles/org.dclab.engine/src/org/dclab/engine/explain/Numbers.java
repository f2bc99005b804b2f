package org.dclab.engine.explain;

import java.math.BigDecimal;
import java.math.MathContext;

/** Number formats of explanation texts: four significant digits, no trailing zeros, dot as decimal separator. */
public final class Numbers {
    private static final MathContext DIGITS = new MathContext(4);

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
        return new BigDecimal(v).round(DIGITS).stripTrailingZeros().toPlainString();
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
