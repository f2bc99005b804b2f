package org.dclab.engine.explain;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * Why the engine made one decision: the rule that fired (e.g. "DCTCP ECN-Echo"), the quantities it read and
 * produced, in order, and a one-line text such as "DCTCP: α = 0.12 → cwnd 40 × (1 − 0.12/2) = 37.6 MSS". Built
 * only when someone listens, so it may allocate; a queue that marks every packet builds one per packet, so a rule
 * that fires that often gives its text as a {@link Supplier}, written when someone reads it.
 */
public final class Reason {
    private final ReasonKind kind;
    private final String rule;
    private final List<Input> inputs;
    private final Supplier<String> textLater;
    /** The text once written; a race between two readers writes the same string twice, which is harmless. */
    private String text;

    private Reason(ReasonKind kind, String rule, List<Input> inputs, String text, Supplier<String> textLater) {
        this.kind = kind;
        this.rule = rule;
        this.inputs = List.copyOf(inputs);
        this.text = text;
        this.textLater = textLater;
    }

    public static Builder of(ReasonKind kind, String rule) {
        return new Builder(kind, rule);
    }

    public ReasonKind kind() {
        return kind;
    }

    public String rule() {
        return rule;
    }

    public List<Input> inputs() {
        return inputs;
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

    /** The one-line text, written on first read from what the rule captured. Callable from any thread. */
    public String text() {
        String t = text;
        if (t == null) {
            t = textLater.get();
            text = t;
        }
        return t;
    }

    /**
     * This reason with {@code changes} applied (an input of the same name is replaced in place, others are
     * appended) and {@code moreText} appended to the text: what a later step of the same event adds.
     */
    public Reason amended(List<Input> changes, String moreText) {
        return amended(changes, List.of(), moreText);
    }

    /** As {@link #amended(List, String)}, with the inputs named {@code removed} left out: a later step made them untrue. */
    public Reason amended(List<Input> changes, List<String> removed, String moreText) {
        List<Input> merged = new ArrayList<>(inputs);
        merged.removeIf(i -> removed.contains(i.name()));
        for (Input c : changes) {
            int at = -1;
            for (int i = 0; i < merged.size() && at < 0; i++) {
                if (merged.get(i).name().equals(c.name())) {
                    at = i;
                }
            }
            if (at >= 0) {
                merged.set(at, c);
            } else {
                merged.add(c);
            }
        }
        return new Reason(kind, rule, merged, null, () -> text() + moreText);
    }

    @Override
    public String toString() {
        return text();
    }

    /** Collects the inputs of one reason in the order a reader should see them. */
    public static final class Builder {
        private final ReasonKind kind;
        private final String rule;
        private final List<Input> inputs = new ArrayList<>();

        private Builder(ReasonKind kind, String rule) {
            this.kind = kind;
            this.rule = rule;
        }

        public Builder input(String name, double value, String unit) {
            inputs.add(new Input(name, value, unit));
            return this;
        }

        /** The rule's name, to start a text with, e.g. "DCTCP ECN-Echo". */
        public String rule() {
            return rule;
        }

        public Reason text(String text) {
            return new Reason(kind, rule, inputs, text, null);
        }

        /** As {@link #text(String)}, written only when read: {@code later} may capture only values that stay put. */
        public Reason text(Supplier<String> later) {
            return new Reason(kind, rule, inputs, null, later);
        }
    }
}
