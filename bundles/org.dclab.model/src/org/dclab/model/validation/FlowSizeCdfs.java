package org.dclab.model.validation;

import org.dclab.engine.api.CdfPoints;
import org.dclab.model.PoissonBackground;

/**
 * A background's flow-size distribution given by its points (cdfPoints): whether it has one, and what is wrong
 * with it, in the engine's words, so that what validates is what the engine reads.
 */
public final class FlowSizeCdfs {

    private FlowSizeCdfs() {
    }

    public static boolean hasPoints(PoissonBackground p) {
        return p.getCdfPoints() != null && !p.getCdfPoints().isBlank();
    }

    /** The distribution of the points, in bytes; IllegalArgumentException when they are not one. */
    public static CdfPoints points(PoissonBackground p) {
        return CdfPoints.parse(NAME, p.getCdfPoints());
    }

    private static final String NAME = "cdfPoints";

    /** What is wrong with the points, or null. */
    static String pointsProblem(PoissonBackground p) {
        try {
            points(p);
            return null;
        } catch (IllegalArgumentException e) {
            String prefix = "cdf " + NAME + ": ";
            String message = e.getMessage();
            return message.startsWith(prefix) ? message.substring(prefix.length()) : message;
        }
    }
}
