package org.dclab.engine.internal.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.function.Supplier;

import org.dclab.engine.core.BinaryHeapEventSet;
import org.dclab.engine.core.CalendarEventSet;
import org.dclab.engine.core.Event;
import org.dclab.engine.core.EventSet;

/**
 * Event-set microbenchmark: {@code [--pending N]... [--operations M] [--evict MB]}. A hold model shaped like a
 * fabric's: the earliest event is taken and scheduled again one link delay (1 us, 45 %), one full-size packet's
 * transmission (1.2 us, 35 %) or one ACK's (32 ns, 15 %) later, or as a retransmission timer 0.1 to 1 ms later (5 %),
 * so equal times are common, as they are in a fat tree; every 64th operation reschedules and every 256th cancels and
 * re-inserts a random event, as timers do. {@code --evict MB} reads one random cache line of an array of that size
 * per operation, standing for the packets, ports and queues that a simulation touches between two events and that
 * push the event set out of the cache. One JSON line per implementation and size: thread processor time per
 * operation in nanoseconds and a checksum of the order the events came out in, which must be equal for every
 * implementation of one size.
 */
public final class EventSetBenchmark {
    /** The implementations compared, by the name the output gives them; a candidate event set is one more line. */
    private static final Map<String, Supplier<EventSet>> IMPLEMENTATIONS = new LinkedHashMap<>();
    static {
        IMPLEMENTATIONS.put("binary-heap", BinaryHeapEventSet::new);
        IMPLEMENTATIONS.put("calendar", CalendarEventSet::new);
    }

    private static final long LINK_DELAY_PS = 1_000_000;
    private static final long FULL_PACKET_PS = 1_200_000;
    private static final long ACK_PS = 32_000;

    private EventSetBenchmark() {
    }

    private static final class HoldEvent extends Event {
        final int id;

        HoldEvent(int id) {
            this.id = id;
        }

        @Override
        protected void fire() {
        }
    }

    public static void main(String[] args) {
        List<Integer> sizes = new ArrayList<>();
        int operations = 5_000_000;
        int evictMb = 0;
        for (int i = 0; i < args.length; i++) {
            if (i + 1 >= args.length) {
                usage("missing value after " + args[i]);
            }
            switch (args[i]) {
                case "--pending" -> sizes.add(number(args[++i], args[i - 1]));
                case "--operations" -> operations = number(args[++i], args[i - 1]);
                case "--evict" -> evictMb = number(args[++i], args[i - 1]);
                default -> usage("unknown argument '" + args[i] + "'");
            }
        }
        if (sizes.isEmpty()) {
            sizes.addAll(List.of(1_000, 10_000, 100_000, 1_000_000));
        }
        long[] evict = new long[Math.max(1, evictMb) * (1 << 17)];
        for (int n : sizes) {
            // Twice each, alternating, so neither implementation always runs on a cooler machine; the second counts.
            for (int round = 0; round < 2; round++) {
                for (Map.Entry<String, Supplier<EventSet>> impl : IMPLEMENTATIONS.entrySet()) {
                    Result r = hold(impl.getValue().get(), n, operations, evictMb > 0 ? evict : null);
                    if (round == 1) {
                        System.out.println(String.format(Locale.ROOT,
                                "{\"eventSet\":\"%s\",\"pending\":%d,\"operations\":%d,\"evictMB\":%d,\"cpuNsPerOperation\":%.1f,\"orderChecksum\":%d}",
                                impl.getKey(), n, operations, evictMb, r.cpuNanos / (double) operations, r.checksum));
                    }
                }
            }
        }
    }

    private record Result(long cpuNanos, long checksum) {
    }

    private static Result hold(EventSet set, int pending, int operations, long[] evict) {
        SplittableRandom random = new SplittableRandom(20);
        HoldEvent[] events = new HoldEvent[pending];
        for (int i = 0; i < pending; i++) {
            events[i] = new HoldEvent(i);
            set.insert(events[i], random.nextLong(FULL_PACKET_PS));
        }
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long cpu0 = threads.getCurrentThreadCpuTime();
        long checksum = 0;
        long sink = 0;
        int mask = evict == null ? 0 : evict.length - 1;
        for (int op = 1; op <= operations; op++) {
            HoldEvent e = (HoldEvent) set.poll();
            long now = e.timePs();
            checksum = checksum * 31 + e.id;
            set.insert(e, now + delay(random));
            if ((op & 63) == 0) {
                HoldEvent other = events[random.nextInt(pending)];
                if (other.isScheduled()) {
                    set.reschedule(other, now + delay(random));
                }
            }
            if ((op & 255) == 0) {
                HoldEvent other = events[random.nextInt(pending)];
                if (set.remove(other)) {
                    set.insert(other, now + delay(random));
                }
            }
            if (evict != null) {
                sink += evict[(int) (random.nextLong() & mask) & ~7];
            }
        }
        long cpu = threads.getCurrentThreadCpuTime() - cpu0;
        return new Result(cpu, checksum + sink);
    }

    private static long delay(SplittableRandom random) {
        int p = random.nextInt(100);
        if (p < 45) {
            return LINK_DELAY_PS;
        } else if (p < 80) {
            return FULL_PACKET_PS;
        } else if (p < 95) {
            return ACK_PS;
        }
        return 100_000_000 + random.nextLong(900_000_000);
    }

    private static int number(String v, String flag) {
        try {
            int n = Integer.parseInt(v);
            if (n <= 0) {
                usage(flag + " must be more than 0, got " + n);
            }
            return n;
        } catch (NumberFormatException e) {
            usage(flag + " needs a whole number, got '" + v + "'");
            return 0;
        }
    }

    private static void usage(String problem) {
        System.err.println("event-set benchmark: " + problem);
        System.err.println("usage: EventSetBenchmark [--pending N]... [--operations M] [--evict MB]");
        System.exit(1);
    }
}
