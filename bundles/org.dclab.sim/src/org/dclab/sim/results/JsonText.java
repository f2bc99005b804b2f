package org.dclab.sim.results;

import java.io.IOException;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * Writes summaries as JSON: maps keep their order, numbers are written in Java's shortest round-trip form so equal
 * results give equal bytes, and a value that is not a number (a mean of nothing, an infinite threshold) is null.
 */
public final class JsonText {

    private JsonText() {
    }

    public static String of(Object value) {
        StringBuilder out = new StringBuilder();
        try {
            write(out, value);
        } catch (IOException e) {
            throw new IllegalStateException("a StringBuilder does not fail", e);
        }
        return out.toString();
    }

    /** Writes {@code value} to {@code out} as it goes, for results too large to build as one string. */
    public static void write(Appendable out, Object value) throws IOException {
        if (value == null) {
            out.append("null");
        } else if (value instanceof Map<?, ?> map) {
            out.append('{');
            for (Iterator<? extends Map.Entry<?, ?>> it = map.entrySet().iterator(); it.hasNext();) {
                Map.Entry<?, ?> e = it.next();
                string(out, String.valueOf(e.getKey()));
                out.append(':');
                write(out, e.getValue());
                out.append(it.hasNext() ? "," : "");
            }
            out.append('}');
        } else if (value instanceof List<?> list) {
            out.append('[');
            for (int i = 0; i < list.size(); i++) {
                out.append(i == 0 ? "" : ",");
                write(out, list.get(i));
            }
            out.append(']');
        } else if (value instanceof Double d) {
            out.append(d.isNaN() || d.isInfinite() ? "null" : d.toString());
        } else if (value instanceof Number || value instanceof Boolean) {
            out.append(value.toString());
        } else {
            string(out, value.toString());
        }
    }

    private static void string(Appendable out, String s) throws IOException {
        out.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                default -> {
                    if (c < 0x20) {
                        out.append(String.format("\\u%04x", (int) c));
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        out.append('"');
    }
}
