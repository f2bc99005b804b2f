package org.dclab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;

import org.junit.jupiter.api.Test;

/** The heap the out-of-memory message names is the one the user gave, not what the collector reports of it. */
class OutOfMemoryTest {

    @Test
    void sizesReadAsTheJvmReadsThem() {
        assertEquals(256L << 20, OutOfMemory.size("256m"));
        assertEquals(256L << 20, OutOfMemory.size("256M"));
        assertEquals(2L << 30, OutOfMemory.size("2g"));
        assertEquals(1536L << 10, OutOfMemory.size("1536k"));
        assertEquals(1048576L, OutOfMemory.size("1048576"));
        assertEquals(-1, OutOfMemory.size("lots"));
        assertEquals(-1, OutOfMemory.size(""));
    }

    @Test
    void theHeapNamedIsTheLastOneGivenElseTheOneReported() {
        long given = -1;
        for (String a : ManagementFactory.getRuntimeMXBean().getInputArguments()) {
            if (a.startsWith("-Xmx")) {
                given = OutOfMemory.size(a.substring(4)) >> 20;
            }
        }
        long named = OutOfMemory.maxHeapMiB();
        if (given > 0) {
            assertEquals(given, named);
        } else {
            assertEquals(Runtime.getRuntime().maxMemory() >> 20, named);
        }
        assertTrue(named >= Runtime.getRuntime().maxMemory() >> 20);
    }
}
