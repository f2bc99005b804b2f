package org.dclab.model.parameters;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.regex.Pattern;

import org.dclab.model.NamedElement;
import org.dclab.model.Scenario;
import org.dclab.model.internal.resource.OneLine;
import org.eclipse.emf.ecore.EObject;

/**
 * A parameter path whose element is named by a pattern, so that one short text sets a setting of many elements:
 * {@code h*.defaultQueue.bufferLimit} (every host of a leaf-spine whose name starts with h),
 * {@code h[1-8]_[0-3].defaultQueue.bufferLimit} (the first four hosts of racks 1 to 8), {@code *.defaultQueue.unit}
 * (every node). {@code *} stands for any characters, {@code ?} for one, {@code [...]} for one of a set or range; the
 * pattern matches a whole name. It selects each element whose name matches and that has the setting (a link whose
 * name starts with h has no default queue), in the order of the file; one that selects nothing is refused, naming
 * itself. Names never hold these characters (they are identifiers), so a path with one is always a pattern.
 */
final class ElementSelector {

    private static final Pattern PATTERN_CHARACTERS = Pattern.compile("[*?\\[]");

    private ElementSelector() {
    }

    /** Whether {@code text} names its element by a pattern. */
    static boolean isSelector(String text) {
        return PATTERN_CHARACTERS.matcher(text).find();
    }

    /**
     * The paths {@code text} selects in {@code scenario}, one per element, in the file's order; the exception's message
     * (one line) names the selector and what it failed to find.
     */
    static List<ParameterPath> expand(Scenario scenario, String text) {
        String[] segments = text.split("\\.", -1);
        IllegalArgumentException firstRefusal = null;
        int matchedNames = 0;
        String pattern = null;
        // Names may hold dots, so the pattern may too: the longest that matches a name wins, as for a plain path.
        for (int split = segments.length - 1; split >= 1; split--) {
            String glob = String.join(".", Arrays.copyOfRange(segments, 0, split));
            if (isSelector(String.join(".", Arrays.copyOfRange(segments, split, segments.length)))) {
                continue;
            }
            Pattern names = Pattern.compile(regex(text, glob));
            String setting = String.join(".", Arrays.copyOfRange(segments, split, segments.length));
            List<ParameterPath> selected = new ArrayList<>();
            int matchedHere = 0;
            for (Iterator<EObject> it = scenario.eAllContents(); it.hasNext();) {
                if (it.next() instanceof NamedElement named && named.getName() != null && names.matcher(named.getName()).matches()) {
                    matchedHere++;
                    try {
                        selected.add(ParameterPath.parse(scenario, named.getName() + "." + setting));
                    } catch (IllegalArgumentException e) {
                        firstRefusal = firstRefusal == null ? e : firstRefusal;
                    }
                }
            }
            if (!selected.isEmpty()) {
                return selected;
            }
            if (matchedHere > 0 && matchedNames == 0) {
                matchedNames = matchedHere;
                pattern = glob;
            }
        }
        if (matchedNames == 0) {
            throw new IllegalArgumentException("parameter " + OneLine.of(text) + ": no element's name matches the pattern '"
                    + OneLine.of(pattern(segments)) + "'; write it as e.g. h*.defaultQueue.bufferLimit");
        }
        throw new IllegalArgumentException("parameter " + OneLine.of(text) + ": none of the " + matchedNames
                + " elements whose names match '" + OneLine.of(pattern) + "' has that setting (the first says: "
                + OneLine.of(firstRefusal.getMessage()) + ")");
    }

    /** The part of {@code segments} a person reads as the pattern: up to the first segment without one. */
    private static String pattern(String[] segments) {
        int end = 1;
        while (end < segments.length - 1 && isSelector(segments[end])) {
            end++;
        }
        return String.join(".", Arrays.copyOfRange(segments, 0, end));
    }

    /** The regular expression of {@code glob}: * any characters, ? one, [...] one of a set, the rest literally. */
    private static String regex(String text, String glob) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < glob.length(); i++) {
            char c = glob.charAt(i);
            if (c == '*') {
                out.append(".*");
            } else if (c == '?') {
                out.append('.');
            } else if (c == '[') {
                int close = glob.indexOf(']', i + 1);
                String set = close < 0 ? "" : glob.substring(i + 1, close);
                if (!set.matches("[A-Za-z0-9_.]+(-[A-Za-z0-9_.]+)?([A-Za-z0-9_.]+(-[A-Za-z0-9_.]+)?)*")) {
                    throw new IllegalArgumentException("parameter " + OneLine.of(text)
                            + ": a [...] in a pattern holds letters, digits and ranges such as [0-3]");
                }
                out.append('[').append(set).append(']');
                i = close;
            } else {
                out.append(Pattern.quote(String.valueOf(c)));
            }
        }
        return out.toString();
    }
}
