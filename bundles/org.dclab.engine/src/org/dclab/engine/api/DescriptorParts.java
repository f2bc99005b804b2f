package org.dclab.engine.api;

import java.util.ArrayList;
import java.util.List;

/**
 * What every {@link Descriptor} holds, built the same way for a control and a discipline: its key, label, summary,
 * parameters and the rules between them. {@link TransportType} and {@link QueueType} extend it with what only they say.
 *
 * @param <C> what its rules read beside the parameters
 */
public abstract class DescriptorParts<C> implements Descriptor<C> {

    private final String key;
    private final String label;
    private final String summary;
    private final List<Parameter> parameters;
    private final List<Rule<C>> rules;

    protected DescriptorParts(Builder<C, ?> b) {
        this.key = b.key;
        this.label = b.label;
        this.summary = b.summary;
        this.parameters = List.copyOf(b.parameters);
        this.rules = List.copyOf(b.rules);
    }

    @Override
    public final String key() {
        return key;
    }

    @Override
    public final String label() {
        return label;
    }

    @Override
    public final String summary() {
        return summary;
    }

    @Override
    public final List<Parameter> parameters() {
        return parameters;
    }

    @Override
    public final List<Rule<C>> rules() {
        return rules;
    }

    @Override
    public String toString() {
        return key;
    }

    /**
     * The builder's part of the same: {@code B} is the descriptor's own builder, which each setter returns so that a
     * chain goes on to its own settings.
     */
    public abstract static class Builder<C, B extends Builder<C, B>> {
        private final String key;
        private final String label;
        private String summary = "";
        private final List<Parameter> parameters = new ArrayList<>();
        private final List<Rule<C>> rules = new ArrayList<>();

        protected Builder(String key, String label) {
            this.key = key;
            this.label = label;
        }

        /** This builder as its own class. */
        protected abstract B self();

        public B summary(String text) {
            this.summary = text;
            return self();
        }

        public B parameters(Parameter... list) {
            parameters.addAll(List.of(list));
            return self();
        }

        public B rule(Rule<C> rule) {
            rules.add(rule);
            return self();
        }

        /** The rules of another descriptor whose parameters it shares. */
        public B rules(List<Rule<C>> list) {
            rules.addAll(list);
            return self();
        }

        protected String key() {
            return key;
        }

        /**
         * Throws IllegalArgumentException, naming the {@code kind} ("transport", "discipline") and key, for a key the
         * registry could not hold, a blank label, a missing factory or {@code required} setting (said in {@code what}),
         * or two parameters of one name.
         */
        protected void checkParts(String kind, boolean required, String what) {
            Registry.checkKey(key);
            if (label == null || label.isBlank() || !required) {
                throw new IllegalArgumentException(kind + " " + key + ": " + what + " required");
            }
            Descriptor.checkNamesUnique(kind, key, parameters);
        }
    }
}
