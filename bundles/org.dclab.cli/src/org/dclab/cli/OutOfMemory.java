package org.dclab.cli;

import java.lang.management.ManagementFactory;
import java.util.Locale;

/**
 * What the command line says when the heap is full: that it is, how large the heap was and how to raise it. The exit
 * code is 2, a limit DC Lab ran into, unless the user set the heap size (the launcher passes -Ddclab.heap=user when
 * DCLAB_JAVA_OPTS gives -Xmx): then it is 1, input the user can change.
 */
final class OutOfMemory {

    private OutOfMemory() {
    }

    static int exitCode() {
        return "user".equals(System.getProperty("dclab.heap")) ? DcLabCommand.EXIT_INVALID_INPUT : DcLabCommand.EXIT_INTERNAL_ERROR;
    }

    /** Out of memory before anything was measured, e.g. while building a large network. */
    static String whileWorking() {
        return "out of memory (" + heapFull() + "); " + advice();
    }

    /** Out of memory during a run, whose results so far were kept. */
    static String duringRun(double simulatedSeconds, String whereResults) {
        return String.format(Locale.ROOT, "out of memory at %.6f s simulated (%s); the results so far %s. ", simulatedSeconds,
                heapFull(), whereResults) + advice();
    }

    private static String heapFull() {
        return "the heap of " + maxHeapMiB() + " MiB is full";
    }

    /**
     * The heap the JVM was given (its last -Xmx or -XX:MaxHeapSize), else the one it reports: the parallel collector
     * the command line runs with reports the maximum less one survivor space, 241 MiB for -Xmx256m.
     */
    static long maxHeapMiB() {
        long bytes = -1;
        for (String a : ManagementFactory.getRuntimeMXBean().getInputArguments()) {
            if (a.startsWith("-Xmx")) {
                bytes = size(a.substring(4));
            } else if (a.startsWith("-XX:MaxHeapSize=")) {
                bytes = size(a.substring("-XX:MaxHeapSize=".length()));
            }
        }
        return (bytes > 0 ? bytes : Runtime.getRuntime().maxMemory()) >> 20;
    }

    /** A JVM size option's value (512m, 2g, 1048576), or -1 when it does not parse. */
    static long size(String v) {
        if (v.isEmpty()) {
            return -1;
        }
        int shift = switch (Character.toLowerCase(v.charAt(v.length() - 1))) {
            case 'k' -> 10;
            case 'm' -> 20;
            case 'g' -> 30;
            case 't' -> 40;
            default -> 0;
        };
        try {
            return Long.parseLong(shift == 0 ? v : v.substring(0, v.length() - 1)) << shift;
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    private static String advice() {
        long heapMiB = maxHeapMiB();
        long suggestedGiB = Math.max(2, (heapMiB * 4 + 1023) / 1024);
        return "give Java more, e.g. DCLAB_JAVA_OPTS=-Xmx" + suggestedGiB + "g ./dclab …, or make the run smaller (fewer hosts, "
                + "a shorter --until, longer probe periods)";
    }
}
