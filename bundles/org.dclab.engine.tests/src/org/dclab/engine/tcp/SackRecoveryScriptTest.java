package org.dclab.engine.tcp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

import org.dclab.engine.packet.Packet;
import org.junit.jupiter.api.Test;

/**
 * RFC 6675 recovery and RFC 6937 PRR, segment by segment in packetdrill style. A window of 20 segments (0..19) is in
 * flight when the listed segments are lost; the test plays the receiver, acknowledging each arriving segment with
 * the cumulative ACK at the first hole and SACK blocks of everything above it, and asserts what the sender sends in
 * answer to each ACK of that first round trip. The expected traces are computed by hand from the RFCs' rules
 * (checked with an independent model): ssthresh = FlightSize/2 = 10 without the 2 segments of limited transmit
 * (RFC 5681 section 3.2); IsLost after 3 SACKed segments above a hole; retransmissions before new data.
 */
class SackRecoveryScriptTest {
    private static final int WINDOW = 20;

    /** "ack segment -> segments sent" for every ACK of the first round trip that sent something; "R" marks retransmissions. */
    private static String firstRoundTrip(TcpConfig cfg, Set<Integer> lost) {
        return run(cfg, lost)[0];
    }

    /** The trace of {@link #firstRoundTrip}, and the pipe in segments after each ACK and what it sent. */
    private static String[] run(TcpConfig cfg, Set<Integer> lost) {
        SegmentScript s = new SegmentScript(cfg.initialWindowSegments(WINDOW).sack(true), NewReno::new, 100L * SegmentScript.PAYLOAD)
                .establish();
        assertEquals(WINDOW, s.drain().size(), "the initial window leaves at once");
        assertTrue(s.sender.sackNegotiated());
        TreeSet<Integer> received = new TreeSet<>();
        int highest = WINDOW - 1;
        List<String> trace = new ArrayList<>();
        List<String> pipes = new ArrayList<>();
        for (int a = 0; a < WINDOW; a++) {
            if (lost.contains(a)) {
                continue;
            }
            received.add(a);
            int ack = 0;
            while (received.contains(ack)) {
                ack++;
            }
            List<Packet> sent = s.ack(ack, sackBlocks(received, ack, a));
            StringBuilder sb = new StringBuilder();
            for (Packet p : sent) {
                int seg = (int) (p.seq() / SegmentScript.PAYLOAD);
                sb.append(sb.length() == 0 ? "" : " ").append(seg <= highest ? "R" + seg : String.valueOf(seg));
                highest = Math.max(highest, seg);
            }
            if (sb.length() > 0) {
                trace.add(a + ":" + sb);
            }
            pipes.add(String.valueOf(s.sender.pipeBytes() / SegmentScript.PAYLOAD));
        }
        return new String[] { String.join(" | ", trace), String.join(" ", pipes) };
    }

    /** The receiver's blocks (RFC 2018): the run holding the segment just received first, then the others, newest first. */
    static int[] sackBlocks(TreeSet<Integer> received, int ack, int latest) {
        List<int[]> runs = new ArrayList<>();
        int start = -1;
        for (int seg = ack; seg <= received.last() + 1; seg++) {
            boolean in = received.contains(seg);
            if (in && start < 0) {
                start = seg;
            } else if (!in && start >= 0) {
                runs.add(new int[] { start, seg });
                start = -1;
            }
        }
        runs.sort((x, y) -> y[0] - x[0]);
        for (int i = 0; i < runs.size(); i++) {
            int[] r = runs.get(i);
            if (r[0] <= latest && latest < r[1]) {
                runs.add(0, runs.remove(i));
                break;
            }
        }
        return runs.stream().limit(Packet.MAX_SACK_BLOCKS).flatMapToInt(r -> IntStream.of(r[0], r[1])).toArray();
    }

    private static Set<Integer> lost(Integer... segments) {
        return Set.of(segments);
    }

    private static TcpConfig rfc6675() {
        return new TcpConfig().limitedTransmit(true).prr(false);
    }

    private static TcpConfig prr(PrrBound bound) {
        return new TcpConfig().limitedTransmit(true).prr(true).prrBound(bound);
    }

    /**
     * One hole: two segments of limited transmit, the fast retransmit on the third duplicate ACK with cwnd = ssthresh =
     * 10, then nothing until the pipe falls below 10 (ACK 13): RFC 6675's half-window of silence.
     */
    @Test
    void rfc6675RepairsOneHole() {
        assertEquals("1:20 | 2:21 | 3:R0 | 13:22 | 14:23 | 15:24 | 16:25 | 17:26 | 18:27 | 19:28",
                firstRoundTrip(rfc6675(), lost(0)));
    }

    /** Two holes: the second is deemed lost at ACK 8 (3 SACKed above it) and resent as soon as the pipe allows. */
    @Test
    void rfc6675RepairsTwoHolesInOneRoundTrip() {
        assertEquals("1:20 | 2:21 | 3:R0 | 13:R5 | 14:22 | 15:23 | 16:24 | 17:25 | 18:26 | 19:27",
                firstRoundTrip(rfc6675(), lost(0, 5)));
    }

    /**
     * Three holes, all resent within the round trip, retransmissions ahead of new data (NextSeg rule 1 before 2). The
     * pipe after each ACK: 20 with the limited transmissions; 19 after the fast retransmit (22 sent, 3 SACKed, 1 lost,
     * 1 retransmitted); each SACK then takes one out, a hole deemed lost one more (ACK 8: 5 is lost, 14), until it
     * falls below cwnd = 10 and the retransmissions of 5 and 10, then new data, hold it at 10.
     */
    @Test
    void rfc6675RepairsThreeHolesInOneRoundTrip() {
        String[] r = run(rfc6675(), lost(0, 5, 10));
        assertEquals("1:20 | 2:21 | 3:R0 | 13:R5 | 14:R10 | 15:22 | 16:23 | 17:24 | 18:25 | 19:26", r[0]);
        assertEquals("20 20 19 18 17 16 14 13 12 11 10 10 10 10 10 10 10", r[1]);
    }

    /**
     * RFC 6937 section 3.1, one loss: PRR sends on every other ACK from the start, spreading the reduction over the
     * round trip, and ends with the pipe at ssthresh. (The RFC's figure shows one more segment at ACK 18; its pipe
     * row stays at 18 for ACK 5 although ACK 4 sent nothing, and a pipe ending at 11 contradicts PRR's own property
     * of ending at ssthresh, so the trace here follows the algorithm's text.)
     */
    @Test
    void prrSpreadsOneLossOverTheRoundTrip() {
        String expected = "1:20 | 2:21 | 3:R0 | 5:22 | 7:23 | 9:24 | 11:25 | 13:26 | 15:27 | 17:28";
        for (PrrBound bound : PrrBound.values()) {
            assertEquals(expected, firstRoundTrip(prr(bound), lost(0)), "with a single loss every bound behaves alike: " + bound);
        }
    }

    @Test
    void prrRepairsTwoAndThreeHoles() {
        assertEquals("1:20 | 2:21 | 3:R0 | 6:22 | 8:R5 | 10:23 | 12:24 | 14:25 | 16:26 | 19:27",
                firstRoundTrip(prr(PrrBound.LINUX), lost(0, 5)));
        assertEquals("1:20 | 2:21 | 3:R0 | 6:22 | 8:R5 | 11:23 | 13:R10 | 15:24 | 18:25 | 19:26",
                firstRoundTrip(prr(PrrBound.LINUX), lost(0, 5, 10)));
    }

    /** RFC 6937 section 3.1, 15 losses, PRR-CRB: only 5 ACKs return; each clocks out exactly one retransmission. */
    @Test
    void prrConservativeBoundAfterABurstLoss() {
        Set<Integer> burst = IntStream.range(0, 15).boxed().collect(Collectors.toSet());
        assertEquals("15:20 | 16:21 | 17:R0 | 18:R1 | 19:R2", firstRoundTrip(prr(PrrBound.CONSERVATIVE), burst));
    }

    /** RFC 6937 section 3.1, 15 losses, PRR-SSRB: one segment more than delivered per ACK (the figure's 2R 2R 2R). */
    @Test
    void prrSlowStartBoundAfterABurstLoss() {
        Set<Integer> burst = IntStream.range(0, 15).boxed().collect(Collectors.toSet());
        assertEquals("15:20 | 16:21 | 17:R0 R1 | 18:R2 R3 | 19:R4 R5", firstRoundTrip(prr(PrrBound.SLOW_START), burst));
    }

    /** Linux's bound adds the extra segment only on ACKs that advance snd.una; duplicate ACKs are conserved. */
    @Test
    void linuxBoundConservesOnDuplicateAcks() {
        Set<Integer> burst = IntStream.range(0, 15).boxed().collect(Collectors.toSet());
        assertEquals("15:20 | 16:21 | 17:R0 | 18:R1 | 19:R2", firstRoundTrip(prr(PrrBound.LINUX), burst));
    }
}
