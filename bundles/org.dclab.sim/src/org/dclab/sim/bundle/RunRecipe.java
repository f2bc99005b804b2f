package org.dclab.sim.bundle;

import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.Properties;

import org.dclab.sim.RunResult;
import org.dclab.sim.RunStatus;
import org.dclab.sim.SimulationRun;

/**
 * How a run was made, enough to make it again: the DC Lab version, the seed, the run's end time, where it stood
 * when its results were taken (a workbench run may be stopped at any event) and the command line a person would
 * type. Stored in a bundle as {@code run.properties}.
 *
 * @param endPs    the end time the run was prepared with (the scenario's duration or an --until)
 * @param stopPs   the clock when the results were taken
 * @param stopEvents events executed when the results were taken
 * @param status   how the run stood: completed, stopped before its end, or cancelled (its results then cover the run
 *                 so far)
 * @param standing the same in words, with the time and why it stood there ("stopped at 64 ms of 1000 ms (paused)");
 *                 empty in bundles written before DC Lab said so
 * @param watchedLive whether the run sampled what live charts show (timer events that count in the summary)
 */
public record RunRecipe(String dclabVersion, long seed, long endPs, long stopPs, long stopEvents, RunStatus status,
        String standing, boolean watchedLive, String commandLine, String createdBy) {

    static final String FILE = "run.properties";
    private static final String FORMAT = "dclab-run-bundle-1";

    /** The recipe of {@code run} as it stands now, with {@code result} taken from it. */
    public static RunRecipe of(SimulationRun run, RunResult result, long seed, String dclabVersion, String commandLine,
            String createdBy) {
        return new RunRecipe(dclabVersion, seed, run.endPs(), run.nowPs(), run.eventCount(), result.status(),
                result.standing(), run.watchesLive(), commandLine, createdBy);
    }

    /** True when the run went to its end time, so a plain run to the end makes it again. */
    public boolean reachedEnd() {
        return stopPs >= endPs;
    }

    String toText() {
        Properties p = new Properties();
        p.setProperty("format", FORMAT);
        p.setProperty("dclabVersion", dclabVersion);
        p.setProperty("seed", Long.toString(seed));
        p.setProperty("endPs", Long.toString(endPs));
        p.setProperty("stopPs", Long.toString(stopPs));
        p.setProperty("stopEvents", Long.toString(stopEvents));
        p.setProperty("status", status.jsonName());
        p.setProperty("standing", standing);
        p.setProperty("watchedLive", Boolean.toString(watchedLive));
        p.setProperty("commandLine", commandLine);
        p.setProperty("createdBy", createdBy);
        StringWriter out = new StringWriter();
        try {
            p.store(out, "DC Lab run bundle: open with `dclab reproduce FILE.zip` or File > Open Run Bundle");
        } catch (IOException e) {
            throw new IllegalStateException("a StringWriter does not fail", e);
        }
        return out.toString();
    }

    static RunRecipe parse(String text, String label) throws RunBundleException {
        Properties p = new Properties();
        try {
            p.load(new StringReader(text));
        } catch (IOException | IllegalArgumentException e) {
            throw new RunBundleException(label + ": " + FILE + " is not a properties file: " + e.getMessage());
        }
        if (!FORMAT.equals(p.getProperty("format"))) {
            throw new RunBundleException(label + ": " + FILE + " says format=" + p.getProperty("format") + ", expected "
                    + FORMAT + "; was it written by a newer DC Lab?");
        }
        // A run ends after its start, stands somewhere from its start to its end, and has run no fewer than no events.
        long endPs = number(p, "endPs", 1, Long.MAX_VALUE, "a time after the start", label);
        long stopPs = number(p, "stopPs", 0, endPs, "a time from 0 to endPs=" + endPs, label);
        long stopEvents = number(p, "stopEvents", 0, Long.MAX_VALUE, "a count of events", label);
        return new RunRecipe(required(p, "dclabVersion", label), number(p, "seed", Long.MIN_VALUE, Long.MAX_VALUE, "", label), endPs,
                stopPs, stopEvents, status(required(p, "status", label), label), p.getProperty("standing", ""),
                Boolean.parseBoolean(p.getProperty("watchedLive", "false")), p.getProperty("commandLine", ""),
                p.getProperty("createdBy", ""));
    }

    private static RunStatus status(String name, String label) throws RunBundleException {
        for (RunStatus s : RunStatus.values()) {
            if (s.jsonName().equals(name)) {
                return s;
            }
        }
        throw new RunBundleException(label + ": " + FILE + " has an unknown status '" + name + "'");
    }

    private static String required(Properties p, String key, String label) throws RunBundleException {
        String value = p.getProperty(key);
        if (value == null) {
            throw new RunBundleException(label + ": " + FILE + " lacks '" + key + "'");
        }
        return value;
    }

    /** A whole number from {@code min} to {@code max}, {@code what} that is in words; a bundle saying otherwise is damaged. */
    private static long number(Properties p, String key, long min, long max, String what, String label) throws RunBundleException {
        long value;
        try {
            value = Long.parseLong(required(p, key, label).strip());
        } catch (NumberFormatException e) {
            throw damaged(p, key, "not a whole number", label);
        }
        if (value < min || value > max) {
            throw damaged(p, key, "not " + what, label);
        }
        return value;
    }

    private static RunBundleException damaged(Properties p, String key, String problem, String label) {
        return new RunBundleException(label + ": " + FILE + " has '" + key + "=" + p.getProperty(key) + "', " + problem
                + "; the bundle is damaged or not from DC Lab");
    }
}
