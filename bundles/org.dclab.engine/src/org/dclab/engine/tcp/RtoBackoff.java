package org.dclab.engine.tcp;

/**
 * When the doubled retransmission timeout returns to the value computed from the RTT estimate. The difference
 * decides how long incast servers stay silent after a timeout: an ACK of retransmitted data gives no RTT sample
 * under Karn's rule unless timestamps (RFC 7323) are on, so with the first rule and no timestamps the back-off
 * survives until fresh data is acknowledged.
 */
public enum RtoBackoff {
    /** RFC 6298 section 5.7 with Karn's rule: kept until a valid RTT sample arrives. Linux does this. */
    KEPT_UNTIL_RTT_SAMPLE,
    /** Cleared by the next ACK that advances snd.una, valid sample or not, as some simulators do. */
    CLEARED_BY_NEW_ACK
}
