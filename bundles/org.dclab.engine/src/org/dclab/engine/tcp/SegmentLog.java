package org.dclab.engine.tcp;

/**
 * Per-segment send records of one sender, oldest first, kept in parallel primitive ring arrays so that sending
 * and acknowledging allocate nothing. Gives RTT samples under Karn's rule and delivery-rate samples.
 */
final class SegmentLog {
    private long[] endSeq = new long[64];
    private long[] txPs = new long[64];
    private long[] deliveredAtSend = new long[64];
    private long[] deliveredPsAtSend = new long[64];
    private long[] firstTxPsAtSend = new long[64];
    private boolean[] retransmitted = new boolean[64];
    private int head;
    private int size;

    /** Results of the last {@link #ackTo(long)}, valid when {@link #lastPopped} is true. */
    boolean lastPopped;
    boolean anyRetransmitted;
    long lastTxPs;
    long lastDeliveredAtSend;
    long lastDeliveredPsAtSend;
    long lastFirstTxPsAtSend;

    void add(long end, long nowPs, boolean retx, long delivered, long deliveredPs, long firstTxPs) {
        if (size == endSeq.length) {
            grow();
        }
        int i = (head + size) & (endSeq.length - 1);
        endSeq[i] = end;
        txPs[i] = nowPs;
        retransmitted[i] = retx;
        deliveredAtSend[i] = delivered;
        deliveredPsAtSend[i] = deliveredPs;
        firstTxPsAtSend[i] = firstTxPs;
        size++;
    }

    /** Removes every record ending at or below {@code ack}, remembering facts about the newest one removed. */
    void ackTo(long ack) {
        lastPopped = false;
        anyRetransmitted = false;
        int mask = endSeq.length - 1;
        while (size > 0 && endSeq[head] <= ack) {
            lastPopped = true;
            anyRetransmitted |= retransmitted[head];
            lastTxPs = txPs[head];
            lastDeliveredAtSend = deliveredAtSend[head];
            lastDeliveredPsAtSend = deliveredPsAtSend[head];
            lastFirstTxPsAtSend = firstTxPsAtSend[head];
            head = (head + 1) & mask;
            size--;
        }
    }

    /** Flags records covering sequence numbers below {@code upTo}, starting from the oldest, as retransmitted. */
    void markRetransmitted(long una, long upTo) {
        int mask = endSeq.length - 1;
        long start = una;
        for (int k = 0; k < size && start < upTo; k++) {
            int i = (head + k) & mask;
            retransmitted[i] = true;
            start = endSeq[i];
        }
    }

    void clear() {
        head = 0;
        size = 0;
    }

    int size() {
        return size;
    }

    private void grow() {
        int n = endSeq.length;
        int mask = n - 1;
        long[] e = new long[n * 2];
        long[] t = new long[n * 2];
        long[] d = new long[n * 2];
        long[] dp = new long[n * 2];
        long[] f = new long[n * 2];
        boolean[] r = new boolean[n * 2];
        for (int k = 0; k < size; k++) {
            int i = (head + k) & mask;
            e[k] = endSeq[i];
            t[k] = txPs[i];
            d[k] = deliveredAtSend[i];
            dp[k] = deliveredPsAtSend[i];
            f[k] = firstTxPsAtSend[i];
            r[k] = retransmitted[i];
        }
        endSeq = e;
        txPs = t;
        deliveredAtSend = d;
        deliveredPsAtSend = dp;
        firstTxPsAtSend = f;
        retransmitted = r;
        head = 0;
    }
}
