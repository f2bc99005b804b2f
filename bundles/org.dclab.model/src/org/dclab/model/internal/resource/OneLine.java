package org.dclab.model.internal.resource;

/**
 * A value from a file as a message quotes it: on one line, whatever it holds, and short enough to read. Every
 * failure is one line, so control characters are written as escapes and a long value is cut.
 */
public final class OneLine {

    private static final int MAX_CHARS = 80;

    private OneLine() {
    }

    /** {@code value} quoted in a message: escaped and at most about 80 characters. */
    public static String of(String value) {
        return escape(value, MAX_CHARS);
    }

    /** A whole message on one line: escaped, never cut. */
    public static String escaped(String message) {
        return escape(message, Integer.MAX_VALUE);
    }

    private static String escape(String value, int maxChars) {
        if (value == null) {
            return "";
        }
        StringBuilder line = new StringBuilder();
        int i = 0;
        for (; i < value.length() && line.length() < maxChars; i++) {
            char c = value.charAt(i);
            switch (c) {
                case '\n' -> line.append("\\n");
                case '\r' -> line.append("\\r");
                case '\t' -> line.append("\\t");
                default -> {
                    if (Character.isISOControl(c) || Character.getType(c) == Character.LINE_SEPARATOR
                            || Character.getType(c) == Character.PARAGRAPH_SEPARATOR) {
                        line.append(String.format("\\u%04x", (int) c));
                    } else {
                        line.append(c);
                    }
                }
            }
        }
        return i < value.length() ? line + "…" : line.toString();
    }
}
