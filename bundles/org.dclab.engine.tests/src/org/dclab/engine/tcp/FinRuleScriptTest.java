package org.dclab.engine.tcp;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.StringJoiner;

import org.dclab.engine.core.Time;
import org.dclab.engine.packet.Packet;
import org.dclab.engine.packet.TcpFlags;
import org.junit.jupiter.api.Test;

/**
 * Where the FIN goes, segment by segment, with the sender's segments captured and the receiver played by the test
 * (SACK off, initial window 10, minRTO 200 ms, RTO before any sample 1 s). Each segment is written as its number, "F"
 * after it when it carries the FIN, and a lone FIN as "F". Oracle, Linux's {@code tcp_send_fin}: a close while the
 * last byte is still unsent sets the FIN on that tail, so it leaves with the last byte and again with every
 * retransmission of it; a close after everything has left queues a FIN of its own.
 */
class FinRuleScriptTest {
    private static final int P = SegmentScript.PAYLOAD;

    private static String describe(List<Packet> segments) {
        StringJoiner out = new StringJoiner(" ");
        for (Packet p : segments) {
            String fin = p.has(TcpFlags.FIN) ? "F" : "";
            out.add(p.payloadBytes() == 0 ? fin : p.seq() / P + fin);
        }
        return out.toString();
    }

    /** A flow of {@code segments} segments written and closed before the handshake, as DC Lab's applications do. */
    private static SegmentScript closedAtOnce(FinRule rule, int segments) {
        SegmentScript s = new SegmentScript(new TcpConfig().finRule(rule), NewReno::new, (long) segments * P);
        s.sender.close();
        return s.establish();
    }

    @Test
    void aloneTheFinFollowsTheLastSegment() {
        assertEquals("0 1 2 F", describe(closedAtOnce(FinRule.ALONE, 3).drain()));
    }

    @Test
    void linuxSetsTheFinOnTheUnsentLastSegment() {
        SegmentScript s = closedAtOnce(FinRule.ON_UNSENT_TAIL, 3);
        List<Packet> sent = s.drain();
        assertEquals("0 1 2F", describe(sent));
        Packet last = sent.get(2);
        assertEquals(2 * P, last.seq());
        assertEquals(P, last.payloadBytes(), "the FIN takes a sequence number, not a payload byte");
        assertEquals(TcpState.FIN_WAIT, s.sender.state());
        assertEquals(3 * P + 1, s.sender.sndNxt(), "snd.nxt is past the FIN");
    }

    /**
     * Twelve segments: the initial window sends 0 to 9, the ACK of two segments opens the window for 10 and 11 (slow
     * start, two more), and 11 carries the FIN.
     */
    @Test
    void theFinWaitsForTheLastSegmentBeyondTheInitialWindow() {
        SegmentScript s = closedAtOnce(FinRule.ON_UNSENT_TAIL, 12);
        assertEquals("0 1 2 3 4 5 6 7 8 9", describe(s.drain()));
        assertEquals("10 11F", describe(s.ack(2)));
    }

    /**
     * Segments 0 and 1 are acknowledged, 2 is not: the timer (minRTO, 200 ms, after the handshake's RTT sample of
     * 100 us) resends segment 2 once within 300 ms, and with Linux's rule the FIN with it; with a lone FIN, NewReno's
     * go-back-N resends the data segment and then the FIN in two segments.
     */
    @Test
    void aRetransmissionOfTheLastSegmentCarriesTheFinAgain() {
        SegmentScript linux = closedAtOnce(FinRule.ON_UNSENT_TAIL, 3);
        linux.drain();
        linux.ack(2);
        linux.advance(Time.fromMillis(300));
        assertEquals("2F", describe(linux.drain()));

        SegmentScript alone = closedAtOnce(FinRule.ALONE, 3);
        alone.drain();
        alone.ack(2);
        alone.advance(Time.fromMillis(300));
        assertEquals("2 F", describe(alone.drain()));
    }

    /** Closed only once everything written has left, the FIN has no unsent segment to ride on and goes alone. */
    @Test
    void aCloseAfterTheLastSegmentLeftSendsTheFinAlone() {
        SegmentScript s = new SegmentScript(new TcpConfig().finRule(FinRule.ON_UNSENT_TAIL), NewReno::new, 3L * P).establish();
        assertEquals("0 1 2", describe(s.drain()));
        s.sender.close();
        assertEquals("F", describe(s.drain()));
    }

    @Test
    void theStacksChooseTheirRules() {
        assertEquals(FinRule.ON_UNSENT_TAIL, TcpStack.LINUX.applyTo(new TcpConfig()).finRule());
        assertEquals(FinRule.ALONE, TcpStack.PAPERS.applyTo(new TcpConfig()).finRule());
    }
}
