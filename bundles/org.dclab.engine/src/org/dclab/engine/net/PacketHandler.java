package org.dclab.engine.net;

import org.dclab.engine.packet.Packet;

/** A transport endpoint bound to a host port number; the host hands it every packet addressed to that port. */
@FunctionalInterface
public interface PacketHandler {
    void receive(Packet p);
}
