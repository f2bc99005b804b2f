package org.dclab.engine.explain;

/**
 * One quantity a rule read or produced, e.g. ("alpha", 0.12, "") or ("cwnd before", 58400, "bytes"). Values keep
 * the engine's units (bytes, packets, picoseconds) so a program can compare them with recorded series.
 */
public record Input(String name, double value, String unit) {

    /** "cwnd before = 58400 bytes", with times shown in a readable unit instead of picoseconds. */
    public String formatted() {
        if ("ps".equals(unit)) {
            return name + " = " + Numbers.time((long) value);
        }
        return name + " = " + Numbers.format(value) + (unit.isEmpty() ? "" : " " + unit);
    }
}
