package org.dclab.sim.labs;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * One thing a lab step's <em>Do it</em> does, as a student would by hand: open a scenario of the sheet, set one of its
 * parameters (named as {@code dclab run --set} names them), or run it to the end or until a simulated time.
 */
public sealed interface LabAction {

    /** How the sheet writes it, for a button's tooltip. */
    String text();

    /** Opens {@code scenario}, a file relative to {@code examples/}. */
    record Open(String scenario) implements LabAction {
        @Override
        public String text() {
            return "open " + scenario;
        }
    }

    /** Sets the parameter {@code path} (e.g. {@code left-right.sourceQueue.markingThreshold}) to {@code value}. */
    record Set(String path, String value) implements LabAction {
        @Override
        public String text() {
            return "set " + path + " = " + value;
        }
    }

    /** Runs to the scenario's end. */
    record Run() implements LabAction {
        @Override
        public String text() {
            return "run";
        }
    }

    /** Runs until the clock reads {@code untilPs}. */
    record RunUntil(long untilPs) implements LabAction {
        @Override
        public String text() {
            return "run until " + Units.millis(untilPs) + " ms";
        }
    }

    /**
     * The actions of a {@code Do it:} line, separated by semicolons: {@code open FILE}, {@code set PATH = VALUE},
     * {@code run}, {@code run until T ms} (or µs, s). At most one run, and last: what follows a run would happen after
     * it, which a student cannot see from the button.
     */
    static List<LabAction> parseAll(String line) {
        List<LabAction> actions = new ArrayList<>();
        for (String part : line.split(";")) {
            String p = part.strip().replace("`", "");
            if (p.isEmpty()) {
                continue;
            }
            if (!actions.isEmpty() && (actions.get(actions.size() - 1) instanceof Run || actions.get(actions.size()
                    - 1) instanceof RunUntil)) {
                throw new IllegalArgumentException("'" + p + "' follows a run; a Do it runs last");
            }
            actions.add(parse(p));
        }
        if (actions.isEmpty()) {
            throw new IllegalArgumentException("a Do it line names at least one action: open, set, run or run until");
        }
        return List.copyOf(actions);
    }

    private static LabAction parse(String p) {
        String lower = p.toLowerCase(Locale.ROOT);
        if (lower.startsWith("open ")) {
            return new Open(p.substring(5).strip());
        }
        if (lower.startsWith("set ")) {
            int eq = p.indexOf('=');
            if (eq < 0) {
                throw new IllegalArgumentException("'" + p + "': write set PATH = VALUE, e.g. set incast.serverCount = 16");
            }
            return new Set(p.substring(4, eq).strip(), p.substring(eq + 1).strip());
        }
        if (lower.equals("run")) {
            return new Run();
        }
        if (lower.startsWith("run until ")) {
            return new RunUntil(Units.timePs(p.substring(10).strip()));
        }
        throw new IllegalArgumentException("'" + p + "' is no action; write open FILE, set PATH = VALUE, run, or run until T ms");
    }
}
