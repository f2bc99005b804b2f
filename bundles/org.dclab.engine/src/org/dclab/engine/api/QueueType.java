package org.dclab.engine.api;

import java.util.ArrayList;
import java.util.List;

import org.dclab.engine.queue.QueueFactory;

/**
 * A queue discipline, described once, as {@link TransportType} describes the congestion controls: its key, the name
 * explanations and charts give it, its parameters with their units, ranges and defaults, the rules between them (and
 * the buffer), whether it marks ECN, and the factory that makes its queues from parameter values. The buffer limit and
 * its unit are every discipline's ({@link Size}), not parameters of its own. The {@link Registry} holds every one,
 * built in or from a plug-in.
 */
public final class QueueType implements Descriptor<QueueType.Size> {

    /** The unit of a parameter that is a size of the queue: packets or bytes, as its buffer counts. */
    public static final String SIZE_UNIT = "packets or bytes";

    /** The buffer every discipline has: its limit and whether it counts bytes rather than packets. */
    public record Size(long limit, boolean inBytes) {
        /** "bytes" or "packets", as messages say it. */
        public String unit() {
            return inBytes ? "bytes" : "packets";
        }
    }

    /** When a discipline sets CE on ECN-capable packets instead of dropping them. */
    public enum EcnMarking {
        /** Never: ECN senders behind it see only loss. */
        NEVER,
        /** Always, at its threshold. */
        ALWAYS,
        /** When its ECN switch ({@link QueueType#ecnSwitch}) is on; off, it drops. */
        WHEN_ENABLED
    }

    /** Makes the queues of one discipline from its parameter values, one per port. */
    @FunctionalInterface
    public interface Factory {
        /** A factory of queues with {@code values} over {@code size}; throws IllegalArgumentException for a value it refuses. */
        QueueFactory queues(ParameterValues values, Size size);
    }

    private final String key;
    private final String label;
    private final String summary;
    private final List<Parameter> parameters;
    private final List<Rule<Size>> rules;
    private final EcnMarking marking;
    private final String ecnSwitch;
    private final Factory factory;

    private QueueType(Builder b) {
        this.key = b.key;
        this.label = b.label;
        this.summary = b.summary;
        this.parameters = List.copyOf(b.parameters);
        this.rules = List.copyOf(b.rules);
        this.marking = b.marking;
        this.ecnSwitch = b.ecnSwitch;
        this.factory = b.factory;
    }

    public static Builder builder(String key, String label) {
        return new Builder(key, label);
    }

    @Override
    public String key() {
        return key;
    }

    /** What explanations, charts and messages call it: "threshold marking", "RED". */
    @Override
    public String label() {
        return label;
    }

    @Override
    public String summary() {
        return summary;
    }

    @Override
    public List<Parameter> parameters() {
        return parameters;
    }

    @Override
    public List<Rule<Size>> rules() {
        return rules;
    }

    public EcnMarking marking() {
        return marking;
    }

    /** The switch parameter that turns marking on where it marks {@link EcnMarking#WHEN_ENABLED}, else null. */
    public Parameter ecnSwitch() {
        return ecnSwitch == null ? null : parameter(ecnSwitch);
    }

    /** Whether a queue of {@code values} sets CE on ECN-capable packets at some queue length. */
    public boolean marks(ParameterValues values) {
        return marking == EcnMarking.ALWAYS || marking == EcnMarking.WHEN_ENABLED && values.flag(ecnSwitch);
    }

    /** A factory of its queues with {@code values} over {@code size}; refuses values its rules or queues refuse. */
    public QueueFactory queues(ParameterValues values, Size size) {
        check(values, size);
        return factory.queues(values, size);
    }

    @Override
    public String toString() {
        return key;
    }

    /** Says what a {@link QueueType} is; it marks never unless said. */
    public static final class Builder {
        private final String key;
        private final String label;
        private String summary = "";
        private final List<Parameter> parameters = new ArrayList<>();
        private final List<Rule<Size>> rules = new ArrayList<>();
        private EcnMarking marking = EcnMarking.NEVER;
        private String ecnSwitch;
        private Factory factory;

        private Builder(String key, String label) {
            this.key = key;
            this.label = label;
        }

        public Builder summary(String text) {
            this.summary = text;
            return this;
        }

        public Builder parameters(Parameter... list) {
            parameters.addAll(List.of(list));
            return this;
        }

        public Builder rule(Rule<Size> rule) {
            rules.add(rule);
            return this;
        }

        /** The rules of another discipline whose parameters it shares. */
        public Builder rules(List<Rule<Size>> list) {
            rules.addAll(list);
            return this;
        }

        /** It marks ECN-capable packets at its threshold, always. */
        public Builder marksAlways() {
            this.marking = EcnMarking.ALWAYS;
            this.ecnSwitch = null;
            return this;
        }

        /** It marks when its switch parameter {@code name} is on, and drops otherwise. */
        public Builder marksWhen(String name) {
            this.marking = EcnMarking.WHEN_ENABLED;
            this.ecnSwitch = name;
            return this;
        }

        public Builder factory(Factory f) {
            this.factory = f;
            return this;
        }

        public QueueType build() {
            Registry.checkKey(key);
            if (label == null || label.isBlank() || factory == null) {
                throw new IllegalArgumentException("discipline " + key + ": a label and a factory are required");
            }
            Descriptor.checkNamesUnique("discipline", key, parameters);
            QueueType type = new QueueType(this);
            if (marking == EcnMarking.WHEN_ENABLED && (type.ecnSwitch() == null || type.ecnSwitch().range() != Range.FLAG)) {
                throw new IllegalArgumentException("discipline " + key + ": marks when '" + ecnSwitch + "' is on, but has no such switch");
            }
            return type;
        }
    }
}
