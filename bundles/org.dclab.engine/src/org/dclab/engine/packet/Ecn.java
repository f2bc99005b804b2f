package org.dclab.engine.packet;

/** The two ECN bits of the IP header (RFC 3168). */
public enum Ecn {
    NOT_ECT, ECT0, ECT1, CE;

    /** True for codepoints a router may turn into CE instead of dropping the packet. */
    public boolean isCapable() {
        return this != NOT_ECT;
    }
}
