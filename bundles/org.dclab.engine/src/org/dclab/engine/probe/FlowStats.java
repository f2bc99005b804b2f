package org.dclab.engine.probe;

import java.util.List;
import java.util.function.Predicate;
import java.util.function.ToDoubleFunction;
import java.util.function.ToLongFunction;

/**
 * Flow-completion-time statistics by size class: classes are (0, b1], (b1, b2], ..., (bk, infinity) for the given
 * upper bounds in bytes, e.g. 100 KB and 10 MB for the usual small / medium / large split. Each class has the
 * completion times at the sender (all acknowledged) of its completed flows and at the receiver (last byte in
 * order) of the flows whose receiver has them all, and the slowdowns of those of them whose ideal is known; every
 * flow counts toward timeouts.
 */
public final class FlowStats {
    /** FCT summaries of one size class; a flow belongs to it by its acknowledged bytes, its size once completed. */
    public record SizeClass(long aboveBytes, long upToBytes, int flows, FctSummary acked, FctSummary received,
            SlowdownSummary ackedSlowdown, SlowdownSummary receivedSlowdown) {
        public boolean contains(long bytes) {
            return bytes > aboveBytes && bytes <= upToBytes;
        }

        public int completed() {
            return acked.count();
        }

        public double meanFctPs() {
            return acked.meanPs();
        }

        public double p99FctPs() {
            return acked.p99Ps();
        }
    }

    private FlowStats() {
    }

    /** Splits {@code records} at the increasing {@code upperBoundsBytes}; the last class is unbounded. */
    public static List<SizeClass> bySize(List<FlowRecord> records, long... upperBoundsBytes) {
        for (int i = 0; i < upperBoundsBytes.length; i++) {
            if (upperBoundsBytes[i] <= 0 || (i > 0 && upperBoundsBytes[i] <= upperBoundsBytes[i - 1])) {
                throw new IllegalArgumentException("flow stats: class bounds must be positive and increasing, got "
                        + java.util.Arrays.toString(upperBoundsBytes));
            }
        }
        List<SizeClass> out = new java.util.ArrayList<>();
        long lower = 0;
        for (int c = 0; c <= upperBoundsBytes.length; c++) {
            long upper = c < upperBoundsBytes.length ? upperBoundsBytes[c] : Long.MAX_VALUE;
            long above = lower;
            List<FlowRecord> inClass = records.stream().filter(r -> r.bytes() > above && r.bytes() <= upper).toList();
            out.add(new SizeClass(lower, upper, inClass.size(), fcts(inClass, FlowRecord::completed, FlowRecord::completionTimePs),
                    fcts(inClass, FlowRecord::received, FlowRecord::receiverCompletionTimePs), slowdowns(inClass, FlowRecord::slowdown),
                    slowdowns(inClass, FlowRecord::receiverSlowdown)));
            lower = upper;
        }
        return out;
    }

    private static FctSummary fcts(List<FlowRecord> records, Predicate<FlowRecord> done, ToLongFunction<FlowRecord> fctPs) {
        return FctSummary.of(records.stream().filter(done).mapToDouble(r -> fctPs.applyAsLong(r)).toArray());
    }

    private static SlowdownSummary slowdowns(List<FlowRecord> records, ToDoubleFunction<FlowRecord> slowdown) {
        return SlowdownSummary.of(records.stream().mapToDouble(slowdown).filter(x -> !Double.isNaN(x)).toArray());
    }

    /** Retransmission timeouts summed over the flows. */
    public static long timeouts(List<FlowRecord> records) {
        long t = 0;
        for (FlowRecord r : records) {
            t += r.timeouts();
        }
        return t;
    }
}
