package org.dclab.engine.tcp;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.dclab.engine.cc.Transport;
import org.dclab.engine.packet.Ecn;
import org.dclab.engine.packet.Packet;
import org.junit.jupiter.api.Test;

/**
 * Which of a sender's packets are ECN-capable, by the connection's {@link EctRule}. RFC 3168 section 6.1.5 keeps
 * retransmissions and control segments Not-ECT, and ECN TCP follows it; Linux sends every packet of a connection whose control needs ECN (DCTCP) ECT(0), so a
 * queue that drops Not-ECT packets above its marking threshold does not drop DCTCP's retransmissions while the queue
 * stands above K (found by the ns-3 comparison: one timeout per such loss). Ten segments leave, segment 0 is lost,
 * and the third duplicate ACK brings its fast retransmission.
 */
class EcnCodepointScriptTest {
    private static final int P = SegmentScript.PAYLOAD;

    /** The codepoints of the SYN, of the first new segment and of the fast retransmission. */
    private static List<Ecn> codepoints(Transport transport) {
        return codepoints(transport, EctRule.NEW_DATA);
    }

    private static List<Ecn> codepoints(Transport transport, EctRule rule) {
        SegmentScript s = new SegmentScript(transport.configure(new TcpConfig().ectRule(rule)), transport.cc(), 100L * P).establish();
        List<Packet> window = s.drain();
        s.ack(0);
        s.ack(0);
        List<Packet> retransmitted = s.ack(0);
        assertEquals(0, retransmitted.get(0).seq(), "the fast retransmission of segment 0");
        return List.of(s.syn.ecn(), window.get(0).ecn(), retransmitted.get(0).ecn());
    }

    @Test
    void rfc3168KeepsRetransmissionsNotEct() {
        assertEquals(List.of(Ecn.NOT_ECT, Ecn.ECT0, Ecn.NOT_ECT), codepoints(Transport.ecnNewReno()));
    }

    @Test
    void aControlThatNeedsEcnSendsEveryPacketEct() {
        assertEquals(List.of(Ecn.ECT0, Ecn.ECT0, Ecn.ECT0), codepoints(Transport.byName("dctcp")));
    }

    /** ns-2's TcpAgent sets ECT on every data segment it sends, the SYN excepted: ECN TCP's retransmission too. */
    @Test
    void ns2SendsEveryDataSegmentEct() {
        assertEquals(List.of(Ecn.NOT_ECT, Ecn.ECT0, Ecn.ECT0), codepoints(Transport.ecnNewReno(), EctRule.ALL_DATA));
        assertEquals(List.of(Ecn.NOT_ECT, Ecn.ECT0, Ecn.ECT0), codepoints(Transport.byName("dctcp"), EctRule.ALL_DATA),
                "a control that needs ECN keeps ns-2's rule: its retransmissions are ECT already");
    }
}
