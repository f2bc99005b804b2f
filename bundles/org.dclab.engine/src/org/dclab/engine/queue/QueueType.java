package org.dclab.engine.queue;

import java.util.Arrays;
import java.util.List;

/**
 * Every queue discipline DC Lab runs, registered once, as {@link org.dclab.engine.cc.TransportType} registers the
 * congestion controls: its key, the name explanations and charts give it, its parameters with their units and ranges,
 * and whether it marks ECN. The model's mapping of its disciplines, validation (ECN senders behind ports that never
 * mark, options a discipline ignores) and the charts' queue levels read it. Adding a discipline: write the queue and
 * its factory, add its entry here, add the model's literal.
 */
public enum QueueType {
    DROP_TAIL("drop-tail", "drop-tail", EcnMarking.NEVER, false, QueueParameter.LIMIT),
    /** DCTCP's switch rule: mark above K on the instantaneous queue, never drop early. */
    THRESHOLD_MARKING("threshold-marking", "threshold marking", EcnMarking.ALWAYS, false, QueueParameter.LIMIT,
            QueueParameter.K),
    RED("red", "RED", EcnMarking.WHEN_ENABLED, true, QueueParameter.LIMIT, QueueParameter.MIN_TH, QueueParameter.MAX_TH,
            QueueParameter.MAX_P, QueueParameter.W_Q),
    /** CHOKe with one draw per arrival; matches are dropped, never marked. */
    CHOKE("choke", "CHOKe", EcnMarking.WHEN_ENABLED, true, QueueParameter.LIMIT, QueueParameter.MIN_TH,
            QueueParameter.MAX_TH, QueueParameter.MAX_P, QueueParameter.W_Q),
    /** CHOKe with m draws per arrival, the coexistence study's modified CHOKe; matches dropped or marked. */
    SAMPLED_CHOKE("sampled-choke", "m-sample CHOKe", EcnMarking.WHEN_ENABLED, true, QueueParameter.LIMIT,
            QueueParameter.MIN_TH, QueueParameter.MAX_TH, QueueParameter.MAX_P, QueueParameter.W_Q, QueueParameter.M);

    /** When a discipline sets CE on ECN-capable packets instead of dropping them. */
    public enum EcnMarking {
        /** Never: ECN senders behind it see only loss. */
        NEVER,
        /** Always, at its threshold. */
        ALWAYS,
        /** When its ECN switch is on (RED's and CHOKe's early decisions); off, it drops. */
        WHEN_ENABLED
    }

    private final String key;
    private final String displayName;
    private final EcnMarking marking;
    private final boolean redAverage;
    private final List<QueueParameter> parameters;

    QueueType(String key, String displayName, EcnMarking marking, boolean redAverage, QueueParameter... parameters) {
        this.key = key;
        this.displayName = displayName;
        this.marking = marking;
        this.redAverage = redAverage;
        this.parameters = List.of(parameters);
    }

    /** The discipline's key, e.g. "threshold-marking". */
    public String key() {
        return key;
    }

    /** What explanations, charts and messages call it: "threshold marking", "RED". */
    public String displayName() {
        return displayName;
    }

    public EcnMarking marking() {
        return marking;
    }

    /** Whether it marks ECN-capable packets CE, given whether its ECN switch is on. */
    public boolean marks(boolean ecnEnabled) {
        return marking == EcnMarking.ALWAYS || marking == EcnMarking.WHEN_ENABLED && ecnEnabled;
    }

    /** Whether it decides on RED's moving average of the queue (and so has min_th, max_th, gentle and hard drop). */
    public boolean redAverage() {
        return redAverage;
    }

    /** Its parameters, the buffer limit first. */
    public List<QueueParameter> parameters() {
        return parameters;
    }

    public boolean has(QueueParameter p) {
        return parameters.contains(p);
    }

    /** Every key, in the order of the registry. */
    public static List<String> keys() {
        return Arrays.stream(values()).map(QueueType::key).toList();
    }

    /** The discipline of {@code key}; throws IllegalArgumentException naming the choices for any other. */
    public static QueueType byKey(String key) {
        for (QueueType t : values()) {
            if (t.key.equals(key)) {
                return t;
            }
        }
        throw new IllegalArgumentException("queue: unknown discipline '" + key + "'; choose one of " + keys());
    }
}
