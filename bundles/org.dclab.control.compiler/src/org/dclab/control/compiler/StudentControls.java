package org.dclab.control.compiler;

import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Modifier;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import java.util.function.Supplier;

import org.dclab.control.compiler.internal.BudgetedControl;
import org.dclab.control.compiler.internal.ControlClassLoader;
import org.dclab.engine.api.Provider;
import org.dclab.engine.api.Registry;
import org.dclab.engine.api.TransportType;
import org.dclab.engine.tcp.CongestionControl;

/**
 * The controls compiled in the workbench, each in the {@link Registry} under a descriptor of its own, so that Properties,
 * {@code --set}, validation and runs find it as they find DCTCP. A recompiled control replaces the one of its key. Its
 * connections negotiate ECN and its receivers echo every mark as DCTCP's do, so the one template serves an AIMD that
 * halves on an echo and a DCTCP that reads the fraction of marks.
 */
public final class StudentControls {

    /** How long one callback may run before the run is stopped. */
    public static final Duration BUDGET = Duration.ofSeconds(1);

    private static final Map<String, Provider> installed = new HashMap<>();
    private static final List<Consumer<ControlFailure>> failureListeners = new CopyOnWriteArrayList<>();

    private StudentControls() {
    }

    /** "my-aimd" for MyAimd: the key a class's control is registered under. */
    public static String keyOf(String className) {
        String spaced = className.replaceAll("([a-z0-9])([A-Z])", "$1-$2").replaceAll("([A-Z])([A-Z][a-z])", "$1-$2");
        return spaced.replace('_', '-').toLowerCase(Locale.ROOT);
    }

    /** The descriptor a compiled control of {@code key} is registered under, if one is. */
    public static Optional<TransportType> installed(String key) {
        synchronized (installed) {
            Provider p = installed.get(key);
            return p == null ? Optional.empty() : Optional.of(p.controls().get(0));
        }
    }

    /**
     * Registers the control of {@code compilation}, replacing the one compiled before under its key; throws
     * IllegalArgumentException, registering nothing, when its class is no control or its key is another's.
     */
    public static TransportType install(Compilation compilation) {
        if (!compilation.succeeded()) {
            throw new IllegalArgumentException(compilation.fileName() + " has errors: " + compilation.problems().get(0).message());
        }
        String key = keyOf(compilation.className());
        ControlClassLoader loader = new ControlClassLoader(compilation.classes(), CongestionControl.class.getClassLoader());
        Constructor<? extends CongestionControl> constructor = constructor(compilation, loader);
        BudgetedControl.Identity identity = new BudgetedControl.Identity(key, compilation.className(), compilation.fileName(), loader,
                BUDGET.toNanos());
        Supplier<CongestionControl> make = () -> newInstance(constructor);
        TransportType type = TransportType.builder(key, compilation.className())
                .summary("your own control, compiled from " + compilation.fileName() + " in the workbench").ecn(true)
                .echo(Registry.control("dctcp").echo()).factory((values, connection) -> () -> BudgetedControl.create(make, identity))
                .build();
        Provider provider = new Provider() {
            @Override
            public List<TransportType> controls() {
                return List.of(type);
            }
        };
        synchronized (installed) {
            Provider before = installed.get(key);
            if (before == null && Registry.findControl(key).isPresent()) {
                throw new IllegalArgumentException("DC Lab has a control named '" + key + "' already: give your class another name");
            }
            if (before != null) {
                Registry.remove(before);
            }
            try {
                Registry.add(provider);
            } catch (IllegalArgumentException e) {
                if (before != null) {
                    Registry.add(before);
                }
                throw e;
            }
            installed.put(key, provider);
        }
        return type;
    }

    /**
     * Tells {@code listener} of every failure of a compiled control from now on, on the thread of the run it ended (the
     * editor marks the line). A listener must return at once.
     */
    public static void addFailureListener(Consumer<ControlFailure> listener) {
        failureListeners.add(listener);
    }

    public static void removeFailureListener(Consumer<ControlFailure> listener) {
        failureListeners.remove(listener);
    }

    /** Called by a compiled control as one of its callbacks fails, before the failure ends the run. */
    public static void failed(ControlFailure failure) {
        failureListeners.forEach(l -> l.accept(failure));
    }

    /** Takes the control of {@code key} out of the registry, as when its file is deleted. */
    public static void uninstall(String key) {
        synchronized (installed) {
            Provider p = installed.remove(key);
            if (p != null) {
                Registry.remove(p);
            }
        }
    }

    private static Constructor<? extends CongestionControl> constructor(Compilation compilation, ControlClassLoader loader) {
        Class<?> c;
        try {
            // Not initialized here: its static initializer is the student's code and runs under the budget, in a run.
            c = Class.forName(compilation.className(), false, loader);
        } catch (ClassNotFoundException | LinkageError e) {
            throw new IllegalArgumentException(compilation.fileName() + " does not declare the class " + compilation.className() + ": "
                    + e.getMessage(), e);
        }
        if (!CongestionControl.class.isAssignableFrom(c) || Modifier.isAbstract(c.getModifiers())) {
            throw new IllegalArgumentException(
                    compilation.className() + " must be a class that implements CongestionControl, as the template's does");
        }
        try {
            return c.asSubclass(CongestionControl.class).getConstructor();
        } catch (NoSuchMethodException e) {
            throw new IllegalArgumentException(compilation.className() + " needs a public constructor without parameters", e);
        }
    }

    private static CongestionControl newInstance(Constructor<? extends CongestionControl> constructor) {
        try {
            return constructor.newInstance();
        } catch (InvocationTargetException e) {
            if (e.getCause() instanceof RuntimeException r) {
                throw r;
            }
            if (e.getCause() instanceof Error err) {
                throw err;
            }
            throw new IllegalStateException(e.getCause());
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot make a " + constructor.getDeclaringClass().getSimpleName() + ": " + e.getMessage(), e);
        }
    }
}
