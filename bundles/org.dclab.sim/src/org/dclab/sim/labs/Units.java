package org.dclab.sim.labs;

import java.math.BigDecimal;
import java.util.Locale;

/** Simulated times as lab sheets write them ("200 ms", "50 µs", "1.5 s") and picoseconds. */
final class Units {

    private Units() {
    }

    static long timePs(String text) {
        String t = text.strip();
        int split = 0;
        while (split < t.length() && (Character.isDigit(t.charAt(split)) || t.charAt(split) == '.')) {
            split++;
        }
        if (split == 0) {
            throw new IllegalArgumentException("'" + text + "' is no time; write e.g. 200 ms");
        }
        double number = Double.parseDouble(t.substring(0, split));
        double psPerUnit = switch (t.substring(split).strip().toLowerCase(Locale.ROOT)) {
            case "s" -> 1e12;
            case "ms" -> 1e9;
            case "\u00b5s", "\u03bcs", "us" -> 1e6;
            case "ns" -> 1e3;
            default -> throw new IllegalArgumentException("'" + text + "': a time needs a unit, s, ms, µs or ns");
        };
        return Math.round(number * psPerUnit);
    }

    /** Picoseconds as milliseconds without trailing zeros: 200, 0.5. */
    static String millis(long ps) {
        return BigDecimal.valueOf(ps).movePointLeft(9).stripTrailingZeros().toPlainString();
    }
}
