package org.dclab.engine.queue;

import org.dclab.engine.core.Simulator;

/**
 * What a queue learns from the port it serves: the clock and random streams (RED, CHOKe), a name for messages
 * and probes, and the line rate that drains it (RED's idle-time decay needs a typical transmission time).
 */
public record QueueContext(Simulator sim, String name, long lineRateBps) {
}
