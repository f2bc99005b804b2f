package org.dclab.control.compiler.internal;

import java.util.Map;

import org.dclab.control.compiler.budget.CallbackBudget;

/**
 * Loads one compilation of a control, woven with its budget checks, on top of the engine's class loader: the control
 * sees the engine's packages and the JDK, and the budget it is woven to call. A compilation gets a loader of its own,
 * so a recompiled control is a new class and the old one goes with the last run that used it.
 */
public final class ControlClassLoader extends ClassLoader {

    private static final String BUDGET_PACKAGE = CallbackBudget.class.getPackageName() + ".";

    private final Map<String, byte[]> classes;

    /** {@code classes}: the compiled class files by binary name, not yet woven. */
    public ControlClassLoader(Map<String, byte[]> classes, ClassLoader engine) {
        super("dclab-control", engine);
        this.classes = Map.copyOf(classes);
    }

    /** Whether {@code className} is one of the compilation's classes: the frames of a stack trace that are the student's. */
    public boolean defines(String className) {
        return classes.containsKey(className);
    }

    @Override
    protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
        if (name.startsWith(BUDGET_PACKAGE)) {
            return CallbackBudget.class.getClassLoader().loadClass(name);
        }
        synchronized (getClassLoadingLock(name)) {
            Class<?> c = findLoadedClass(name);
            if (c == null && classes.containsKey(name)) {
                // The control's own classes first: a student's class named like an engine class is still theirs.
                c = findClass(name);
            }
            if (c == null) {
                c = super.loadClass(name, false);
            }
            if (resolve) {
                resolveClass(c);
            }
            return c;
        }
    }

    @Override
    protected Class<?> findClass(String name) throws ClassNotFoundException {
        byte[] bytes = classes.get(name);
        if (bytes == null) {
            throw new ClassNotFoundException(name);
        }
        byte[] woven = BudgetWeaver.weave(bytes);
        return defineClass(name, woven, 0, woven.length);
    }
}
