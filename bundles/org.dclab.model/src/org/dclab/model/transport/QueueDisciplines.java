package org.dclab.model.transport;

import java.util.List;
import java.util.Optional;

import org.dclab.engine.api.ParameterValues;
import org.dclab.engine.api.QueueType;
import org.dclab.engine.api.Registry;
import org.dclab.model.QueueSettings;
import org.dclab.model.QueueUnit;

/**
 * The engine's descriptor of a queue's discipline ({@link Registry}): what validation, the bridge and the charts ask of
 * a discipline (does it mark ECN, which parameters it reads, the rules between them) is read from there, never listed
 * again.
 */
public final class QueueDisciplines {

    private QueueDisciplines() {
    }

    /** The descriptor of {@code q}'s discipline, if one of that key is registered. */
    public static Optional<QueueType> find(QueueSettings q) {
        return Registry.findDiscipline(q.getDiscipline());
    }

    /** The descriptor of {@code q}'s discipline; throws IllegalArgumentException naming the registered ones for an unknown key. */
    public static QueueType typeOf(QueueSettings q) {
        return Registry.discipline(q.getDiscipline());
    }

    /** The values of {@code q}'s discipline's parameters; throws IllegalArgumentException naming a value it refuses. */
    public static ParameterValues valuesOf(QueueSettings q) {
        return ParameterSettings.values(q, typeOf(q));
    }

    /** Every registered discipline's key, in the registry's order. */
    public static List<String> choices() {
        return Registry.disciplines().stream().map(QueueType::key).toList();
    }

    /** The buffer every discipline has: {@code q}'s limit and unit. */
    public static QueueType.Size sizeOf(QueueSettings q) {
        return new QueueType.Size(q.getBufferLimit(), q.getUnit() == QueueUnit.BYTES);
    }

    /** True when a queue of these settings sets CE on ECN-capable packets at some queue length; false for one that cannot run. */
    public static boolean marksEcn(QueueSettings q) {
        try {
            return typeOf(q).marks(valuesOf(q));
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    /**
     * What a port needs to mark, in the words of the registered disciplines: "threshold-marking (or red, choke or
     * sampled-choke with markEcn)".
     */
    public static String markingChoices() {
        List<QueueType> optional = disciplines(QueueType.EcnMarking.WHEN_ENABLED);
        String switches = Names.sentence(optional.stream().map(d -> d.ecnSwitch().name()).distinct().toList(), "or");
        return Names.sentence(disciplines(QueueType.EcnMarking.ALWAYS).stream().map(QueueType::key).toList(), "or")
                + (optional.isEmpty() ? "" : " (or " + Names.sentence(optional.stream().map(QueueType::key).toList(), "or") + " with "
                        + switches + ")");
    }

    private static List<QueueType> disciplines(QueueType.EcnMarking marking) {
        return Registry.disciplines().stream().filter(d -> d.marking() == marking).toList();
    }
}
