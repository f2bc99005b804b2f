package org.dclab.engine.queue;

import static org.dclab.engine.explain.Numbers.format;

import org.dclab.engine.explain.Reason;
import org.dclab.engine.explain.ReasonKind;

/** Reasons for the drops and marks of the queue disciplines, built only when someone listens. */
final class QueueReasons {
    private QueueReasons() {
    }

    /** The arrival did not fit the buffer limit. */
    static Reason bufferFull(String discipline, long occupancy, int packetBytes, long limit, boolean inBytes) {
        Reason.Builder b = Reason.of(ReasonKind.DROP, discipline + " buffer full")
                .input("queue", occupancy, inBytes ? "bytes" : "packets")
                .input("packet", packetBytes, "bytes")
                .input("limit", limit, inBytes ? "bytes" : "packets");
        return b.text(() -> discipline + ": buffer full, " + (inBytes
                ? format(occupancy) + " B queued + " + packetBytes + " B arriving > limit " + format(limit) + " B"
                : format(occupancy) + " packets queued = limit " + format(limit) + " packets") + " \u2192 drop");
    }

    /** DCTCP's switch rule: the instantaneous queue exceeds K, found by an arrival or left behind by a departure. */
    static Reason aboveK(long occupancy, long k, boolean inBytes, MarkingPoint point) {
        String unit = inBytes ? "bytes" : "packets";
        return Reason.of(ReasonKind.MARK, "ECN threshold marking").input("queue", occupancy, unit).input("K", k, unit)
                .text(() -> "ECN threshold: " + queueSeen(point) + format(occupancy) + " " + unit + " > K " + format(k) + " " + unit
                        + " \u2192 mark CE");
    }

    /** The threshold rule chose a Not-ECT packet, and the queue drops those it cannot mark. */
    static Reason notEctAboveK(long occupancy, long k, boolean inBytes, MarkingPoint point) {
        String unit = inBytes ? "bytes" : "packets";
        return Reason.of(ReasonKind.DROP, "ECN threshold marking").input("queue", occupancy, unit).input("K", k, unit)
                .text(() -> "ECN threshold: " + queueSeen(point) + format(occupancy) + " " + unit + " > K " + format(k) + " " + unit
                        + " \u2192 drop (not ECN-capable)");
    }

    private static String queueSeen(MarkingPoint point) {
        return point == MarkingPoint.ARRIVAL ? "queue " : "queue left behind ";
    }

    /**
     * RED's verdict on an arrival: marked, or dropped with the reason it could not be marked.
     *
     * @param notMarkedBecause null when the packet was marked
     */
    static Reason red(String discipline, RedParams params, RedEstimator red, String notMarkedBecause) {
        double avg = red.average();
        Reason.Builder b = Reason.of(notMarkedBecause == null ? ReasonKind.MARK : ReasonKind.DROP, discipline + " early congestion")
                .input("avg", avg, "packets").input("min_th", params.minTh(), "packets")
                .input("max_th", params.maxTh(), "packets").input("max_p", params.maxP(), "");
        boolean beyond = params.gentle() ? avg >= 2 * params.maxTh() : avg >= params.maxTh();
        double pb = red.lastPb();
        double pa = red.lastPa();
        if (!beyond) {
            b.input("p_b", pb, "").input("p_a", pa, "");
        }
        return b.text(() -> {
            String region;
            if (beyond) {
                region = "avg " + format(avg) + " packets \u2265 " + (params.gentle() ? "2 \u00d7 " : "") + "max_th "
                        + format(params.maxTh()) + ", beyond the probabilistic region";
            } else {
                String range = avg < params.maxTh() ? "in [min_th " + format(params.minTh()) + ", max_th " + format(params.maxTh()) + ")"
                        : "in the gentle region [max_th " + format(params.maxTh()) + ", 2 \u00d7 max_th)";
                region = "avg " + format(avg) + " packets " + range + " \u2192 p_b = " + format(pb) + ", p_a = " + format(pa)
                        + ", and the coin fell";
            }
            String action = notMarkedBecause == null ? " \u2192 mark CE" : " \u2192 drop (" + notMarkedBecause + ")";
            return discipline + ": " + region + action;
        });
    }

    /** A CHOKe draw found a queued packet of the arriving packet's flow. */
    static Reason chokeVictim(ReasonKind kind, int draw, int draws, double avg, double minTh) {
        return Reason.of(kind, "CHOKe matched queued packet").input("draw", draw, "").input("draws", draws, "")
                .input("avg", avg, "packets").input("min_th", minTh, "packets")
                .text(() -> "CHOKe: avg " + format(avg) + " > min_th " + format(minTh) + ", draw " + draw + " of " + draws
                        + " picked a queued packet of the arriving flow \u2192 " + (kind == ReasonKind.DROP ? "drop it" : "mark it CE"));
    }

    /** The arrival itself, after one or more of its flow's queued packets matched. */
    static Reason chokeArrival(ReasonKind kind, int matched, int draws) {
        return Reason.of(kind, "CHOKe matched arrival").input("matches", matched, "").input("draws", draws, "")
                .text(() -> "CHOKe: the arrival matched " + matched + " of " + draws + " draws from its own flow \u2192 "
                        + (kind == ReasonKind.DROP ? "drop the arrival" : "mark the arrival CE"));
    }

    /** Choudhury and Hahne's dynamic threshold refused the arrival. */
    static Reason sharedBuffer(long queueBytes, int packetBytes, long usedBytes, long capacityBytes, double alpha) {
        double thresholdBytes = alpha * (capacityBytes - usedBytes);
        Reason.Builder b = Reason.of(ReasonKind.DROP, "shared buffer dynamic threshold").input("queue", queueBytes, "bytes")
                .input("packet", packetBytes, "bytes").input("buffer used", usedBytes, "bytes")
                .input("buffer capacity", capacityBytes, "bytes").input("alpha", alpha, "")
                .input("threshold", thresholdBytes, "bytes");
        return b.text(() -> "Shared buffer: " + (usedBytes + packetBytes > capacityBytes
                ? "buffer " + usedBytes + " B used + " + packetBytes + " B > capacity " + capacityBytes + " B"
                : "queue " + queueBytes + " B + " + packetBytes + " B > \u03b1 " + format(alpha) + " \u00d7 free " + (capacityBytes
                        - usedBytes)
                        + " B = " + format(thresholdBytes) + " B") + " \u2192 drop");
    }
}
