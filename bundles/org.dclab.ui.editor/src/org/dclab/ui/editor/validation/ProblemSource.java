package org.dclab.ui.editor.validation;

import java.util.List;

/**
 * An editor whose problems DC Lab Problems lists while it is active: a scenario's validation findings, a congestion
 * control's compile errors. It tells its listeners, on the UI thread, whenever its problems change.
 */
public interface ProblemSource {

    /** The editor's name, which the view's description starts with. */
    String getPartName();

    /** Whether the editor could read its file; when not, it says why itself and there is nothing to list. */
    default boolean isLoaded() {
        return true;
    }

    List<Problem> problems();

    void addProblemsListener(Runnable listener);

    void removeProblemsListener(Runnable listener);

    /** What a double-click on {@code problem} does: shows where it is, the element on the canvas or the line. */
    void reveal(Problem problem);
}
