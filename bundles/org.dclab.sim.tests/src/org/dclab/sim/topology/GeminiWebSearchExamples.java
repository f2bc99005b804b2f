package org.dclab.sim.topology;

import java.util.ArrayList;
import java.util.List;

import org.dclab.engine.cc.Bbr;
import org.dclab.engine.cc.Cubic;
import org.dclab.engine.cc.Dctcp;
import org.dclab.engine.cc.Gemini;
import org.dclab.engine.cc.Vegas;
import org.dclab.model.DclabFactory;
import org.dclab.model.Host;
import org.dclab.model.Link;
import org.dclab.model.PoissonBackground;
import org.dclab.model.ProbeKind;
import org.dclab.model.QueueUnit;
import org.dclab.model.Router;
import org.dclab.model.Scenario;
import org.dclab.model.TransportSettings;

/**
 * GEMINI's web-search experiments (Zeng et al., §4.4) on the testbed's shape: two datacenters of two switches with
 * four 1 Gbit/s servers each, joined by the 1 Gbit/s, 10 ms WAN. Four servers per switch reproduce the paper's link
 * utilisations exactly: in pattern 1, 0.9 Gbit/s over 8 sources is its 11.25 % per server link and 45 % per
 * switch uplink; in pattern 2, 7/15 of flows stay in their DC and the uplinks carry its 67.5 %. Flows arrive for 5 s
 * (about 650 and 1,150 flows) and have 2 s more to finish; every control is paced, as the testbed's fq pacing is.
 */
final class GeminiWebSearchExamples {

    private static final long MS = 1_000_000_000L;
    private static final double WAN_LOAD_BPS = 0.9e9;
    private static final long HOST_QUEUE_PACKETS = 10_000;
    private static final int SERVERS_PER_DC = 8;
    /** 16 x 0.211 x 8/15 / 2 = 0.90 Gbit/s each way on the WAN (0.9 x 2 x 15 / (16 x 8) = 0.2109, rounded). */
    private static final double PATTERN2_LOAD = 0.211;
    private static final String[] CONTROLS = { Cubic.TYPE.key(), Dctcp.TYPE.key(), Bbr.TYPE.key(), Vegas.TYPE.key(), Gemini.TYPE.key() };

    private GeminiWebSearchExamples() {
    }

    /**
     * Pattern 1 (Figs. 13-14 of the paper: small-flow and large-flow FCT): every flow inter-DC. One background from
     * DC a's servers to DC b's and one back, each at 0.9 Gbit/s of its 8 sources' 8 Gbit/s, so the WAN is about 90 %
     * loaded each way; the two backgrounds' controls are swept together as one linked parameter.
     */
    static Scenario pattern1() {
        Scenario s = testbed("gemini-fig14-websearch-pattern1-pools");
        ScenarioParts parts = new ScenarioParts(s);
        PoissonBackground aToB = background("a-to-b", WAN_LOAD_BPS / (SERVERS_PER_DC * 1e9));
        PoissonBackground bToA = background("b-to-a", WAN_LOAD_BPS / (SERVERS_PER_DC * 1e9));
        aToB.getSources().addAll(servers(parts, "a"));
        aToB.getDestinations().addAll(servers(parts, "b"));
        bToA.getSources().addAll(servers(parts, "b"));
        bToA.getDestinations().addAll(servers(parts, "a"));
        parts.addApplication(aToB);
        parts.addApplication(bToA);
        wanProbe(parts);
        parts.sweep("a-to-b.transport.congestionControl+b-to-a.transport.congestionControl", CONTROLS);
        s.setDescription(
                "GEMINI Figs. 13-14 (pattern 1) on the testbed's shape: web-search flows, Poisson arrivals for 5 s (7 s in all), from every server of "
                        + "one DC to a uniformly chosen server of the other (two backgrounds with sources and destinations), 0.9 Gbit/s each way over "
                        + "the 1 Gbit/s WAN (10 ms RTT, 10000-packet border buffers); 2 x 4 servers per DC on 1 Gbit/s links with 10000-packet NIC "
                        + "queues (fq's limit), switches mark above K = 50 in 450 packets. Sweeps both backgrounds' congestion control together over CUBIC, DCTCP, BBR, Vegas and GEMINI; "
                        + "compare small-flow (up to 100 KB) and large-flow FCT.");
        return s;
    }

    /**
     * Pattern 2 (Figs. 15-16: small-flow and large-flow FCT): source and destination uniform over all 16 servers, so
     * 8/15 of flows cross the WAN. Load {@value #PATTERN2_LOAD} of each server's link puts 0.90 Gbit/s each way on the
     * WAN, and each switch uplink carries 4 x 0.211 x 12/15 = 0.675 Gbit/s: both WAN and DCN congest.
     */
    static Scenario pattern2() {
        Scenario s = testbed("gemini-fig15-16-websearch-pattern2");
        ScenarioParts parts = new ScenarioParts(s);
        PoissonBackground web = background("websearch", PATTERN2_LOAD);
        parts.addApplication(web);
        wanProbe(parts);
        parts.sweep("websearch.transport.congestionControl", CONTROLS);
        s.setDescription(
                "GEMINI Figs. 15-16 (pattern 2) on the testbed's shape: web-search flows, Poisson arrivals for 5 s (7 s in all), source and destination "
                        + "uniform over all 16 servers (2 DCs x 2 switches x 4 servers, 1 Gbit/s links, 10000-packet NIC queues, switches marking "
                        + "above K = 50 in 450 packets), at 0.211 of each server's link: the 1 Gbit/s WAN (10 ms RTT) about 90 % loaded each way and every switch "
                        + "uplink 67.5 %. Sweeps the congestion control over CUBIC, DCTCP, BBR, Vegas and GEMINI; compare small-flow and "
                        + "large-flow FCT.");
        return s;
    }

    private static Scenario testbed(String name) {
        Scenario s = PaperExamples.geminiTestbed(2, SERVERS_PER_DC / 2);
        s.setName(name);
        s.setDurationPs(7_000 * MS);
        ScenarioParts parts = new ScenarioParts(s);
        for (String sw : new String[] { "a-sw1", "a-sw2", "b-sw1", "b-sw2" }) {
            PaperExamples.markingQueue(parts, sw, 50);
        }
        // A server's NIC queue stands for Linux's fq qdisc (limit 10000 packets), which holds back a host's many
        // concurrent flows instead of dropping them; a shallow one drops thousands of packets at the sender itself.
        for (String dc : new String[] { "a", "b" }) {
            servers(parts, dc).forEach(h -> h.setDefaultQueue(ModelBuilder.dropTail(HOST_QUEUE_PACKETS, QueueUnit.PACKETS)));
        }
        return s;
    }

    private static PoissonBackground background(String name, double load) {
        PoissonBackground web = DclabFactory.eINSTANCE.createPoissonBackground();
        web.setName(name);
        web.setCdf("web-search");
        web.setLoad(load);
        web.setStopPs(5_000 * MS);
        TransportSettings t = PaperExamples.ecnTransport(Gemini.TYPE);
        t.setMinRtoPs(200 * MS);
        t.setPacing(true);
        web.setTransport(t);
        return web;
    }

    private static List<Host> servers(ScenarioParts parts, String dc) {
        List<Host> servers = new ArrayList<>();
        for (int sw = 1; sw <= 2; sw++) {
            for (int h = 1; h <= SERVERS_PER_DC / 2; h++) {
                servers.add(parts.element(dc + "-h" + sw + "_" + h, Host.class));
            }
        }
        return servers;
    }

    private static void wanProbe(ScenarioParts parts) {
        parts.probe(ProbeKind.QUEUE_LENGTH, parts.element("wan", Link.class), parts.element("a-border", Router.class),
                100 * Topologies.PS_PER_US);
    }
}
