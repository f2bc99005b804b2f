package org.dclab.engine.tcp;

/**
 * The sender's record of every data segment between snd.una and the highest byte sent (RFC 6675 section 3's
 * scoreboard): per segment whether it was SACKed, deemed lost, or retransmitted, in parallel primitive ring arrays,
 * with byte counters kept current so that the pipe costs no scan, and the time each was last sent, for RACK. Without
 * SACK, duplicate ACKs stand for SACKed segments of unknown position, as Linux counts them ({@link #addDuplicateAck}).
 */
final class Scoreboard {
    private static final byte SACKED = 1;
    private static final byte LOST = 2;
    private static final byte RETRANS = 4;

    private long[] start = new long[64];
    private long[] end = new long[64];
    private byte[] state = new byte[64];
    private long[] sentPs = new long[64];
    private int head;
    private int size;
    private long outBytes;
    private long sackedBytes;
    private long lostBytes;
    private long retransBytes;
    /** Index (from head) below which no segment is lost and not yet retransmitted. */
    private int lostHint;
    /** Of the segments the current ACK delivered (acknowledged or SACKed): the one sent last, or -1. */
    private long newestDeliveredSentPs = -1;
    private long newestDeliveredEnd;
    private boolean newestDeliveredRetransmitted;

    /** Bytes sent and not cumulatively acknowledged. */
    long outBytes() {
        return outBytes;
    }

    long sackedBytes() {
        return sackedBytes;
    }

    long lostBytes() {
        return lostBytes;
    }

    /**
     * RFC 6675's pipe, counted as Linux's {@code tcp_packets_in_flight}: what was sent, less what was SACKed or is
     * deemed lost, plus the retransmissions still in flight.
     */
    long pipeBytes() {
        return outBytes - sackedBytes - lostBytes + retransBytes;
    }

    int segments() {
        return size;
    }

    /** A new ACK: forgets what the last one delivered. */
    void beginAck() {
        newestDeliveredSentPs = -1;
    }

    /** Send time of the segment sent last among those the current ACK delivered, or -1. */
    long newestDeliveredSentPs() {
        return newestDeliveredSentPs;
    }

    long newestDeliveredEnd() {
        return newestDeliveredEnd;
    }

    boolean newestDeliveredRetransmitted() {
        return newestDeliveredRetransmitted;
    }

    /** New data [from, to) left at {@code nowPs}; segments are appended in sequence order. */
    void append(long from, long to, long nowPs) {
        if (size == start.length) {
            grow();
        }
        int i = (head + size) & (start.length - 1);
        start[i] = from;
        end[i] = to;
        state[i] = 0;
        sentPs[i] = nowPs;
        size++;
        outBytes += to - from;
    }

    /** Removes every segment ending at or below {@code ack}. */
    void ackTo(long ack) {
        int mask = start.length - 1;
        int removed = 0;
        while (size > 0 && end[head] <= ack) {
            long len = end[head] - start[head];
            byte st = state[head];
            outBytes -= len;
            if ((st & SACKED) != 0) {
                sackedBytes -= len;
            } else {
                delivered(head);
                if ((st & LOST) != 0) {
                    lostBytes -= len;
                }
                if ((st & RETRANS) != 0) {
                    retransBytes -= len;
                }
            }
            head = (head + 1) & mask;
            size--;
            removed++;
        }
        lostHint = Math.max(0, lostHint - removed);
    }

    /** Duplicate ACKs without SACK: one MSS presumed delivered each, never more than all but one segment. */
    void addDuplicateAck(int mss) {
        long holes = Math.max(lostBytes, size > 0 ? end[head] - start[head] : 0);
        sackedBytes = Math.min(sackedBytes + mss, Math.max(0, outBytes - holes));
    }

    /**
     * Without SACK, a cumulative ACK of {@code ackedBytes} is presumed to cover the hole and then the segments that
     * duplicate ACKs had counted (Linux's {@code tcp_remove_reno_sacks}).
     */
    void removeDuplicateAcks(long ackedBytes, int mss) {
        if (ackedBytes > 0) {
            sackedBytes = Math.max(0, sackedBytes - Math.max(0, ackedBytes - mss));
        }
    }

    /** Forgets the presumed deliveries of duplicate ACKs (no SACK) when recovery ends. */
    void clearDuplicateAcks() {
        sackedBytes = 0;
    }

    /** Marks the segments inside the SACK block [from, to) as SACKed. */
    void sack(long from, long to) {
        int mask = start.length - 1;
        int k = firstEndingAfter(from);
        for (; k < size; k++) {
            int i = (head + k) & mask;
            if (start[i] >= to) {
                break;
            }
            if (start[i] < from || end[i] > to || (state[i] & SACKED) != 0) {
                continue;
            }
            delivered(i);
            long len = end[i] - start[i];
            if ((state[i] & LOST) != 0) {
                lostBytes -= len;
            }
            if ((state[i] & RETRANS) != 0) {
                retransBytes -= len;
            }
            state[i] = SACKED;
            sackedBytes += len;
        }
    }

    /**
     * RFC 6675's IsLost for every segment: a segment not SACKed is lost once {@code dupThresh} discontiguous SACKed
     * runs, or more than (dupThresh - 1) * MSS SACKed bytes, lie above it. Lost marks stay until the segment is
     * SACKed or acknowledged. Returns the bytes newly marked.
     */
    long markLost(int dupThresh, int mss) {
        if (sackedBytes == 0) {
            return 0;
        }
        int mask = start.length - 1;
        long sackedAbove = 0;
        int runsAbove = 0;
        boolean inRun = false;
        long marked = 0;
        boolean losing = false;
        for (int k = size - 1; k >= 0; k--) {
            int i = (head + k) & mask;
            byte st = state[i];
            if ((st & SACKED) != 0) {
                if (!inRun) {
                    runsAbove++;
                    inRun = true;
                }
                sackedAbove += end[i] - start[i];
                continue;
            }
            inRun = false;
            if ((st & LOST) != 0) {
                if (losing) {
                    // Marks are made downwards from the highest lost segment, so everything below is marked already.
                    break;
                }
                continue;
            }
            losing |= runsAbove >= dupThresh || sackedAbove > (long) (dupThresh - 1) * mss;
            if (losing) {
                markLostAt(k);
                marked += end[i] - start[i];
            }
        }
        return marked;
    }

    /** Whether the segment at snd.una is deemed lost (RFC 6675's IsLost(HighACK + 1)). */
    boolean headLost() {
        return size > 0 && (state[head] & LOST) != 0;
    }

    /** NewReno's rule without SACK: the segment at snd.una is lost (third duplicate ACK, or a partial ACK). */
    long markHeadLost() {
        if (size == 0 || (state[head] & (LOST | SACKED)) != 0) {
            return 0;
        }
        markLostAt(0);
        return end[head] - start[head];
    }

    /**
     * After a retransmission timeout every segment not SACKed is lost and no retransmission is in flight (Linux's
     * {@code tcp_timeout_mark_lost}).
     */
    void markAllLost() {
        int mask = start.length - 1;
        for (int k = 0; k < size; k++) {
            int i = (head + k) & mask;
            if ((state[i] & SACKED) == 0) {
                if ((state[i] & LOST) == 0) {
                    lostBytes += end[i] - start[i];
                }
                state[i] = LOST;
            }
        }
        retransBytes = 0;
        lostHint = 0;
    }

    /** Index (from snd.una) of the first segment deemed lost and not retransmitted since, or -1: NextSeg's rule 1. */
    int nextLost() {
        if (lostBytes == 0) {
            return -1;
        }
        int mask = start.length - 1;
        for (int k = lostHint; k < size; k++) {
            int i = (head + k) & mask;
            if ((state[i] & (LOST | RETRANS | SACKED)) == LOST) {
                lostHint = k;
                return k;
            }
        }
        lostHint = size;
        return -1;
    }

    /**
     * NextSeg's rule 3: the first segment neither SACKed, deemed lost nor retransmitted that lies below the highest
     * SACKed byte, or -1.
     */
    int nextUnsackedBelowSack() {
        if (sackedBytes == 0) {
            return -1;
        }
        int mask = start.length - 1;
        int highestSacked = -1;
        for (int k = size - 1; k >= 0; k--) {
            if ((state[(head + k) & mask] & SACKED) != 0) {
                highestSacked = k;
                break;
            }
        }
        for (int k = 0; k < highestSacked; k++) {
            if (state[(head + k) & mask] == 0) {
                return k;
            }
        }
        return -1;
    }

    /** NextSeg's rule 4: the highest segment not SACKed, or -1. */
    int highestUnsacked() {
        int mask = start.length - 1;
        for (int k = size - 1; k >= 0; k--) {
            if ((state[(head + k) & mask] & SACKED) == 0) {
                return k;
            }
        }
        return -1;
    }

    long startOf(int k) {
        return start[(head + k) & (start.length - 1)];
    }

    long endOf(int k) {
        return end[(head + k) & (start.length - 1)];
    }

    /** Segment {@code k} was retransmitted at {@code nowPs}: it counts in the pipe again until SACKed or acknowledged. */
    void markRetransmitted(int k, long nowPs) {
        int i = (head + k) & (start.length - 1);
        if ((state[i] & (RETRANS | SACKED)) == 0) {
            state[i] |= RETRANS;
            retransBytes += end[i] - start[i];
            sentPs[i] = nowPs;
        }
    }

    long sentPsOf(int k) {
        return sentPs[(head + k) & (start.length - 1)];
    }

    boolean isSacked(int k) {
        return (state[(head + k) & (start.length - 1)] & SACKED) != 0;
    }

    /** Deemed lost and not retransmitted since: due for retransmission. */
    boolean isDue(int k) {
        return (state[(head + k) & (start.length - 1)] & (LOST | RETRANS)) == LOST;
    }

    boolean isRetransmitted(int k) {
        return (state[(head + k) & (start.length - 1)] & RETRANS) != 0;
    }

    /**
     * RACK found segment {@code k} lost by time: if it had been retransmitted, that retransmission is lost too and it
     * leaves the pipe to be sent once more. Returns the bytes newly due.
     */
    long markLostByTime(int k) {
        int i = (head + k) & (start.length - 1);
        long len = end[i] - start[i];
        if ((state[i] & RETRANS) != 0) {
            state[i] &= ~RETRANS;
            retransBytes -= len;
        }
        if ((state[i] & LOST) == 0) {
            state[i] |= LOST;
            lostBytes += len;
        }
        lostHint = Math.min(lostHint, k);
        return len;
    }

    void clear() {
        head = 0;
        size = 0;
        outBytes = 0;
        sackedBytes = 0;
        lostBytes = 0;
        retransBytes = 0;
        lostHint = 0;
    }

    /** A segment already retransmitted (NextSeg rule 3) stays in flight once; its retransmission is not repeated. */
    private void delivered(int i) {
        long t = sentPs[i];
        if (t > newestDeliveredSentPs || (t == newestDeliveredSentPs && end[i] > newestDeliveredEnd)) {
            newestDeliveredSentPs = t;
            newestDeliveredEnd = end[i];
            newestDeliveredRetransmitted = (state[i] & RETRANS) != 0;
        }
    }

    private void markLostAt(int k) {
        int i = (head + k) & (start.length - 1);
        state[i] |= LOST;
        lostBytes += end[i] - start[i];
        lostHint = Math.min(lostHint, k);
    }

    /** Index of the first segment whose end is above {@code seq} (binary search; segments are contiguous). */
    private int firstEndingAfter(long seq) {
        int lo = 0;
        int hi = size;
        int mask = start.length - 1;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (end[(head + mid) & mask] <= seq) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

    private void grow() {
        int n = start.length;
        int mask = n - 1;
        long[] s = new long[n * 2];
        long[] e = new long[n * 2];
        byte[] st = new byte[n * 2];
        long[] t = new long[n * 2];
        for (int k = 0; k < size; k++) {
            int i = (head + k) & mask;
            s[k] = start[i];
            e[k] = end[i];
            st[k] = state[i];
            t[k] = sentPs[i];
        }
        start = s;
        end = e;
        state = st;
        sentPs = t;
        head = 0;
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder("scoreboard[");
        int mask = start.length - 1;
        for (int k = 0; k < size; k++) {
            int i = (head + k) & mask;
            sb.append(start[i]).append(((state[i] & SACKED) != 0 ? "S" : "") + ((state[i] & LOST) != 0 ? "L" : "")
                    + ((state[i] & RETRANS) != 0 ? "R" : "")).append(' ');
        }
        return sb.append("pipe=").append(pipeBytes()).append(']').toString();
    }
}
