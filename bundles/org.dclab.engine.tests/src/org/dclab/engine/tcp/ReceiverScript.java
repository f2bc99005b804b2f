package org.dclab.engine.tcp;

import java.util.ArrayList;
import java.util.List;

import org.dclab.engine.core.Simulator;
import org.dclab.engine.core.Time;
import org.dclab.engine.net.LinkSpec;
import org.dclab.engine.net.Network;
import org.dclab.engine.net.NetworkBuilder;
import org.dclab.engine.packet.Ecn;
import org.dclab.engine.packet.Packet;
import org.dclab.engine.packet.TcpFlags;

/**
 * A receiver driven packetdrill-style: the test plays the sender, injecting the SYN and data segments straight
 * into the receiver, and reads every segment the receiver sends, captured at its own NIC.
 */
final class ReceiverScript {
    final Simulator sim = new Simulator(1);
    final TcpConnection conn;
    private final List<Packet> sent = new ArrayList<>();

    /** Opens the connection with a SYN offering {@code synOptions}; the SYN-ACK is {@link #synAck}. */
    ReceiverScript(TcpConfig cfg, int synOptions) {
        LinkSpec plain = LinkSpec.of(10_000_000_000L, Time.fromMicros(10));
        NetworkBuilder b = new NetworkBuilder(sim);
        b.addHost("s");
        b.addHost("r");
        b.addSwitch("sw");
        b.connect("s", "sw", plain);
        b.connect("sw", "r", plain, plain.withQueue(TestPaths.scripted((p, t) -> sent.add(p))));
        Network net = b.build();
        conn = TcpConnection.create(net, net.host("s"), net.host("r"), cfg, NewReno::new, false);
        inject(0, 0, TcpFlags.SYN, synOptions, 7);
    }

    Packet synAck() {
        return sent.get(0);
    }

    /** A segment of the sender: {@code payload} bytes at {@code seq}. */
    void inject(long seq, int payload, int flags, int options, int tsVal) {
        conn.receiver().receive(new Packet(conn.sender().host().address(), conn.receiver().host().address(),
                conn.sender().localPort(), conn.receiver().localPort(), 0, seq, 1, flags, payload, 1 << 20, Ecn.NOT_ECT,
                sim.nowPs(), options, tsVal, 0, null));
    }

    /** Everything the receiver sent so far, the SYN-ACK first. */
    List<Packet> sent() {
        return sent;
    }

    Packet last() {
        return sent.get(sent.size() - 1);
    }
}
