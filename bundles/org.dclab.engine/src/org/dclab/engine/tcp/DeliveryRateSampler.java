package org.dclab.engine.tcp;

/**
 * The sender's per-segment memory for what ACKs teach: RTT samples under Karn's rule and delivery-rate samples
 * (bytes delivered over the longer of the send and ACK intervals of a segment, the estimator BBR relies on), with
 * the application-limited marking that keeps idle periods from passing for low bandwidth.
 */
final class DeliveryRateSampler {
    private final SegmentLog log = new SegmentLog();
    private long delivered;
    private long deliveredPs;
    private long firstTxPs;
    private long appLimitedUntil = -1;

    /** Payload bytes cumulatively acknowledged. */
    long delivered() {
        return delivered;
    }

    /**
     * Records a transmission ending at {@code endSeq}. When the pipe was empty the send and ACK intervals of the
     * next sample start now, so an idle period does not count as slow delivery.
     */
    void onTransmit(long endSeq, long nowPs, boolean retransmission, boolean pipeWasEmpty) {
        if (pipeWasEmpty) {
            firstTxPs = nowPs;
            deliveredPs = nowPs;
        }
        log.add(endSeq, nowPs, retransmission, delivered, deliveredPs, firstTxPs);
    }

    void markRetransmitted(long fromSeq, long toSeq) {
        log.markRetransmitted(fromSeq, toSeq);
    }

    /** Forgets every outstanding segment (after a timeout everything will be sent again). */
    void clear() {
        log.clear();
    }

    /** The sender ran out of data with {@code inFlightBytes} outstanding; samples until they are delivered are app-limited. */
    void noteAppLimited(long inFlightBytes) {
        if (appLimitedUntil < 0) {
            appLimitedUntil = delivered + inFlightBytes;
        }
    }

    /**
     * Takes in a cumulative ACK that newly acknowledged {@code dataAcked} payload bytes and fills the delivery part
     * of {@code a}. Returns the RTT sample, or -1 if the newest acknowledged segment was retransmitted or there is none.
     */
    long onAck(long ack, long nowPs, long dataAcked, AckSample a) {
        log.ackTo(ack);
        delivered += dataAcked;
        deliveredPs = nowPs;
        if (!log.lastPopped) {
            return -1;
        }
        long rttPs = log.anyRetransmitted ? -1 : nowPs - log.lastTxPs;
        a.priorDeliveredBytes = log.lastDeliveredAtSend;
        long sendInterval = log.lastTxPs - log.lastFirstTxPsAtSend;
        long ackInterval = nowPs - log.lastDeliveredPsAtSend;
        long interval = Math.max(sendInterval, ackInterval);
        if (interval > 0) {
            a.deliveryRateBps = (long) ((delivered - log.lastDeliveredAtSend) * 8.0e12 / interval);
        }
        a.appLimited = appLimitedUntil >= 0 && log.lastDeliveredAtSend < appLimitedUntil;
        if (a.appLimited && delivered >= appLimitedUntil) {
            appLimitedUntil = -1;
        }
        firstTxPs = log.lastTxPs;
        return rttPs;
    }
}
