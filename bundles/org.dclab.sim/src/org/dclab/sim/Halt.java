package org.dclab.sim;

/** Why a step of a {@link SimulationRun} returned. */
public enum Halt {
    /** The asked-for simulated time or number of events was reached; the run can go on. */
    REACHED,
    /** {@link SimulationRun#pause()} was honoured; the run can go on from where it stopped. */
    PAUSED,
    /** {@link SimulationRun#cancel()} was honoured; the run will not go on, its results cover what was simulated. */
    CANCELLED,
    /** The run reached its end time or ran out of events. */
    FINISHED
}
