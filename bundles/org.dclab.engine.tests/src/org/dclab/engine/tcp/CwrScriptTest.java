package org.dclab.engine.tcp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.dclab.engine.cc.Dctcp;
import org.dclab.engine.packet.Packet;
import org.dclab.engine.packet.TcpFlags;
import org.junit.jupiter.api.Test;

/**
 * The answer to ECN-Echo (RFC 3168 section 6.1.2) segment by segment: at most one reduction per window of data,
 * and with PRR the window brought down over the following round trip (Linux's CWR state) instead of in one step.
 * Ten segments are in flight; the test acknowledges them one at a time, every ACK carrying ECE.
 */
class CwrScriptTest {
    private static final int P = SegmentScript.PAYLOAD;

    private static SegmentScript start(TcpConfig cfg, java.util.function.Supplier<? extends CongestionControl> cc) {
        SegmentScript s = new SegmentScript(cfg.ecn(true), cc, 100L * P).establish();
        assertTrue(s.sender.ecnNegotiated());
        assertEquals("0 1 2 3 4 5 6 7 8 9", SegmentScript.describe(s.drain()));
        return s;
    }

    /** "ack:segments sent" for ACKs 1..n, each with ECN-Echo; "c" marks a segment carrying CWR. */
    private static String eceOnEveryAck(SegmentScript s, int n, List<Long> ssthresh) {
        List<String> trace = new ArrayList<>();
        for (int a = 1; a <= n; a++) {
            List<Packet> sent = s.ackEce(a);
            ssthresh.add(s.sender.ssthreshBytes());
            StringBuilder sb = new StringBuilder();
            for (Packet p : sent) {
                sb.append(sb.length() == 0 ? "" : " ").append(p.seq() / P).append(p.has(TcpFlags.CWR) ? "c" : "");
            }
            if (sb.length() > 0) {
                trace.add(a + ":" + sb);
            }
        }
        return String.join(" | ", trace);
    }

    /**
     * NewReno with PRR: ACK 1 sets ssthresh = flight 9 / 2 = 4.5 segments and PRR sends ceil(delivered * 4.5 / 10)
     * in whole segments, so one segment per two ACKs; the ECE of ACKs 2..10 is ignored (one reduction per window);
     * ACK 11 is the first beyond high_seq = 10, so CWR ends (cwnd = ssthresh) and its ECE starts the next reduction.
     */
    @Test
    void prrBringsTheWindowDownOverOneRoundTripOncePerWindow() {
        SegmentScript s = start(new TcpConfig().prr(true), NewReno::new);
        List<Long> ssthresh = new ArrayList<>();
        assertEquals("1:10c | 3:11 | 5:12 | 7:13 | 9:14 | 11:15c", eceOnEveryAck(s, 11, ssthresh));
        assertEquals(4500L, ssthresh.get(0));
        assertEquals(ssthresh.get(0), ssthresh.get(9), "ECE within the window changes nothing");
        assertEquals(2000L, ssthresh.get(10), "the next window's reduction: flight 4 / 2");
    }

    /**
     * The same with Linux's ssthresh rule: ACK 1 halves the window, 10 segments, not the flight of 9 left after it
     * took one out, so ssthresh is 5 segments. PRR sends one segment per two ACKs until ACK 9 leaves the pipe at 5 =
     * ssthresh, where proportional sending stops (with ssthresh 4.5 it sent there); ACK 10 takes the pipe to 4 and the
     * reduction bound sends segment 14. ACK 11's reduction halves cwnd = ssthresh 5 to 2.5 where the flight rule took 4
     * to 2. With small windows this is what lets ECN TCP keep a larger share beside
     * DCTCP, as ns-3's TcpLinuxReno and Linux do.
     */
    @Test
    void linuxHalvesTheWindowNotTheFlight() {
        SegmentScript s = start(new TcpConfig().prr(true).ssthreshRule(SsthreshRule.CWND), NewReno::new);
        List<Long> ssthresh = new ArrayList<>();
        assertEquals("1:10c | 3:11 | 5:12 | 7:13 | 10:14 | 11:15c", eceOnEveryAck(s, 11, ssthresh));
        assertEquals(5000L, ssthresh.get(0), "cwnd 10 / 2");
        assertEquals(2500L, ssthresh.get(10), "the next window's reduction: cwnd 5 / 2");
    }

    /**
     * Without PRR the same first ECE cuts cwnd to ssthresh = 4500 at once, and congestion avoidance grows it by
     * MSS*MSS/cwnd per ACK (4722, 4933, 5135, 5329, 5516, 5697, ...): nothing leaves until ACK 6, when 4 segments
     * in flight plus one fit; then the window has grown enough for two on ACK 8.
     */
    @Test
    void withoutPrrTheCutIsImmediate() {
        SegmentScript s = start(new TcpConfig(), NewReno::new);
        List<Long> ssthresh = new ArrayList<>();
        assertEquals("6:10c | 7:11 | 8:12 13 | 9:14 | 10:15", eceOnEveryAck(s, 10, ssthresh));
        assertEquals(4500L, ssthresh.get(0));
    }

    /**
     * DCTCP with PRR: alpha is updated on the ACK before the cut is computed (Linux's order), ssthresh =
     * cwnd * (1 - alpha/2) = 10 * (1 - 0.4375/2) segments, and PRR sends ceil(delivered * 0.7813) segments: four of
     * the first five ACKs clock out a segment.
     */
    @Test
    void dctcpCutIsAlphaScaledAndPaced() {
        SegmentScript s = start(new TcpConfig().prr(true), () -> new Dctcp(new Dctcp.Params(1.0 / 16, 0.4)));
        List<Long> ssthresh = new ArrayList<>();
        assertEquals("1:10c | 2:11 | 3:12 | 4:13", eceOnEveryAck(s, 5, ssthresh));
        double alpha = 0.4 + (1 - 0.4) / 16;
        assertEquals(alpha, ((Dctcp) s.sender.congestionControl()).alpha(), 1e-12);
        assertEquals(10L * P - (long) (10L * P * alpha / 2), ssthresh.get(0));
    }
}
