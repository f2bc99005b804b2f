package org.dclab.sim;

import org.dclab.sim.explain.Explanations;
import org.dclab.sim.internal.trace.TraceRecorder;
import org.dclab.sim.trace.EventTrace;

/**
 * What a run was asked to watch beyond its scenario's probes (see {@link RunOptions}): explanations and the trace
 * with its recorder, each null when not asked for, and whether it samples what live charts show.
 */
record RunObservers(Explanations explanations, boolean watchesLive, EventTrace trace, TraceRecorder recorder) {
}
