package org.dclab.sim.papers;

import org.dclab.sim.labs.Measurement;

/**
 * One number a figure reads from each run: a name the claims and the plot refer to, a label and unit for the table's
 * column, and its measurement over the run's summary figures and series in the lab sheets' notation
 * ({@code applications.dctcp1.goodputGbps / applications.tcp1.goodputGbps}, {@code mean(queue left->right length)}),
 * where the names of the readings before it stand for their values.
 */
public record Reading(String name, String label, String unit, Measurement of) {

    /** The column header: "goodput (Gbit/s)", or the label alone for a ratio or a count. */
    public String header() {
        return unit.isEmpty() ? label : label + " (" + unit + ")";
    }

    /** The column of the results store that keeps this reading of every run. */
    public String column() {
        return "paper." + name;
    }
}
