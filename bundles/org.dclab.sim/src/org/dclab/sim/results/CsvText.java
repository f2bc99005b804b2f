package org.dclab.sim.results;

import java.util.ArrayList;
import java.util.List;

/**
 * CSV rows (RFC 4180) as DC Lab writes them: fields with commas, quotes or line breaks are quoted; NaN and
 * infinities are empty. Reads back single-line rows of its own writing.
 */
public final class CsvText {

    private CsvText() {
    }

    public static String row(List<?> fields) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < fields.size(); i++) {
            out.append(i == 0 ? "" : ",").append(quoted(fields.get(i)));
        }
        return out.append('\n').toString();
    }

    /** One field as {@link #row} writes it, unquoted: what a reader of the CSV gets back. */
    public static String field(Object value) {
        if (value == null || (value instanceof Double d && (d.isNaN() || d.isInfinite()))) {
            return "";
        }
        return value.toString();
    }

    /** The fields of one row as {@link #row} writes it (without its line break), quotes undone. */
    public static List<String> fields(String row) {
        List<String> out = new ArrayList<>();
        StringBuilder field = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < row.length(); i++) {
            char c = row.charAt(i);
            if (quoted) {
                if (c == '"' && i + 1 < row.length() && row.charAt(i + 1) == '"') {
                    field.append('"');
                    i++;
                } else if (c == '"') {
                    quoted = false;
                } else {
                    field.append(c);
                }
            } else if (c == '"') {
                quoted = true;
            } else if (c == ',') {
                out.add(field.toString());
                field.setLength(0);
            } else if (c != '\r') {
                field.append(c);
            }
        }
        out.add(field.toString());
        return out;
    }

    private static String quoted(Object value) {
        String s = field(value);
        if (s.indexOf(',') >= 0 || s.indexOf('"') >= 0 || s.indexOf('\n') >= 0 || s.indexOf('\r') >= 0) {
            return '"' + s.replace("\"", "\"\"") + '"';
        }
        return s;
    }
}
