package org.dclab.model.transport;

import java.util.Arrays;
import java.util.List;
import java.util.Map;

import org.dclab.engine.queue.QueueParameter;
import org.dclab.engine.queue.QueueType;
import org.dclab.model.DclabPackage;
import org.dclab.model.QueueDiscipline;
import org.dclab.model.QueueSettings;
import org.eclipse.emf.ecore.EAttribute;

/**
 * The engine's registered queue type of each queue discipline of the model: what validation, the bridge and the
 * charts ask of a literal (does it mark ECN, does it keep RED's average, which parameters it reads) is read from
 * there, never listed again.
 */
public final class QueueDisciplines {

    private static final Map<QueueParameter, EAttribute> ATTRIBUTES = Map.of(
            QueueParameter.LIMIT, DclabPackage.Literals.QUEUE_SETTINGS__BUFFER_LIMIT,
            QueueParameter.K, DclabPackage.Literals.QUEUE_SETTINGS__MARKING_THRESHOLD,
            QueueParameter.MIN_TH, DclabPackage.Literals.QUEUE_SETTINGS__MIN_THRESHOLD,
            QueueParameter.MAX_TH, DclabPackage.Literals.QUEUE_SETTINGS__MAX_THRESHOLD,
            QueueParameter.MAX_P, DclabPackage.Literals.QUEUE_SETTINGS__MAX_PROBABILITY,
            QueueParameter.W_Q, DclabPackage.Literals.QUEUE_SETTINGS__QUEUE_WEIGHT,
            QueueParameter.M, DclabPackage.Literals.QUEUE_SETTINGS__CHOKE_SAMPLES);

    private QueueDisciplines() {
    }

    public static QueueType typeOf(QueueDiscipline d) {
        return switch (d) {
            case DROP_TAIL -> QueueType.DROP_TAIL;
            case THRESHOLD_ECN -> QueueType.THRESHOLD_MARKING;
            case RED -> QueueType.RED;
            case CHOKE -> QueueType.CHOKE;
            case CHOKE_M -> QueueType.SAMPLED_CHOKE;
        };
    }

    /** The attribute of {@link QueueSettings} that gives the engine's {@code parameter}. */
    public static EAttribute attributeOf(QueueParameter parameter) {
        EAttribute attribute = ATTRIBUTES.get(parameter);
        if (attribute == null) {
            throw new IllegalArgumentException("queue parameter " + parameter.symbol() + " has no attribute in the model");
        }
        return attribute;
    }

    /** True when a queue of these settings sets CE on ECN-capable packets at some queue length. */
    public static boolean marksEcn(QueueSettings q) {
        return typeOf(q.getDiscipline()).marks(q.isMarkEcn());
    }

    /**
     * What a port needs to mark, in the words of the model's literals: "THRESHOLD_ECN (or RED, CHOKE or CHOKE_M with
     * markEcn)".
     */
    public static String markingChoices() {
        List<String> always = literals(QueueType.EcnMarking.ALWAYS);
        List<String> optional = literals(QueueType.EcnMarking.WHEN_ENABLED);
        return Names.sentence(always, "or") + (optional.isEmpty() ? "" : " (or " + Names.sentence(optional, "or") + " with markEcn)");
    }

    private static List<String> literals(QueueType.EcnMarking marking) {
        return Arrays.stream(QueueDiscipline.values()).filter(d -> typeOf(d).marking() == marking).map(QueueDiscipline::getName)
                .toList();
    }
}
