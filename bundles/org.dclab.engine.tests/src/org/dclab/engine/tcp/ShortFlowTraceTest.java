package org.dclab.engine.tcp;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;

import org.dclab.engine.api.TcpLimits;
import org.dclab.engine.core.Simulator;
import org.dclab.engine.core.Time;
import org.dclab.engine.net.LinkSpec;
import org.dclab.engine.net.Network;
import org.dclab.engine.net.NetworkBuilder;
import org.dclab.engine.packet.Packet;
import org.dclab.engine.packet.TcpFlags;
import org.junit.jupiter.api.Test;

/**
 * A short flow end to end, every packet captured as it leaves its host, packetdrill-style: 8 segments of 1000 bytes
 * written and closed at once, s - switch - r at 10 Gbit/s with 10 us per link, initial window 10, delayed ACKs every
 * second segment or after 40 ms. The whole window leaves before the first ACK comes back (8.4 us of serialisation
 * against a 40 us round trip), so the trace is the sender's segments, then the receiver's answers to them in order.
 * <p>
 * Oracle for the Linux stack, by hand from Linux's code: {@code tcp_send_fin} puts the FIN on the last segment (7, from
 * byte 7000), which was still unsent at the close. The receiver's first data enters quick-ACK mode with
 * min(16, rcv_wnd / (2 MSS)) quick ACKs, rcv_wnd being the 10 segments {@code tcp_select_initial_window} opens with: 5.
 * The first five segments are acknowledged one by one (ACKs 1 to 5); then delayed ACKs: the sixth waits, the seventh
 * is acknowledged as the second (ACK 7); the eighth brings the FIN, which the receiving application answers at once
 * with its own FIN, acknowledging 8000 bytes and the FIN (8001). For the papers' stack, RFC 5681's delayed ACKs without
 * quick-ACK (every second segment) and the FIN in a segment of its own.
 */
class ShortFlowTraceTest {
    private static final int P = 1000;

    private static String trace(TcpStack stack) {
        Simulator sim = new Simulator(1);
        List<String> out = new ArrayList<>();
        LinkSpec link = LinkSpec.of(10_000_000_000L, Time.fromMicros(10));
        NetworkBuilder b = new NetworkBuilder(sim);
        b.addHost("s");
        b.addHost("r");
        b.addSwitch("sw");
        b.connect("s", "sw", link.withQueue(TestPaths.scripted((p, t) -> out.add("s " + describe(p)) && false)), link);
        b.connect("sw", "r", link, link.withQueue(TestPaths.scripted((p, t) -> out.add("r " + describe(p)) && false)));
        Network net = b.build();
        TcpConfig cfg = stack.applyTo(new TcpConfig());
        cfg.mssBytes(P + (cfg.timestamps() ? TcpLimits.TIMESTAMPS_OPTION_BYTES : 0));
        TcpConnection c = TcpConnection.open(net, "s", "r", cfg, NewReno::new);
        c.sender().write(8L * P);
        c.sender().close();
        sim.runUntil(Time.fromSeconds(1));
        return String.join(", ", out);
    }

    /** SYN, ACK, FIN and data by their numbers: "3" a data segment from byte 3000, "ack 5" an ACK of 5000 bytes. */
    private static String describe(Packet p) {
        StringBuilder sb = new StringBuilder();
        if (p.has(TcpFlags.SYN)) {
            sb.append("SYN ");
        }
        if (p.has(TcpFlags.FIN)) {
            sb.append("FIN ");
        }
        if (p.payloadBytes() > 0) {
            sb.append(p.seq() / P).append(' ');
        }
        if (p.has(TcpFlags.ACK) && !p.has(TcpFlags.SYN)) {
            long ack = p.ack();
            sb.append("ack ").append(ack % P == 0 ? String.valueOf(ack / P) : ack / P + "+FIN");
        }
        return sb.toString().trim();
    }

    @Test
    void linux() {
        assertEquals("s SYN, r SYN, s ack 0, s 0 ack 0, s 1 ack 0, s 2 ack 0, s 3 ack 0, s 4 ack 0, s 5 ack 0, s 6 ack 0, "
                + "s FIN 7 ack 0, r ack 1, r ack 2, r ack 3, r ack 4, r ack 5, r ack 7, r FIN ack 8+FIN, s ack 0+FIN",
                trace(TcpStack.LINUX));
    }

    @Test
    void papers() {
        assertEquals("s SYN, r SYN, s ack 0, s 0 ack 0, s 1 ack 0, s 2 ack 0, s 3 ack 0, s 4 ack 0, s 5 ack 0, s 6 ack 0, "
                + "s 7 ack 0, s FIN ack 0, r ack 2, r ack 4, r ack 6, r ack 8, r FIN ack 8+FIN, s ack 0+FIN",
                trace(TcpStack.PAPERS));
    }
}
