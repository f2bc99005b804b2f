package org.dclab.model.validation;

import static org.dclab.model.DclabPackage.Literals.QUEUE_SETTINGS__BUFFER_LIMIT;
import static org.dclab.model.DclabPackage.Literals.QUEUE_SETTINGS__MARKING_THRESHOLD;
import static org.dclab.model.DclabPackage.Literals.QUEUE_SETTINGS__MAX_THRESHOLD;
import static org.dclab.model.DclabPackage.Literals.QUEUE_SETTINGS__MIN_THRESHOLD;

import org.dclab.engine.core.Range;
import org.dclab.engine.queue.DropTail;
import org.dclab.engine.queue.QueueParameter;
import org.dclab.engine.queue.QueueType;
import org.dclab.model.HardDropFrom;
import org.dclab.model.MarkingPoint;
import org.dclab.model.NotEctPolicy;
import org.dclab.model.QueueDiscipline;
import org.dclab.model.QueueSettings;
import org.dclab.model.QueueUnit;
import org.dclab.model.TransportSettings;
import org.dclab.model.transport.CongestionControls;
import org.dclab.model.transport.QueueDisciplines;
import org.eclipse.emf.ecore.EAttribute;

/**
 * Rules about queue and transport settings on their own: how their values relate, and the queue's sizes, whose range
 * depends on its unit. Each number alone is checked by {@link RangeRules}.
 */
final class QueueRules {

    private QueueRules() {
    }

    /** The queue's sizes: what each may hold depends on the queue's unit and, for a threshold, on its buffer. */
    static final java.util.Set<EAttribute> SIZES = java.util.Set.of(QUEUE_SETTINGS__BUFFER_LIMIT, QUEUE_SETTINGS__MARKING_THRESHOLD,
            QUEUE_SETTINGS__MIN_THRESHOLD, QUEUE_SETTINGS__MAX_THRESHOLD);

    /**
     * The values {@code size}, one of {@link #SIZES}, may take in {@code q} as it stands: the buffer within its unit's
     * limits, K from 1 and the RED thresholds from 0 up to the buffer. Validation and the Properties cells read it.
     */
    static Range.Whole sizeRange(QueueSettings q, EAttribute size) {
        Range.Whole limits = q.getUnit() == QueueUnit.BYTES ? DropTail.BYTE_LIMIT : DropTail.PACKET_LIMIT;
        if (size == QUEUE_SETTINGS__BUFFER_LIMIT) {
            return limits;
        }
        long low = size == QUEUE_SETTINGS__MIN_THRESHOLD ? 0 : 1;
        return Range.whole(low, Math.max(low, q.getBufferLimit()));
    }

    /** The unit of {@code q}'s sizes in words: "packets" or "bytes". */
    static String unit(QueueSettings q) {
        return q.getUnit().getLiteral().toLowerCase(java.util.Locale.ROOT);
    }

    static void queue(QueueSettings q, Report report) {
        String unit = unit(q);
        Range.Whole limits = sizeRange(q, QUEUE_SETTINGS__BUFFER_LIMIT);
        if (!limits.contains(q.getBufferLimit())) {
            report.error(q, "bufferLimit is " + q.getBufferLimit() + " " + unit + "; give the queue room for at least one packet: "
                    + "it must be " + limits.text() + " " + unit);
            return;
        }
        QueueDiscipline d = q.getDiscipline();
        QueueType type = QueueDisciplines.typeOf(d);
        if (type.has(QueueParameter.K) && !sizeRange(q, QUEUE_SETTINGS__MARKING_THRESHOLD).contains(q.getMarkingThreshold())) {
            report.error(q, "marking threshold K = " + q.getMarkingThreshold() + " " + unit + " lies outside the buffer of "
                    + q.getBufferLimit() + " " + unit + "; choose K between 1 and bufferLimit, or enlarge the buffer");
        }
        if (type.redAverage()) {
            if (q.getMinThreshold() >= q.getMaxThreshold()) {
                report.error(q, "min_th = " + q.getMinThreshold() + " is not below max_th = " + q.getMaxThreshold()
                        + "; make minThreshold smaller than maxThreshold");
            }
            if (q.getMaxThreshold() > q.getBufferLimit()) {
                report.error(q, "max_th = " + q.getMaxThreshold() + " " + unit + " is beyond the buffer of " + q.getBufferLimit()
                        + " " + unit + "; lower maxThreshold or enlarge bufferLimit");
            }
            if (q.getMinThreshold() < 0) {
                report.error(q, "min_th = " + q.getMinThreshold() + "; use 0 or more");
            }
        }
        aqmOptions(q, report);
    }

    /** An AQM option the discipline never uses changes nothing: say so rather than let a study believe it ran. */
    private static void aqmOptions(QueueSettings q, Report report) {
        QueueDiscipline d = q.getDiscipline();
        QueueType type = QueueDisciplines.typeOf(d);
        boolean red = type.redAverage();
        boolean marks = type.marks(q.isMarkEcn());
        if (!red && q.isGentle()) {
            report.warning(q, "gentle is set but " + d + " has no RED average to ramp; it applies to RED and CHOKe only, remove it");
        }
        if (q.isHardDrop() && !(red && marks)) {
            report.warning(q, "hardDrop is set but " + (red ? d + " drops without markEcn anyway" : d + " has no max_th")
                    + ", so it changes nothing; it applies to RED and CHOKe with markEcn, remove it");
        }
        if (q.getHardDropFrom() != HardDropFrom.MAX_THRESHOLD && !(red && marks && q.isHardDrop() && q.isGentle())) {
            report.warning(q, "hardDropFrom is " + q.getHardDropFrom() + " but it only moves where gentle RED's hard drop starts, and "
                    + (red ? "this queue does not " + (!marks ? "mark" : !q.isHardDrop() ? "hard-drop" : "have a gentle region") : d
                            + " has no max_th")
                    + "; set it MAX_THRESHOLD or turn on markEcn, hardDrop and gentle");
        }
        if (!red && q.isWait()) {
            report.warning(q, "wait is set but " + d + " makes no early decisions to space; it applies to RED and CHOKe only, remove it");
        }
        if (q.getNotEctPolicy() != NotEctPolicy.AS_DISCIPLINE && !marks) {
            report.warning(q, "notEctPolicy is " + q.getNotEctPolicy() + " but " + d + (red ? " without markEcn" : "")
                    + " never marks, so it changes nothing; set it AS_DISCIPLINE");
        }
        if (q.getMarkingPoint() != MarkingPoint.ARRIVAL && !type.has(QueueParameter.K)) {
            report.warning(q, "markingPoint is " + q.getMarkingPoint() + " but only THRESHOLD_ECN marks by a threshold, not " + d
                    + "; set it ARRIVAL");
        }
    }

    static void transport(TransportSettings t, Report report) {
        if (t.getReceiveBufferBytes() < t.getMssBytes()) {
            report.error(t, "receiveBufferBytes " + t.getReceiveBufferBytes() + " is below one segment of " + t.getMssBytes()
                    + " B; enlarge it");
        }
        if (t.getVegasAlphaPackets() > t.getVegasBetaPackets()) {
            report.error(t, "vegasAlphaPackets " + t.getVegasAlphaPackets() + " is above vegasBetaPackets " + t.getVegasBetaPackets()
                    + "; Vegas grows below alpha and shrinks above beta, so make alpha at most beta");
        }
        if (CongestionControls.typeOf(t.getCongestionControl()).ecn() && !t.isEcn()) {
            // Like Linux, where these algorithms force ECN on their connections, runs negotiate it anyway; the file should say so.
            report.warning(t, t.getCongestionControl()
                    + " needs ECN, so runs negotiate it although ecn is false; set ecn=\"true\" to say what runs");
        }
    }
}
