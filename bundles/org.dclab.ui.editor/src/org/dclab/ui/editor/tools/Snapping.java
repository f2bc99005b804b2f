package org.dclab.ui.editor.tools;

/** The grid that placed and moved nodes snap to, so that rows of nodes line up without pixel fiddling. */
public final class Snapping {

    public static final int GRID = 10;

    private Snapping() {
    }

    public static int snap(double value) {
        return (int) Math.round(value / GRID) * GRID;
    }
}
