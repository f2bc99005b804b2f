package org.dclab.control.compiler;

import java.util.List;
import java.util.Map;

/** What compiling one control's source gave: its errors, or its class files by binary name when there are none. */
public record Compilation(String className, String fileName, List<CompileProblem> problems, Map<String, byte[]> classes) {

    public Compilation {
        problems = List.copyOf(problems);
        classes = Map.copyOf(classes);
    }

    public boolean succeeded() {
        return problems.isEmpty();
    }
}
