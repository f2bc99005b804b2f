package org.dclab.sim;

import java.util.List;

/** The scenario cannot be run as it stands; each problem names the element and what to change. */
public final class ScenarioNotRunnableException extends Exception {

    private static final long serialVersionUID = 1L;

    private final List<String> problems;

    public ScenarioNotRunnableException(List<String> problems) {
        super(String.join("\n", problems));
        this.problems = List.copyOf(problems);
    }

    public List<String> problems() {
        return problems;
    }
}
