package org.dclab.engine.internal.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.dclab.engine.core.Time;
import org.dclab.engine.tcp.TcpStack;
import org.junit.jupiter.api.Test;

/**
 * The two runs besides the fat trees that issue 20 compares DC Lab and a C++ simulator on, each checked against what
 * must hold whatever simulator runs them, so that the comparison is of the same work.
 */
class Issue20ScenariosTest {

    /**
     * DCTCP's guideline (Alizadeh et al., 2010, section 3.3): with K above C × RTT / 7 the bottleneck never idles. Here C ×
     * RTT is 10 Gbit/s × 250 µs = 208 packets, so K = 65 is above 30 and the two flows together must carry the line's
     * payload rate (1460 of every 1500 bytes) but for their slow start, and share it equally.
     */
    @Test
    void theTenGigabitDumbbellRunsTheLineFullAndFair() {
        ScenarioResult r = Benchmark.run("dumbbell-dctcp-10g", 1, TcpStack.PAPERS);

        double total = (double) r.details().get("flow1Mbps") + (double) r.details().get("flow2Mbps");
        double payloadMbps = 10_000 * 1460.0 / 1500;
        assertEquals("dumbbell-dctcp-10g", r.scenario());
        assertEquals(Time.fromSeconds(2), r.simulatedPs());
        assertTrue(total > 0.97 * payloadMbps && total <= payloadMbps, total + " Mbit/s of " + payloadMbps);
        assertTrue((double) r.details().get("jain") > 0.99, "Jain index " + r.details().get("jain"));
    }

    /**
     * 64 servers × 5,000 segments of 1,000 bytes through one 1 Gbit/s port: the client cannot have them sooner than the
     * line takes to carry 320 MB of payload (1,000 of every 1,040 bytes on the wire, 2.66 s), and with 64 KB buffers
     * behind 64 synchronised senders the block must lose whole windows and wait out retransmission timeouts.
     */
    @Test
    void sixtyFourServersOfFiveThousandSegmentsTakeAtLeastTheLineTimeAndCollapse() {
        ScenarioResult r = Benchmark.run("incast64x5000", 1, TcpStack.PAPERS);

        double lineSeconds = 64 * 5_000 * 1_040 * 8 / 1e9;
        assertEquals("incast64x5000", r.scenario());
        assertEquals(64, r.details().get("servers"));
        assertTrue(Time.toSeconds(r.simulatedPs()) >= lineSeconds, Time.toSeconds(r.simulatedPs()) + " s against " + lineSeconds);
        assertTrue((long) r.details().get("rtos") > 0, "timeouts " + r.details().get("rtos"));
        assertTrue((double) r.details().get("goodputGbps") < 1_000.0 / 1_040, "goodput " + r.details().get("goodputGbps"));
    }
}
