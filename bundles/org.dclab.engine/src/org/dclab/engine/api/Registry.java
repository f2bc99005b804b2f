package org.dclab.engine.api;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.function.Function;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Every congestion control and queue discipline a run may use: DC Lab's own ({@link BuiltIns}), those of the providers
 * {@link ServiceLoader} finds on the class path, and those of providers {@link #add added} by an OSGi runtime. Built-in
 * ones come first in their order, then the others by key. A key names one descriptor, and a parameter's
 * {@link Parameter#key()} one parameter: a provider that would give either a second meaning is refused as a whole.
 */
public final class Registry {

    private static final Pattern KEY = Pattern.compile("[a-z0-9][a-z0-9-]*");

    private static final List<Provider> added = new ArrayList<>();
    private static volatile Contents contents;

    private Registry() {
    }

    /** What the registry holds at one moment. */
    private record Contents(Map<String, TransportType> controls, Map<String, QueueType> disciplines) {
    }

    /** Every registered congestion control. */
    public static List<TransportType> controls() {
        return List.copyOf(contents().controls().values());
    }

    /** Every registered queue discipline. */
    public static List<QueueType> disciplines() {
        return List.copyOf(contents().disciplines().values());
    }

    /** The control of {@code key}, ignoring case, if one is registered. */
    public static Optional<TransportType> findControl(String key) {
        return find(contents().controls(), key);
    }

    /** The discipline of {@code key}, ignoring case, if one is registered. */
    public static Optional<QueueType> findDiscipline(String key) {
        return find(contents().disciplines(), key);
    }

    /** The control of {@code key}; throws IllegalArgumentException naming the choices for any other. */
    public static TransportType control(String key) {
        return findControl(key).orElseThrow(() -> new IllegalArgumentException("transport: unknown congestion control '" + key
                + "'; choose one of " + contents().controls().keySet()));
    }

    /** The discipline of {@code key}; throws IllegalArgumentException naming the choices for any other. */
    public static QueueType discipline(String key) {
        return findDiscipline(key).orElseThrow(() -> new IllegalArgumentException("queue: unknown discipline '" + key
                + "'; choose one of " + contents().disciplines().keySet()));
    }

    /** The parameter stored under {@code key} ("red.minThreshold") by some registered descriptor, if any. */
    public static Optional<Parameter> parameter(String key) {
        return Stream.concat(controls().stream().flatMap(t -> t.parameters().stream()),
                disciplines().stream().flatMap(t -> t.parameters().stream())).filter(p -> p.key().equals(key)).findFirst();
    }

    /**
     * Adds what {@code provider} contributes; throws IllegalArgumentException, adding nothing, when one of its keys or
     * parameters is another's.
     */
    public static synchronized void add(Provider provider) {
        List<Provider> with = new ArrayList<>(added);
        with.add(provider);
        Contents next = build(with);
        added.add(provider);
        contents = next;
    }

    /** Removes what {@code provider} contributed, as when its bundle stops. */
    public static synchronized void remove(Provider provider) {
        if (added.remove(provider)) {
            contents = build(added);
        }
    }

    /** Refuses a key files could not store or the command line could not name. */
    static void checkKey(String key) {
        if (key == null || !KEY.matcher(key).matches()) {
            throw new IllegalArgumentException("'" + key + "' is no key: use lower-case letters, digits and '-', e.g. my-control");
        }
    }

    private static Contents contents() {
        Contents c = contents;
        if (c == null) {
            synchronized (Registry.class) {
                if (contents == null) {
                    contents = build(added);
                }
                c = contents;
            }
        }
        return c;
    }

    private static Contents build(List<Provider> extra) {
        List<Provider> others = new ArrayList<>();
        ServiceLoader.load(Provider.class, Provider.class.getClassLoader()).forEach(others::add);
        others.addAll(extra);
        Map<String, TransportType> controls = new LinkedHashMap<>();
        Map<String, QueueType> disciplines = new LinkedHashMap<>();
        Map<String, Parameter> parameters = new LinkedHashMap<>();
        BuiltIns builtIns = new BuiltIns();
        putAll(controls, builtIns.controls(), TransportType::key, parameters, TransportType::parameters);
        putAll(disciplines, builtIns.disciplines(), QueueType::key, parameters, QueueType::parameters);
        putAll(controls, sorted(others.stream().flatMap(p -> p.controls().stream()).toList(), TransportType::key), TransportType::key,
                parameters, TransportType::parameters);
        putAll(disciplines, sorted(others.stream().flatMap(p -> p.disciplines().stream()).toList(), QueueType::key), QueueType::key,
                parameters, QueueType::parameters);
        return new Contents(controls, disciplines);
    }

    private static <T> List<T> sorted(List<T> items, Function<T, String> key) {
        return items.stream().sorted(Comparator.comparing(key)).toList();
    }

    private static <T> void putAll(Map<String, T> into, List<T> items, Function<T, String> key, Map<String, Parameter> parameters,
            Function<T, List<Parameter>> parametersOf) {
        for (T item : items) {
            T before = into.putIfAbsent(key.apply(item), item);
            if (before != null && before != item) {
                throw new IllegalArgumentException("two descriptors have the key '" + key.apply(item) + "'; a plug-in must choose another");
            }
            for (Parameter p : parametersOf.apply(item)) {
                Parameter known = parameters.putIfAbsent(p.key(), p);
                if (known != null && !known.equals(p)) {
                    throw new IllegalArgumentException(key.apply(item) + ": parameter " + p.key()
                            + " differs from the one of that name already registered; list that one or name yours otherwise");
                }
            }
        }
    }

    private static <T> Optional<T> find(Map<String, T> map, String key) {
        if (key == null) {
            return Optional.empty();
        }
        T exact = map.get(key);
        if (exact != null) {
            return Optional.of(exact);
        }
        return map.entrySet().stream().filter(e -> e.getKey().equalsIgnoreCase(key.strip())).map(Map.Entry::getValue).findFirst();
    }
}
