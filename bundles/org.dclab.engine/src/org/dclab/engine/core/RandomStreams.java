package org.dclab.engine.core;

import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * Named, independent random streams derived from one master seed. A component asks for a stream by a name that
 * says what it is for ("link s1->h3 loss"); the stream depends only on the master seed and that name, so adding
 * a component never shifts the random numbers another one sees.
 */
public final class RandomStreams {
    private final long masterSeed;
    private final Map<String, Integer> instances = new HashMap<>();

    public RandomStreams(long masterSeed) {
        this.masterSeed = masterSeed;
    }

    public long masterSeed() {
        return masterSeed;
    }

    /** A fresh generator for {@code name}; the same name always yields the same sequence for this master seed. */
    public SplittableRandom stream(String name) {
        if (name == null || name.isEmpty()) {
            throw new IllegalArgumentException("random stream: name must be non-empty; name it after its component and purpose");
        }
        return new SplittableRandom(mix(masterSeed * 0x9E3779B97F4A7C15L + fnv1a(name)));
    }

    /**
     * A stream-name prefix for the next instance of a component that has no name of its own: {@code kind} for the
     * first, {@code "kind #2"}, {@code "kind #3"} … after it. Two such components in one simulation then draw
     * independent numbers, and a simulation with one of them draws exactly what it drew before a second was added.
     */
    public String instanceName(String kind) {
        int n = instances.merge(kind, 1, Integer::sum);
        return n == 1 ? kind : kind + " #" + n;
    }

    private static long fnv1a(String s) {
        long h = 0xcbf29ce484222325L;
        for (byte b : s.getBytes(StandardCharsets.UTF_8)) {
            h ^= b & 0xff;
            h *= 0x100000001b3L;
        }
        return h;
    }

    /** Stafford's variant 13 of the SplitMix64 finaliser: spreads nearby inputs over the whole 64-bit range. */
    static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xbf58476d1ce4e5b9L;
        z = (z ^ (z >>> 27)) * 0x94d049bb133111ebL;
        return z ^ (z >>> 31);
    }
}
