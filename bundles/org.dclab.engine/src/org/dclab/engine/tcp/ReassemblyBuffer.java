package org.dclab.engine.tcp;

/**
 * Out-of-order byte ranges held by a receiver above its next expected sequence number, as sorted disjoint
 * intervals in primitive arrays. Losses are rare, so the interval count stays small.
 */
final class ReassemblyBuffer {
    private long[] starts = new long[8];
    private long[] ends = new long[8];
    private int count;
    private long bytes;
    /** The merged interval the last {@link #add} landed in. */
    private long lastStart;
    private long lastEnd;

    boolean isEmpty() {
        return count == 0;
    }

    long bytes() {
        return bytes;
    }

    /** Adds [start, end), merging overlaps; returns the number of bytes that were new. */
    long add(long start, long end) {
        if (end <= start) {
            return 0;
        }
        int i = 0;
        while (i < count && ends[i] < start) {
            i++;
        }
        int j = i;
        long newStart = start;
        long newEnd = end;
        long covered = 0;
        while (j < count && starts[j] <= end) {
            newStart = Math.min(newStart, starts[j]);
            newEnd = Math.max(newEnd, ends[j]);
            covered += ends[j] - starts[j];
            j++;
        }
        int removed = j - i;
        if (removed == 0) {
            if (count == starts.length) {
                starts = java.util.Arrays.copyOf(starts, count * 2);
                ends = java.util.Arrays.copyOf(ends, count * 2);
            }
            System.arraycopy(starts, i, starts, i + 1, count - i);
            System.arraycopy(ends, i, ends, i + 1, count - i);
            count++;
        } else if (removed > 1) {
            System.arraycopy(starts, j, starts, i + 1, count - j);
            System.arraycopy(ends, j, ends, i + 1, count - j);
            count -= removed - 1;
        }
        starts[i] = newStart;
        ends[i] = newEnd;
        lastStart = newStart;
        lastEnd = newEnd;
        long added = (newEnd - newStart) - covered;
        bytes += added;
        return added;
    }

    /** Start of the out-of-order run the last added range belongs to. */
    long lastRunStart() {
        return lastStart;
    }

    /** End of the out-of-order run the last added range belongs to. */
    long lastRunEnd() {
        return lastEnd;
    }

    /** If the first interval begins at or below {@code next}, removes it and returns its end; else returns next. */
    long advance(long next) {
        while (count > 0 && starts[0] <= next) {
            long end = ends[0];
            long inBuffer = end - starts[0];
            bytes -= inBuffer;
            System.arraycopy(starts, 1, starts, 0, count - 1);
            System.arraycopy(ends, 1, ends, 0, count - 1);
            count--;
            next = Math.max(next, end);
        }
        return next;
    }
}
