package org.dclab.sim.explain;

import java.util.List;
import java.util.Objects;
import java.util.function.Supplier;

/**
 * Why something happened in a run: at {@code timePs} the {@code subject} (a flow as the charts name it, e.g.
 * "dctcp1 #0 s1->r1", or a queue by its port, e.g. "s1->s2") took a decision of {@code kind} by {@code rule}, from
 * the {@code inputs} in the order a reader should see them. {@code text} says it in one line, e.g.
 * "DCTCP: α = 0.12 → cwnd 40 × (1 − 0.12/2) = 37.6 MSS".
 * <p>
 * A run records one per mark, and a queue above K marks every packet, while a reader looks at a handful: so a run
 * records its explanations {@linkplain #later later}, their inputs and text made when first read.
 */
public final class Explanation {

    /** One quantity the rule read or produced, in the engine's units (bytes, packets, ps). */
    public record Input(String name, double value, String unit) {

        /** "cwnd before = 58400 bytes", times in a readable unit; formatted when asked, not while the run records. */
        public String formatted() {
            return new org.dclab.engine.explain.Input(name, value, unit).formatted();
        }
    }

    private final long timePs;
    private final String subject;
    private final ExplanationKind kind;
    private final String rule;
    private final Supplier<List<Input>> inputsLater;
    private final Supplier<String> textLater;
    // Written once on first read, from any thread; readers that race compute the same values.
    private volatile List<Input> inputs;
    private volatile String text;

    public Explanation(long timePs, String subject, ExplanationKind kind, String rule, List<Input> inputs, String text) {
        this(timePs, subject, kind, rule, List.copyOf(inputs), Objects.requireNonNull(text), null, null);
    }

    private Explanation(long timePs, String subject, ExplanationKind kind, String rule, List<Input> inputs, String text,
            Supplier<List<Input>> inputsLater, Supplier<String> textLater) {
        this.timePs = timePs;
        this.subject = Objects.requireNonNull(subject);
        this.kind = Objects.requireNonNull(kind);
        this.rule = Objects.requireNonNull(rule);
        this.inputs = inputs;
        this.text = text;
        this.inputsLater = inputsLater;
        this.textLater = textLater;
    }

    /** An explanation whose inputs and text are made on first read; the suppliers may capture only what stays put. */
    public static Explanation later(long timePs, String subject, ExplanationKind kind, String rule, Supplier<List<Input>> inputs,
            Supplier<String> text) {
        return new Explanation(timePs, subject, kind, rule, null, null, Objects.requireNonNull(inputs), Objects.requireNonNull(text));
    }

    public long timePs() {
        return timePs;
    }

    public String subject() {
        return subject;
    }

    public ExplanationKind kind() {
        return kind;
    }

    public String rule() {
        return rule;
    }

    public List<Input> inputs() {
        List<Input> i = inputs;
        if (i == null) {
            i = List.copyOf(inputsLater.get());
            inputs = i;
        }
        return i;
    }

    public String text() {
        String t = text;
        if (t == null) {
            t = textLater.get();
            text = t;
        }
        return t;
    }

    /** The value of the input named {@code name}, or NaN when the rule had none. */
    public double value(String name) {
        for (Input i : inputs()) {
            if (i.name().equals(name)) {
                return i.value();
            }
        }
        return Double.NaN;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Explanation e && timePs == e.timePs && subject.equals(e.subject) && kind == e.kind && rule.equals(e.rule)
                && inputs().equals(e.inputs()) && text().equals(e.text());
    }

    @Override
    public int hashCode() {
        return Objects.hash(timePs, subject, kind, rule);
    }

    @Override
    public String toString() {
        return text();
    }
}
