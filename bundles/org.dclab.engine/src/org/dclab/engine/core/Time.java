package org.dclab.engine.core;

/**
 * Simulation time is a {@code long} count of picoseconds; this class converts to and from human units.
 * A long of picoseconds spans about 106 days, far beyond any datacenter experiment, while keeping the
 * serialization time of a single byte exact at every common link rate.
 */
public final class Time {
    public static final long PS_PER_NS = 1_000L;
    public static final long PS_PER_US = 1_000_000L;
    public static final long PS_PER_MS = 1_000_000_000L;
    public static final long PS_PER_S = 1_000_000_000_000L;

    /**
     * The longest a run may last and the longest any configured time may be: 10^6 s, about 11.6 days. Events are
     * scheduled at sums of a few such times (now + a delay + a timeout), and those stay far inside a long, so the
     * clock never overflows into "a time in the past".
     */
    public static final long MAX_PS = 1_000_000L * PS_PER_S;

    private Time() {
    }

    public static long fromNanos(long ns) {
        return Math.multiplyExact(ns, PS_PER_NS);
    }

    public static long fromMicros(long us) {
        return Math.multiplyExact(us, PS_PER_US);
    }

    public static long fromMillis(long ms) {
        return Math.multiplyExact(ms, PS_PER_MS);
    }

    public static long fromSeconds(long s) {
        return Math.multiplyExact(s, PS_PER_S);
    }

    /** Rounds to the nearest picosecond; meant for configuration values such as 0.2 s or 12.5 µs. */
    public static long fromSeconds(double s) {
        if (!Double.isFinite(s) || Math.abs(s) > Long.MAX_VALUE / (double) PS_PER_S) {
            throw new IllegalArgumentException("time " + s + " s is not representable in picoseconds; use a finite value below 9.2e6 s");
        }
        return Math.round(s * PS_PER_S);
    }

    public static double toSeconds(long ps) {
        return ps / (double) PS_PER_S;
    }

    public static double toMillis(long ps) {
        return ps / (double) PS_PER_MS;
    }

    public static double toMicros(long ps) {
        return ps / (double) PS_PER_US;
    }

    /**
     * Time to put {@code bytes} on a wire of {@code rateBps}, floor-rounded to a picosecond. Exact integer
     * arithmetic: 1500 B at 1 Gbit/s is 12 000 000 ps, never 11 999 999.
     */
    public static long serializationPs(long bytes, long rateBps) {
        if (rateBps <= 0) {
            throw new IllegalArgumentException("rate must be > 0 bit/s, got " + rateBps);
        }
        if (bytes < 0) {
            throw new IllegalArgumentException("size must be >= 0 bytes, got " + bytes);
        }
        if (bytes <= Long.MAX_VALUE / (8L * PS_PER_S)) {
            return bytes * 8L * PS_PER_S / rateBps;
        }
        return java.math.BigInteger.valueOf(bytes).multiply(java.math.BigInteger.valueOf(8L * PS_PER_S))
                .divide(java.math.BigInteger.valueOf(rateBps)).longValueExact();
    }
}
