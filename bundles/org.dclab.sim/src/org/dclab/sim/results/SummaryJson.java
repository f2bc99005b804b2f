package org.dclab.sim.results;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonParseException;
import com.google.gson.ToNumberPolicy;
import com.google.gson.reflect.TypeToken;

/**
 * Reads back a summary that {@link JsonText} wrote: objects as ordered maps, whole numbers as {@link Long} and the
 * others as {@link Double}, and null as {@link Double#NaN}, the value that is not a number which JsonText writes as
 * null. A summary read back so compares figure by figure with one a run holds.
 */
public final class SummaryJson {

    private static final Gson GSON = new GsonBuilder().setObjectToNumberStrategy(ToNumberPolicy.LONG_OR_DOUBLE).create();

    private SummaryJson() {
    }

    /** The summary in {@code json}; fails with the parser's message when it is not a JSON object. */
    public static Map<String, Object> read(String json) {
        Map<String, Object> parsed;
        try {
            parsed = GSON.fromJson(json, new TypeToken<Map<String, Object>>() {
            }.getType());
        } catch (JsonParseException e) {
            throw new IllegalArgumentException("not a summary in JSON: " + e.getMessage(), e);
        }
        if (parsed == null) {
            throw new IllegalArgumentException("not a summary in JSON: the text is empty");
        }
        return restored(parsed);
    }

    private static Map<String, Object> restored(Map<?, ?> map) {
        Map<String, Object> out = new LinkedHashMap<>();
        for (Map.Entry<?, ?> e : map.entrySet()) {
            out.put(String.valueOf(e.getKey()), restored(e.getValue()));
        }
        return out;
    }

    private static Object restored(Object value) {
        if (value == null) {
            return Double.NaN;
        }
        if (value instanceof Map<?, ?> map) {
            return restored(map);
        }
        if (value instanceof List<?> list) {
            List<Object> out = new ArrayList<>(list.size());
            for (Object item : list) {
                out.add(restored(item));
            }
            return out;
        }
        return value;
    }
}
