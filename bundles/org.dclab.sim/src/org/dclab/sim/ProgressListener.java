package org.dclab.sim;

/**
 * Told about a run's progress about ten times per wall second, on the simulation thread. A workbench job polls its
 * monitor here and calls {@link SimulationRun#cancel()} when the user cancels.
 */
@FunctionalInterface
public interface ProgressListener {

    ProgressListener NONE = p -> {};

    void progress(RunProgress progress);
}
