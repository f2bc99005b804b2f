package org.dclab.sim;

import java.util.Map;

/** One run of a sweep: the parameter values it sets (in sweep order) and its repetition, which offsets the seed. */
public record SweepPoint(Map<String, String> settings, int repetition) {
}
