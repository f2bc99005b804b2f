package org.dclab.engine.queue;

/**
 * Where hard drop starts in gentle RED with ECN: the average beyond which ECN-capable packets RED chose are dropped
 * instead of marked. Without the gentle region both are max_th.
 */
public enum HardDropFrom {
    /** At max_th: the gentle region drops what it chooses (Linux's {@code harddrop}, which has no gentle region). */
    MAX_TH,
    /** At 2·max_th, where the gentle region's probability reaches 1; the gentle region still marks (ns-3's {@code UseHardDrop}). */
    TWICE_MAX_TH
}
