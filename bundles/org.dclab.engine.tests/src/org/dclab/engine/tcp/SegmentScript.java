package org.dclab.engine.tcp;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

import org.dclab.engine.api.TcpLimits;
import org.dclab.engine.core.Simulator;
import org.dclab.engine.core.Time;
import org.dclab.engine.net.Host;
import org.dclab.engine.net.LinkSpec;
import org.dclab.engine.net.Network;
import org.dclab.engine.packet.Ecn;
import org.dclab.engine.packet.Packet;
import org.dclab.engine.packet.TcpFlags;

/**
 * A sender driven packetdrill-style: every segment it sends is captured at its own NIC (nothing reaches the
 * network), and the test plays the receiver by injecting SYN-ACK and ACK segments, then asserts exactly what the
 * sender sent in answer. Sequence numbers in the helpers count whole segments of {@link #PAYLOAD} bytes.
 */
final class SegmentScript {
    /** Payload bytes per segment in every script: MSS 1000, or 1012 with timestamps, which take 12. */
    static final int PAYLOAD = 1000;

    final Simulator sim = new Simulator(1);
    final TcpConnection conn;
    final TcpSender sender;
    private final Host receiverHost;
    private final List<Packet> sent = new ArrayList<>();
    private int taken;
    private int lastTsVal;
    /** The SYN the sender opened with, once {@link #establish} has answered it. */
    Packet syn;

    SegmentScript(TcpConfig cfg, Supplier<? extends CongestionControl> cc, long flowBytes) {
        LinkSpec access = LinkSpec.of(10_000_000_000L, Time.fromMicros(10));
        LinkSpec capture = access.withQueue(TestPaths.scripted((p, t) -> sent.add(p)));
        Network net = TestPaths.star(sim, 1, capture, access);
        TcpConfig c = cfg.copy().mssBytes(PAYLOAD + (cfg.timestamps() ? TcpLimits.TIMESTAMPS_OPTION_BYTES : 0));
        conn = TcpConnection.open(net, "s1", "r", c, cc);
        sender = conn.sender();
        receiverHost = net.host("r");
        sender.write(flowBytes);
    }

    /** Answers the SYN with a SYN-ACK agreeing to whatever options and ECN the SYN offered, 100 us later. */
    SegmentScript establish() {
        syn = next();
        if (!syn.has(TcpFlags.SYN)) {
            throw new AssertionError("expected the SYN first, got " + syn);
        }
        advance(Time.fromMicros(100));
        boolean ecn = syn.has(TcpFlags.ECE) && syn.has(TcpFlags.CWR);
        inject(syn.options(), TcpFlags.SYN | TcpFlags.ACK | (ecn ? TcpFlags.ECE : 0), 0, syn.tsVal(), null);
        Packet ack = next();
        if (ack.payloadBytes() != 0 || ack.has(TcpFlags.SYN)) {
            throw new AssertionError("expected the handshake's last ACK, got " + ack);
        }
        return this;
    }

    /** Lets simulated time pass (timers may fire and send). */
    void advance(long ps) {
        sim.runUntil(sim.nowPs() + ps);
    }

    /**
     * The receiver acknowledges {@code ackSegments} whole segments cumulatively, with SACK blocks given as pairs of
     * segment numbers [from, to), most recent first; returns the segments the sender sent in answer.
     */
    List<Packet> ack(int ackSegments, int... sackSegments) {
        long[] blocks = null;
        if (sackSegments.length > 0) {
            blocks = new long[sackSegments.length];
            for (int i = 0; i < sackSegments.length; i++) {
                blocks[i] = (long) sackSegments[i] * PAYLOAD;
            }
        }
        inject(sender.timestampsNegotiated() ? Packet.OPT_TIMESTAMPS : 0, TcpFlags.ACK, (long) ackSegments * PAYLOAD, lastTsVal, blocks);
        return drain();
    }

    /** As {@link #ack}, with ECN-Echo. */
    List<Packet> ackEce(int ackSegments) {
        inject(sender.timestampsNegotiated() ? Packet.OPT_TIMESTAMPS : 0, TcpFlags.ACK | TcpFlags.ECE,
                (long) ackSegments * PAYLOAD, lastTsVal, null);
        return drain();
    }

    /** Injects an ACK echoing {@code tsEcr} (timestamps must be on). */
    List<Packet> ackEchoing(int ackSegments, int tsEcr) {
        inject(Packet.OPT_TIMESTAMPS, TcpFlags.ACK, (long) ackSegments * PAYLOAD, tsEcr, null);
        return drain();
    }

    /** Everything sent since the last call. */
    List<Packet> drain() {
        List<Packet> out = new ArrayList<>(sent.subList(taken, sent.size()));
        taken = sent.size();
        for (Packet p : out) {
            if (p.hasOption(Packet.OPT_TIMESTAMPS)) {
                lastTsVal = p.tsVal();
            }
        }
        return out;
    }

    /** The one next segment sent. */
    Packet next() {
        if (taken >= sent.size()) {
            throw new AssertionError("the sender sent nothing more");
        }
        Packet p = sent.get(taken++);
        if (p.hasOption(Packet.OPT_TIMESTAMPS)) {
            lastTsVal = p.tsVal();
        }
        return p;
    }

    /** Segment numbers of data segments, "r" marking those below the highest sent before (retransmissions). */
    static String describe(List<Packet> segments) {
        StringBuilder sb = new StringBuilder();
        for (Packet p : segments) {
            if (p.payloadBytes() == 0) {
                continue;
            }
            if (sb.length() > 0) {
                sb.append(' ');
            }
            sb.append(p.seq() / PAYLOAD);
        }
        return sb.toString();
    }

    private void inject(int options, int flags, long ack, int tsEcr, long[] sack) {
        Host s = sender.host();
        int tsVal = (int) (sim.nowPs() / Time.fromMillis(1));
        Packet p = new Packet(receiverHost.address(), s.address(), conn.receiver().localPort(), sender.localPort(), 0, 0, ack,
                flags, 0, 1L << 30, Ecn.NOT_ECT, sim.nowPs(), options, tsVal, tsEcr, sack);
        sender.receive(p);
    }
}
