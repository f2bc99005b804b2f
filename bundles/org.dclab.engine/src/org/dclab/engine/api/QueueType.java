package org.dclab.engine.api;

import org.dclab.engine.queue.QueueFactory;

/**
 * A queue discipline, described once, as {@link TransportType} describes the congestion controls: its key, the name
 * explanations and charts give it, its parameters with their units, ranges and defaults, the rules between them (and
 * the buffer), whether it marks ECN, and the factory that makes its queues from parameter values. The buffer limit and
 * its unit are every discipline's ({@link Size}), not parameters of its own. The {@link Registry} holds every one,
 * built in or from a plug-in.
 */
public final class QueueType extends DescriptorParts<QueueType.Size> {

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

    private final EcnMarking marking;
    private final String ecnSwitch;
    private final Factory factory;

    private QueueType(Builder b) {
        super(b);
        this.marking = b.marking;
        this.ecnSwitch = b.ecnSwitch;
        this.factory = b.factory;
    }

    public static Builder builder(String key, String label) {
        return new Builder(key, label);
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

    /** Says what a {@link QueueType} is; it marks never unless said. */
    public static final class Builder extends DescriptorParts.Builder<Size, Builder> {
        private EcnMarking marking = EcnMarking.NEVER;
        private String ecnSwitch;
        private Factory factory;

        private Builder(String key, String label) {
            super(key, label);
        }

        @Override
        protected Builder self() {
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
            checkParts("discipline", factory != null, "a label and a factory are");
            QueueType type = new QueueType(this);
            if (marking == EcnMarking.WHEN_ENABLED && (type.ecnSwitch() == null || type.ecnSwitch().range() != Range.FLAG)) {
                throw new IllegalArgumentException("discipline " + key() + ": marks when '" + ecnSwitch
                        + "' is on, but has no such switch");
            }
            return type;
        }
    }
}
