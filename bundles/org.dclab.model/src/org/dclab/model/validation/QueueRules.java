package org.dclab.model.validation;

import org.dclab.model.QueueDiscipline;
import org.dclab.model.QueueSettings;
import org.dclab.model.TransportSettings;

/** Rules about queue and transport settings on their own. */
final class QueueRules {

    private QueueRules() {
    }

    static void queue(QueueSettings q, Report report) {
        String unit = q.getUnit().getLiteral().toLowerCase(java.util.Locale.ROOT);
        if (q.getBufferLimit() <= 0) {
            report.error(q, "bufferLimit is " + q.getBufferLimit() + " " + unit + "; give the queue room for at least one packet");
            return;
        }
        QueueDiscipline d = q.getDiscipline();
        if (d == QueueDiscipline.THRESHOLD_ECN && (q.getMarkingThreshold() <= 0 || q.getMarkingThreshold() > q.getBufferLimit())) {
            report.error(q, "marking threshold K = " + q.getMarkingThreshold() + " " + unit + " lies outside the buffer of "
                    + q.getBufferLimit() + " " + unit + "; choose K between 1 and bufferLimit, or enlarge the buffer");
        }
        if (d == QueueDiscipline.RED || d == QueueDiscipline.CHOKE || d == QueueDiscipline.CHOKE_M) {
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
            if (!(q.getMaxProbability() > 0 && q.getMaxProbability() <= 1)) {
                report.error(q, "maxProbability is " + q.getMaxProbability() + "; use a probability in (0, 1], e.g. 0.1");
            }
            if (!(q.getQueueWeight() > 0 && q.getQueueWeight() <= 1)) {
                report.error(q, "queueWeight is " + q.getQueueWeight() + "; use a weight in (0, 1], e.g. 0.002");
            }
        }
        if (d == QueueDiscipline.CHOKE_M && q.getChokeSamples() < 1) {
            report.error(q, "chokeSamples is " + q.getChokeSamples() + "; compare each arrival with at least 1 queued packet");
        }
    }

    static void transport(TransportSettings t, Report report) {
        if (t.getMssBytes() <= 0 || t.getMssBytes() > 65_495) {
            report.error(t, "mssBytes is " + t.getMssBytes() + "; use 1 to 65495, e.g. 1460 for a 1500-byte MTU");
        }
        if (t.getInitialWindowSegments() <= 0) {
            report.error(t, "initialWindowSegments is " + t.getInitialWindowSegments() + "; use at least 1, e.g. 10");
        }
        if (t.getMinRtoPs() <= 0) {
            report.error(t, "minRtoPs is " + t.getMinRtoPs() + "; use a positive time, e.g. 200000000000 (200 ms)");
        }
        if (t.isDelayedAck() && t.getDelayedAckTimeoutPs() <= 0) {
            report.error(t, "delayedAckTimeoutPs is " + t.getDelayedAckTimeoutPs() + "; use a positive time, e.g. 40000000000 (40 ms)");
        }
        if (t.getReceiveBufferBytes() < t.getMssBytes()) {
            report.error(t, "receiveBufferBytes " + t.getReceiveBufferBytes() + " is below one segment of " + t.getMssBytes()
                    + " B; enlarge it");
        }
        if (!(t.getDctcpG() > 0 && t.getDctcpG() <= 1)) {
            report.error(t, "dctcpG is " + t.getDctcpG() + "; use a weight in (0, 1], e.g. 0.0625");
        }
        switch (t.getCongestionControl()) {
            case DCTCP, GEMINI, ECN_TCP -> {
                if (!t.isEcn()) {
                    // Like Linux, where these algorithms force ECN on their connections, runs negotiate it anyway; the file should say so.
                    report.warning(t, t.getCongestionControl() + " needs ECN, so runs negotiate it although ecn is false; set ecn=\"true\" to say what runs");
                }
            }
            default -> {
            }
        }
    }
}
