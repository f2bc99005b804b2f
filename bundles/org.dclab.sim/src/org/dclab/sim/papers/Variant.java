package org.dclab.sim.papers;

import java.util.Map;

/**
 * A named setting of a figure for a sensitivity study: the {@code --set} values it adds to every run of the figure
 * and, in one line, why it is worth running (a setting the paper states, one it leaves open, a mechanism to rule out).
 */
public record Variant(String name, String why, Map<String, String> set) {
}
