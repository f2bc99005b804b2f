package org.dclab.sim;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryNotificationInfo;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.util.List;

import javax.management.NotificationEmitter;

/**
 * A slice of the heap held back so that a run which runs out of memory can still write what it measured: a run that
 * catches {@link OutOfMemoryError} releases it, and the summary and result files are made in the room it leaves.
 * A command line holds one per process; a process that never calls {@link #hold} simply has none to release.
 *
 * <p>The slice is set aside only once the heap starts to fill: when a collection leaves an old generation more than
 * half full. Every page of it is touched, so held from the start it made every run's process larger by more than its
 * size (the collector sizes the heap to what is live, the slice included): 16 MiB of it put 20-40 MB on the peak
 * resident memory of a 1,024-host fat tree whose heap never came near its limit. Half full leaves room: the old
 * generation fills only by what collections move into it, so the other half takes more of them; an allocation that
 * would jump past it at once fails by itself and leaves its room free.
 */
public final class MemoryReserve {

    /**
     * A sixteenth of the heap, at most 16 MiB: room for a summary and the buffers of the result files, which is what
     * a 256 MiB heap leaves and the limits test proves enough. More cost start-up time: every page of it is touched
     * when it is set aside and copied at the first collection (64 MiB took 0.45 s of a 1.6 s command).
     */
    private static final long MAX_BYTES = 16L << 20;

    private static volatile byte[] reserve;
    private static boolean wanted;
    private static boolean watching;

    private MemoryReserve() {
    }

    /**
     * From now on keeps the reserve: sets it aside at once if an old generation is already more than half full,
     * otherwise when a collection first leaves one so.
     */
    public static synchronized void hold() {
        wanted = true;
        if (reserve != null) {
            return;
        }
        List<MemoryPoolMXBean> oldGenerations = oldGenerations();
        if (!watching) {
            watching = true;
            for (MemoryPoolMXBean pool : oldGenerations) {
                pool.setUsageThreshold(pool.getUsage().getMax() / 2);
            }
            ((NotificationEmitter) ManagementFactory.getMemoryMXBean()).addNotificationListener((notification, handback) -> setAside(),
                    n -> MemoryNotificationInfo.MEMORY_THRESHOLD_EXCEEDED.equals(n.getType()), null);
        }
        if (oldGenerations.isEmpty() || oldGenerations.stream().anyMatch(MemoryPoolMXBean::isUsageThresholdExceeded)) {
            setAside();
        }
    }

    /**
     * Gives the reserve back to the heap, and wants none until the next {@link #hold}: the heap that ran out fills
     * past half again while the results are written in the room given back, and must not take that room once more.
     * True when there was one to give.
     */
    public static synchronized boolean release() {
        boolean held = reserve != null;
        reserve = null;
        wanted = false;
        return held;
    }

    private static synchronized void setAside() {
        if (wanted && reserve == null) {
            try {
                reserve = new byte[(int) Math.min(MAX_BYTES, Runtime.getRuntime().maxMemory() / 16)];
            } catch (OutOfMemoryError e) {
                // Too late for a reserve: the run that fills the heap ends as it would without one.
            }
        }
    }

    /**
     * The heap's pools that report crossing a usage threshold, which are the old generations (the young ones are
     * emptied by every collection and cannot); none when the collector has no such pool or its size has no limit,
     * and then the reserve is set aside from the start, as it always was.
     */
    static List<MemoryPoolMXBean> oldGenerations() {
        return ManagementFactory.getMemoryPoolMXBeans()
                .stream()
                .filter(p -> p.getType() == MemoryType.HEAP && p.isUsageThresholdSupported() && p.getUsage().getMax() > 0)
                .toList();
    }
}
