package org.dclab.sim.papers;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;

/**
 * The fields of one JSON object of a figure file, read by name with the place they stand in ({@code aipm-fig4a.json:
 * claims[2].tolerance}) for every message. Fields nobody asked for are an error once the object is read
 * ({@link #done}): Gson's data binding would skip a misspelt "tolerence" without a word.
 */
final class JsonFields {

    private final String where;
    private final JsonObject object;
    private final Set<String> read = new LinkedHashSet<>();

    JsonFields(String where, JsonElement element) {
        this.where = where;
        if (element == null || !element.isJsonObject()) {
            throw new PaperException(where + ": expected a JSON object {…}");
        }
        this.object = element.getAsJsonObject();
    }

    String where() {
        return where;
    }

    String at(String field) {
        return where + "." + field;
    }

    boolean has(String field) {
        return object.has(field) && !object.get(field).isJsonNull();
    }

    private JsonElement get(String field) {
        read.add(field);
        return object.get(field);
    }

    String string(String field) {
        String value = optionalString(field, null);
        if (value == null || value.isBlank()) {
            throw new PaperException(at(field) + ": missing; give it as a string");
        }
        return value;
    }

    String optionalString(String field, String otherwise) {
        JsonElement e = get(field);
        if (e == null || e.isJsonNull()) {
            return otherwise;
        }
        return text(e, at(field));
    }

    Double optionalNumber(String field) {
        JsonElement e = get(field);
        if (e == null || e.isJsonNull()) {
            return null;
        }
        if (!(e instanceof JsonPrimitive p) || !p.isNumber()) {
            throw new PaperException(at(field) + ": expected a number, found " + e);
        }
        return p.getAsDouble();
    }

    int integer(String field, int otherwise) {
        Double d = optionalNumber(field);
        if (d == null) {
            return otherwise;
        }
        if (d != Math.rint(d) || d < 1 || d > 1000) {
            throw new PaperException(at(field) + ": expected a whole number from 1 to 1000, found " + d);
        }
        return d.intValue();
    }

    /** An object of strings, in file order; empty when absent. Numbers are taken as they are written. */
    Map<String, String> stringMap(String field) {
        Map<String, String> map = new LinkedHashMap<>();
        JsonElement e = get(field);
        if (e == null || e.isJsonNull()) {
            return map;
        }
        if (!e.isJsonObject()) {
            throw new PaperException(at(field) + ": expected an object of \"name\": \"value\" pairs");
        }
        e.getAsJsonObject().entrySet().forEach(entry -> map.put(entry.getKey(), text(entry.getValue(), at(field) + "." + entry.getKey())));
        return map;
    }

    /** An object whose values are lists of strings, in file order; null when absent. */
    Map<String, List<String>> listMap(String field) {
        JsonElement e = get(field);
        if (e == null || e.isJsonNull()) {
            return null;
        }
        if (!e.isJsonObject()) {
            throw new PaperException(at(field) + ": expected an object of \"parameter\": [\"value\", …] pairs");
        }
        Map<String, List<String>> map = new LinkedHashMap<>();
        for (Map.Entry<String, JsonElement> entry : e.getAsJsonObject().entrySet()) {
            String place = at(field) + "." + entry.getKey();
            if (!entry.getValue().isJsonArray() || entry.getValue().getAsJsonArray().isEmpty()) {
                throw new PaperException(place + ": expected a list of at least one value, [\"20\", \"40\"]");
            }
            List<String> values = new ArrayList<>();
            entry.getValue().getAsJsonArray().forEach(v -> values.add(text(v, place)));
            map.put(entry.getKey(), List.copyOf(values));
        }
        return map;
    }

    /** The objects of a list, each to be read with its index in the place; empty when absent. */
    List<JsonFields> objects(String field) {
        JsonElement e = get(field);
        List<JsonFields> list = new ArrayList<>();
        if (e == null || e.isJsonNull()) {
            return list;
        }
        if (!e.isJsonArray()) {
            throw new PaperException(at(field) + ": expected a list [{…}, …]");
        }
        JsonArray array = e.getAsJsonArray();
        for (int i = 0; i < array.size(); i++) {
            list.add(new JsonFields(at(field) + "[" + i + "]", array.get(i)));
        }
        return list;
    }

    JsonFields object(String field) {
        JsonElement e = get(field);
        return e == null || e.isJsonNull() ? null : new JsonFields(at(field), e);
    }

    List<String> strings(String field) {
        JsonElement e = get(field);
        if (e == null || !e.isJsonArray()) {
            throw new PaperException(at(field) + ": expected a list of strings");
        }
        List<String> list = new ArrayList<>();
        e.getAsJsonArray().forEach(v -> list.add(text(v, at(field))));
        return list;
    }

    /** Fails naming every field that was never read: a misspelt name, or one this kind of object does not have. */
    void done() {
        List<String> unknown = object.keySet().stream().filter(k -> !read.contains(k)).toList();
        if (!unknown.isEmpty()) {
            throw new PaperException(where + ": unknown field " + String.join(", ", unknown) + " (known here: "
                    + String.join(", ", read) + ")");
        }
    }

    private static String text(JsonElement e, String place) {
        if (e instanceof JsonPrimitive p && (p.isString() || p.isNumber() || p.isBoolean())) {
            return p.getAsString();
        }
        throw new PaperException(place + ": expected a string, found " + e);
    }
}
