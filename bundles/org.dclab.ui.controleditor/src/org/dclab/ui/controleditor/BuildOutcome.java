package org.dclab.ui.controleditor;

import java.util.List;
import java.util.concurrent.atomic.AtomicReference;

import org.dclab.control.compiler.Compilation;
import org.dclab.control.compiler.ControlCompiler;
import org.dclab.control.compiler.StudentControls;

/**
 * What compiling a control's source came to: its compile errors; or the key it is registered under; or why a class
 * that compiled cannot be a control (it implements no CongestionControl, its name is DC Lab's).
 */
record BuildOutcome(Compilation compilation, String key, String refusal) {

    private static final AtomicReference<ControlCompiler> COMPILER = new AtomicReference<>();

    /** Compiles {@code source}, the file {@code className}.java, and registers its control if it compiles. */
    static BuildOutcome of(String className, String source) {
        Compilation c = compiler().compile(className, source);
        if (!c.succeeded()) {
            return new BuildOutcome(c, null, null);
        }
        try {
            return new BuildOutcome(c, StudentControls.install(c).key(), null);
        } catch (IllegalArgumentException e) {
            return new BuildOutcome(c, null, e.getMessage());
        }
    }

    boolean registered() {
        return key != null;
    }

    /** What the status line says: the first error with its line and how many there are, or that the control is ready. */
    String statusMessage() {
        String file = compilation.fileName();
        if (registered()) {
            return file + " compiled: '" + key
                    + "' is a congestion control now; choose it in Properties (Transport \u25b8 Congestion Control)";
        }
        if (refusal != null) {
            return file + ": " + refusal;
        }
        List<?> problems = compilation.problems();
        String more = problems.size() == 1 ? "" : " (and " + (problems.size() - 1) + " more)";
        return compilation.problems().get(0).describe(file) + more;
    }

    private static ControlCompiler compiler() {
        ControlCompiler c = COMPILER.get();
        if (c == null) {
            // Finding the engine's class files asks the framework once; every compile uses the same class path.
            c = ControlCompiler.againstEngine();
            COMPILER.compareAndSet(null, c);
        }
        return c;
    }
}
