package org.dclab.model.parameters;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

import org.dclab.model.Scenario;
import org.dclab.model.internal.resource.OneLine;

/**
 * One sweep parameter that sets several settings to the same value, written as their paths joined by '+', e.g.
 * {@code a-sw1.defaultQueue.markingThreshold+a-h1_1.transport.geminiMarkingThresholdPackets}: a switch's marking
 * threshold and the threshold its senders assume move together in one grid point instead of making a grid of two.
 * A single path is the one-setting case. '+' cannot occur in an element name, so the split is unambiguous. A path may
 * name its elements by a pattern ({@link ElementSelector}: {@code h*.defaultQueue.bufferLimit}), which stands for the
 * path of every element it selects.
 */
public final class LinkedParameter {

    public static final String SEPARATOR = "+";

    private final List<ParameterPath> paths;

    private LinkedParameter(List<ParameterPath> paths) {
        this.paths = List.copyOf(paths);
    }

    /** Resolves every path of {@code text} in {@code scenario}; the exception's message names the one that failed. */
    public static LinkedParameter parse(Scenario scenario, String text) {
        if (text == null || text.isBlank()) {
            return new LinkedParameter(List.of(ParameterPath.parse(scenario, text)));
        }
        List<ParameterPath> paths = new ArrayList<>();
        for (String part : text.split(Pattern.quote(SEPARATOR), -1)) {
            if (part.isBlank()) {
                throw new IllegalArgumentException("parameter " + OneLine.of(text) + ": an empty path around '" + SEPARATOR
                        + "'; join whole paths, e.g. s1-s2.rateBps+s2-s3.rateBps");
            }
            String path = part.strip();
            if (ElementSelector.isSelector(path)) {
                paths.addAll(ElementSelector.expand(scenario, path));
            } else {
                paths.add(ParameterPath.parse(scenario, path));
            }
        }
        return new LinkedParameter(paths);
    }

    /** The paths a parameter text names, as written: "a + b" names a and b. Nothing is resolved. */
    public static List<String> pathsOf(String text) {
        return Arrays.stream(text.split(Pattern.quote(SEPARATOR))).map(String::strip).toList();
    }

    /** Whether two parameter texts set some path in common. */
    public static boolean sharePath(String a, String b) {
        Set<String> paths = new HashSet<>(pathsOf(a));
        return paths.removeAll(pathsOf(b));
    }

    public List<ParameterPath> paths() {
        return paths;
    }

    /** Sets every path to {@code value}, each parsed for its own attribute's type. */
    public void set(String value) {
        for (ParameterPath path : paths) {
            path.set(value);
        }
    }
}
