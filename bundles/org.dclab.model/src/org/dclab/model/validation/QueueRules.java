package org.dclab.model.validation;

import static org.dclab.model.DclabPackage.Literals.QUEUE_SETTINGS__BUFFER_LIMIT;

import org.dclab.engine.api.QueueLimits;
import org.dclab.engine.api.QueueType;
import org.dclab.engine.api.Range;
import org.dclab.engine.api.TransportType;
import org.dclab.model.QueueSettings;
import org.dclab.model.QueueUnit;
import org.dclab.model.TransportSettings;
import org.dclab.model.transport.CongestionControls;
import org.dclab.model.transport.QueueDisciplines;
import org.eclipse.emf.ecore.EAttribute;

/**
 * Rules about queue and transport settings on their own: the buffer every discipline has, whose range depends on its
 * unit, then the discipline's or control's parameters and the rules between them, as its descriptor states them
 * ({@link ParameterRules}). Each attribute alone is checked by {@link RangeRules}.
 */
final class QueueRules {

    private QueueRules() {
    }

    /** The buffer every discipline has: the one size of a queue that is an attribute, not a discipline's parameter. */
    static final EAttribute BUFFER = QUEUE_SETTINGS__BUFFER_LIMIT;

    /** The values the buffer of {@code q} may take in its unit. Validation and the Properties cell read it. */
    static Range.Whole bufferRange(QueueSettings q) {
        return q.getUnit() == QueueUnit.BYTES ? QueueLimits.BYTE_LIMIT : QueueLimits.PACKET_LIMIT;
    }

    /** The unit of {@code q}'s sizes in words: "packets" or "bytes". */
    static String unit(QueueSettings q) {
        return q.getUnit().getLiteral().toLowerCase(java.util.Locale.ROOT);
    }

    static void queue(QueueSettings q, Report report) {
        String unit = unit(q);
        Range.Whole limits = bufferRange(q);
        if (!limits.contains(q.getBufferLimit())) {
            report.error(q, "bufferLimit is " + q.getBufferLimit() + " " + unit + "; give the queue room for at least one packet: "
                    + "it must be " + limits.text() + " " + unit);
            return;
        }
        QueueType.Size size = QueueDisciplines.sizeOf(q);
        QueueDisciplines.find(q).ifPresentOrElse(type -> ParameterRules.check(q, type, size, report),
                () -> report.error(q, ParameterRules.unknown("discipline", q.getDiscipline(), QueueDisciplines.choices())));
    }

    static void transport(TransportSettings t, Report report) {
        if (t.getReceiveBufferBytes() < t.getMssBytes()) {
            report.error(t, "receiveBufferBytes " + t.getReceiveBufferBytes() + " is below one segment of " + t.getMssBytes()
                    + " B; enlarge it");
        }
        TransportType type = CongestionControls.find(t).orElse(null);
        if (type == null) {
            report.error(t, ParameterRules.unknown("congestionControl", t.getCongestionControl(), CongestionControls.choices()));
            return;
        }
        ParameterRules.check(t, type, CongestionControls.connectionOf(t), report);
        if (type.ecn() && !t.isEcn()) {
            // Like Linux, where these algorithms force ECN on their connections, runs negotiate it anyway; the file should say so.
            report.warning(t, type.key() + " needs ECN, so runs negotiate it although ecn is false; set ecn=\"true\" to say what runs");
        }
    }
}
