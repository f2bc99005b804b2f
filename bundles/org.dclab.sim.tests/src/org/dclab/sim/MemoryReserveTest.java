package org.dclab.sim;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import java.lang.management.MemoryPoolMXBean;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

/**
 * The out-of-memory reserve costs nothing while the heap is far from full, and is there once it fills: held from the
 * start it made a 1,024-host fat tree's process 20-40 MB larger (docs/speed-at-scale.md, "Peak memory").
 */
class MemoryReserveTest {

    private static final int CHUNK_BYTES = 8 << 20;

    @Test
    void setAsideOnlyOnceAnOldGenerationIsHalfFull() throws InterruptedException {
        List<MemoryPoolMXBean> oldGenerations = MemoryReserve.oldGenerations();
        assumeFalse(oldGenerations.isEmpty(), "a collector whose old generation has a limit");
        MemoryPoolMXBean old = oldGenerations.get(0);
        System.gc();
        assumeFalse(old.getUsage().getUsed() > old.getUsage().getMax() / 2, "the tests before left the old generation under half full");

        MemoryReserve.release();
        MemoryReserve.hold();
        assertFalse(MemoryReserve.release(), "held while the old generation is under half full");

        MemoryReserve.hold();
        List<byte[]> filling = new ArrayList<>();
        fillPastHalf(old, filling);
        System.gc();
        boolean held = false;
        for (long deadline = System.nanoTime() + 10_000_000_000L; !held && System.nanoTime() < deadline;) {
            Thread.sleep(20);
            held = MemoryReserve.release();
        }
        int chunks = filling.size();
        filling.clear();
        assertTrue(held, "not set aside after a collection left the old generation past half full (" + chunks + " chunks of 8 MiB)");

        // Released, as after running out of memory: the heap filling past half again takes back no room.
        System.gc();
        fillPastHalf(old, filling);
        System.gc();
        Thread.sleep(200);
        filling.clear();
        assertFalse(MemoryReserve.release(), "set aside again after it was given back and before the next hold");
    }

    private static void fillPastHalf(MemoryPoolMXBean old, List<byte[]> filling) {
        // Arrays this large go straight to the old generation; a collection then reports it past half.
        while (old.getUsage().getUsed() < old.getUsage().getMax() / 2 + CHUNK_BYTES) {
            filling.add(new byte[CHUNK_BYTES]);
        }
    }
}
