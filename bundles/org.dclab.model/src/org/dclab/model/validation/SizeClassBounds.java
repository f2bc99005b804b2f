package org.dclab.model.validation;

import org.dclab.model.GeneratedFlows;
import org.dclab.model.SizeClasses;

/**
 * The size classes generated flows are reported by, as the increasing upper bounds in bytes of every class but the
 * last (unbounded) one: those given in sizeClassBounds, else those of the named sizeClasses. One reading serves the
 * validator and the run, so that what validates is what runs.
 */
public final class SizeClassBounds {

    private static final long KB = 1024;
    private static final long MB = 1024 * KB;

    private SizeClassBounds() {
    }

    /** The upper bounds in bytes; IllegalArgumentException (saying what is wrong and the fix) when given ones are not bounds. */
    public static long[] of(GeneratedFlows flows) {
        String given = flows.getSizeClassBounds();
        if (given != null && !given.isBlank()) {
            return parse(given);
        }
        return flows.getSizeClasses() == SizeClasses.UP_TO_10KB_100KB ? new long[] { 10 * KB, 100 * KB } : new long[] { 100 * KB, 10 * MB };
    }

    /** What is wrong with the given bounds, or null. */
    static String problem(GeneratedFlows flows) {
        try {
            of(flows);
            return null;
        } catch (IllegalArgumentException e) {
            return e.getMessage();
        }
    }

    private static long[] parse(String text) {
        String[] parts = text.split(",", -1);
        long[] bounds = new long[parts.length];
        for (int i = 0; i < parts.length; i++) {
            String part = parts[i].strip();
            if (part.isEmpty()) {
                throw new IllegalArgumentException("sizeClassBounds: bound " + (i + 1)
                        + " is empty; separate the bounds by one comma, e.g. "
                        + "10240, 102400");
            }
            try {
                bounds[i] = Long.parseLong(part);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("sizeClassBounds: '" + part + "' is not a whole number of bytes; give upper bounds in "
                        + "bytes separated by commas, e.g. 10240, 102400");
            }
            if (bounds[i] <= 0) {
                throw new IllegalArgumentException("sizeClassBounds: bound " + bounds[i] + " is not positive; every bound is a size in "
                        + "bytes above 0, e.g. 10240, 102400");
            }
            if (i > 0 && bounds[i] <= bounds[i - 1]) {
                throw new IllegalArgumentException("sizeClassBounds: " + bounds[i] + " does not exceed the bound before it, "
                        + bounds[i - 1] + "; list the bounds in increasing order, e.g. 10240, 102400");
            }
        }
        return bounds;
    }

    /**
     * A class's name in summaries: {@code upTo<bound>} for each bound and {@code above<last bound>} for the last, the
     * bound in MB or KB when it is a whole number of them (KB = 1024 B), else in B: upTo100KB, upTo10MB, above10MB.
     */
    public static String[] names(long[] bounds) {
        if (bounds.length == 0) {
            return new String[] { "all" };
        }
        String[] names = new String[bounds.length + 1];
        for (int i = 0; i < bounds.length; i++) {
            names[i] = "upTo" + size(bounds[i]);
        }
        names[bounds.length] = "above" + size(bounds[bounds.length - 1]);
        return names;
    }

    private static String size(long bytes) {
        if (bytes % MB == 0) {
            return bytes / MB + "MB";
        }
        return bytes % KB == 0 ? bytes / KB + "KB" : bytes + "B";
    }
}
