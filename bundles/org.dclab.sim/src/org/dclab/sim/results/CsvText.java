package org.dclab.sim.results;

import java.util.List;

/** One CSV row (RFC 4180): fields with commas, quotes or line breaks are quoted; NaN and infinities are empty. */
public final class CsvText {

    private CsvText() {
    }

    public static String row(List<?> fields) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < fields.size(); i++) {
            out.append(i == 0 ? "" : ",").append(field(fields.get(i)));
        }
        return out.append('\n').toString();
    }

    private static String field(Object value) {
        if (value == null || (value instanceof Double d && (d.isNaN() || d.isInfinite()))) {
            return "";
        }
        String s = value.toString();
        if (s.indexOf(',') >= 0 || s.indexOf('"') >= 0 || s.indexOf('\n') >= 0 || s.indexOf('\r') >= 0) {
            return '"' + s.replace("\"", "\"\"") + '"';
        }
        return s;
    }
}
