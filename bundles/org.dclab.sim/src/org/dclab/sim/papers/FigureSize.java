package org.dclab.sim.papers;

/**
 * How large a figure's campaign is: {@link #FULL}, the points and repetitions the results notes show, or
 * {@link #CHECK}, the reduced set of points, repetitions and simulated time the build runs in a few seconds per figure
 * and compares, to the last digit, with the committed expectations in {@code examples/papers/check/}.
 */
public enum FigureSize {
    FULL("full"), CHECK("check");

    private final String word;

    FigureSize(String word) {
        this.word = word;
    }

    /** The folder name and the word the command line and tables use: "full", "check". */
    public String word() {
        return word;
    }
}
