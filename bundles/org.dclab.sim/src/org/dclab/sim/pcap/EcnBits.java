package org.dclab.sim.pcap;

import org.dclab.engine.packet.Ecn;

/** The ECN field of the IPv4 header (RFC 3168): Not-ECT 00, ECT(1) 01, ECT(0) 10, CE 11. */
final class EcnBits {

    private EcnBits() {
    }

    static int of(Ecn ecn) {
        return switch (ecn) {
            case NOT_ECT -> 0b00;
            case ECT1 -> 0b01;
            case ECT0 -> 0b10;
            case CE -> 0b11;
        };
    }
}
