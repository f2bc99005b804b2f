package org.dclab.sim.explain;

import java.util.List;

/**
 * Why something happened in a run: at {@code timePs} the {@code subject} (a flow as the charts name it, e.g.
 * "dctcp1 #0 s1->r1", or a queue by its port, e.g. "s1->s2") took a decision of {@code kind} by {@code rule}, from
 * the {@code inputs} in the order a reader should see them. {@code text} says it in one line, e.g.
 * "DCTCP: α = 0.12 → cwnd 40 × (1 − 0.12/2) = 37.6 MSS".
 */
public record Explanation(long timePs, String subject, ExplanationKind kind, String rule, List<Input> inputs, String text) {

    /** One quantity the rule read or produced, in the engine's units (bytes, packets, ps). */
    public record Input(String name, double value, String unit) {

        /** "cwnd before = 58400 bytes", times in a readable unit; formatted when asked, not while the run records. */
        public String formatted() {
            return new org.dclab.engine.explain.Input(name, value, unit).formatted();
        }
    }

    public Explanation {
        inputs = List.copyOf(inputs);
    }

    /** The value of the input named {@code name}, or NaN when the rule had none. */
    public double value(String name) {
        for (Input i : inputs) {
            if (i.name().equals(name)) {
                return i.value();
            }
        }
        return Double.NaN;
    }
}
