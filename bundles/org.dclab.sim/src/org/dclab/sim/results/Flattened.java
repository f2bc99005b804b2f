package org.dclab.sim.results;

import java.util.LinkedHashMap;
import java.util.Map;

/** A nested summary as one level of dotted keys ("applications.incast.goodputGbps"), for CSV columns. */
public final class Flattened {

    private Flattened() {
    }

    public static Map<String, Object> of(Map<String, Object> nested) {
        Map<String, Object> flat = new LinkedHashMap<>();
        put(flat, "", nested);
        return flat;
    }

    private static void put(Map<String, Object> flat, String prefix, Map<?, ?> map) {
        for (Map.Entry<?, ?> e : map.entrySet()) {
            String key = prefix + e.getKey();
            if (e.getValue() instanceof Map<?, ?> inner) {
                put(flat, key + ".", inner);
            } else {
                flat.put(key, e.getValue());
            }
        }
    }
}
