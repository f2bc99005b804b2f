package org.dclab.engine.tcp;

/**
 * The receiver's SACK blocks (RFC 2018 section 4), most recently changed first: the block holding the segment that
 * triggered the ACK leads, followed by the blocks reported most recently, as Linux keeps its four
 * {@code selective_acks}. Blocks grow only by merging, so a reported block is always a whole out-of-order run.
 */
final class SackBlockList {
    private static final int KEPT = 4;
    private final long[] starts = new long[KEPT];
    private final long[] ends = new long[KEPT];
    private int count;

    /** The out-of-order run [start, end) just received data: it moves to the front, swallowing blocks it covers. */
    void touch(long start, long end) {
        int kept = 0;
        for (int i = 0; i < count; i++) {
            if (ends[i] < start || starts[i] > end) {
                starts[kept] = starts[i];
                ends[kept] = ends[i];
                kept++;
            }
        }
        count = Math.min(kept + 1, KEPT);
        for (int i = count - 1; i > 0; i--) {
            starts[i] = starts[i - 1];
            ends[i] = ends[i - 1];
        }
        starts[0] = start;
        ends[0] = end;
    }

    /** rcv.nxt advanced to {@code next}: blocks now below it are acknowledged cumulatively and dropped. */
    void advance(long next) {
        int kept = 0;
        for (int i = 0; i < count; i++) {
            if (ends[i] > next) {
                starts[kept] = Math.max(starts[i], next);
                ends[kept] = ends[i];
                kept++;
            }
        }
        count = kept;
    }

    /** The first {@code max} blocks as [start, end) pairs for one ACK, or null when there are none. */
    long[] toOption(int max) {
        if (count == 0) {
            return null;
        }
        int n = Math.min(count, max);
        long[] blocks = new long[2 * n];
        for (int i = 0; i < n; i++) {
            blocks[2 * i] = starts[i];
            blocks[2 * i + 1] = ends[i];
        }
        return blocks;
    }
}
