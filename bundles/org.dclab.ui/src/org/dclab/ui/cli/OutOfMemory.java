package org.dclab.ui.cli;

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
        return "the heap of " + (Runtime.getRuntime().maxMemory() >> 20) + " MiB is full";
    }

    private static String advice() {
        long heapMiB = Runtime.getRuntime().maxMemory() >> 20;
        long suggestedGiB = Math.max(2, (heapMiB * 4 + 1023) / 1024);
        return "give Java more, e.g. DCLAB_JAVA_OPTS=-Xmx" + suggestedGiB + "g ./dclab …, or make the run smaller (fewer hosts, "
                + "a shorter --until, longer probe periods)";
    }
}
