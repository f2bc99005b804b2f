package org.dclab.cli;

/**
 * A command that runs simulations. Only these hold the {@link org.dclab.sim.MemoryReserve}: a run that fills the
 * heap needs it to write what it measured, while setting it aside costs a command such as {@code validate} a fifth of
 * its second (touching the pages, then copying them out of the young generation at the first collection).
 */
interface SimulatingCommand {
}
