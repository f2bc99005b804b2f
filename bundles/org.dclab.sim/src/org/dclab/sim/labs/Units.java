package org.dclab.sim.labs;

import java.math.BigDecimal;

/**
 * Simulated times as lab sheets write them ("200 ms", "50 µs", "1.5 s"), read by the engine's rules for every time
 * ({@link org.dclab.engine.api.Units}). A sheet must say the unit: students read it, and a bare number, picoseconds
 * elsewhere, would be a slip there.
 */
final class Units {

    private Units() {
    }

    static long timePs(String text) {
        if (text.strip().chars().noneMatch(Character::isLetter)) {
            throw new IllegalArgumentException("'" + text + "': a time needs a unit, s, ms, µs or ns");
        }
        return org.dclab.engine.api.Units.parseTime(text);
    }

    /** Picoseconds as milliseconds without trailing zeros: 200, 0.5. */
    static String millis(long ps) {
        return BigDecimal.valueOf(ps).movePointLeft(9).stripTrailingZeros().toPlainString();
    }
}
