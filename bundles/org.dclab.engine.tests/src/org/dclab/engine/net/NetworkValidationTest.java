package org.dclab.engine.net;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.dclab.engine.core.Simulator;
import org.dclab.engine.core.Time;
import org.dclab.engine.queue.DropTail;
import org.dclab.engine.tcp.NewReno;
import org.dclab.engine.tcp.TcpConfig;
import org.dclab.engine.tcp.TcpConnection;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/** Oracle: each bad input is rejected, and the message names the element and the problem. */
class NetworkValidationTest {
    private static final LinkSpec GIG = LinkSpec.of(1_000_000_000L, Time.fromMicros(10));

    private static void rejects(Executable action, String... fragments) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, action);
        for (String f : fragments) {
            assertTrue(e.getMessage().contains(f), "message '" + e.getMessage() + "' should contain '" + f + "'");
        }
    }

    private static NetworkBuilder twoHostsOneSwitch() {
        NetworkBuilder b = new NetworkBuilder(new Simulator(1));
        b.addHost("h1");
        b.addHost("h3");
        b.addSwitch("s1");
        return b;
    }

    @Test
    void negativeRate() {
        rejects(() -> twoHostsOneSwitch().connect("s1", "h3", LinkSpec.of(-5, 0)), "link s1->h3",
                "rate in bit/s must be 1 to 8000000000000, got -5");
    }

    /** Beyond 8 Tbit/s a byte would take no time at all on the picosecond clock. */
    @Test
    void rateBeyondTheClocksResolution() {
        rejects(() -> twoHostsOneSwitch().connect("s1", "h3", LinkSpec.of(8_000_000_000_001L, 0)), "link s1->h3",
                "rate in bit/s must be 1 to 8000000000000, got 8000000000001");
    }

    /** A delay beyond the engine's horizon could overflow the clock once added to the time now. */
    @Test
    void delayBeyondTheHorizon() {
        rejects(() -> twoHostsOneSwitch().connect("h1", "s1", LinkSpec.of(1_000_000_000L, Long.MAX_VALUE - 10)), "link h1->s1",
                "propagation delay in ps must be 0 to 1000000000000000000");
    }

    @Test
    void negativeDelay() {
        rejects(() -> twoHostsOneSwitch().connect("h1", "s1", LinkSpec.of(1_000_000_000L, -1)), "link h1->s1",
                "propagation delay in ps must be 0 to");
    }

    @Test
    void lossRateOutOfRange() {
        rejects(() -> twoHostsOneSwitch().connect("h1", "s1", GIG.withLoss(1.5)), "link h1->s1", "loss rate");
    }

    @Test
    void unknownNode() {
        rejects(() -> twoHostsOneSwitch().connect("h1", "s9", GIG), "link h1->s9", "unknown node 's9'", "addSwitch");
    }

    @Test
    void zeroSizeBuffers() {
        rejects(() -> DropTail.packets(0), "drop-tail", "packet limit must be > 0, got 0");
        rejects(() -> DropTail.bytes(0), "drop-tail", "byte limit");
    }

    @Test
    void disconnectedPair() {
        NetworkBuilder b = twoHostsOneSwitch();
        b.addSwitch("s2");
        b.connect("h1", "s1", GIG);
        b.connect("h3", "s2", GIG);
        rejects(b::build, "cannot reach host", "h1", "h3");
    }

    /** The first destination in the order hosts were added, and its first source that cannot reach it, are named. */
    @Test
    void disconnectedPairIsTheFirstOfTheHosts() {
        NetworkBuilder b = new NetworkBuilder(new Simulator(1));
        for (String h : new String[] { "a", "b", "c", "d" }) {
            b.addHost(h);
        }
        b.addSwitch("s1");
        b.addSwitch("s2");
        b.connect("a", "s1", GIG);
        b.connect("b", "s2", GIG);
        b.connect("c", "s1", GIG);
        b.connect("d", "s2", GIG);
        rejects(b::build, "host b cannot reach host a");
    }

    @Test
    void hostsOnOneCableAndAThirdHost() {
        NetworkBuilder b = twoHostsOneSwitch();
        b.addHost("h4");
        b.connect("h1", "h3", GIG);
        b.connect("h4", "s1", GIG);
        rejects(b::build, "host h4 cannot reach host h1");
    }

    @Test
    void hostWithoutLink() {
        NetworkBuilder b = twoHostsOneSwitch();
        b.connect("h1", "s1", GIG);
        rejects(b::build, "host h3", "no link");
    }

    @Test
    void hostWithTwoLinks() {
        NetworkBuilder b = twoHostsOneSwitch();
        b.addSwitch("s2");
        b.connect("h1", "s1", GIG);
        b.connect("h1", "s2", GIG);
        b.connect("h3", "s1", GIG);
        b.connect("s1", "s2", GIG);
        rejects(b::build, "host h1", "one network interface");
    }

    @Test
    void duplicateName() {
        rejects(() -> twoHostsOneSwitch().addSwitch("h1"), "node h1", "already used");
    }

    @Test
    void unknownHostInLookupAndTcp() {
        NetworkBuilder b = twoHostsOneSwitch();
        b.connect("h1", "s1", GIG);
        b.connect("h3", "s1", GIG);
        Network net = b.build();
        rejects(() -> net.host("h7"), "unknown node 'h7'");
        rejects(() -> net.host("s1"), "'s1' is a switch");
        rejects(() -> TcpConnection.open(net, "h1", "h1", new TcpConfig(), NewReno::new), "same host");
    }

    @Test
    void badTcpParameters() {
        rejects(() -> new TcpConfig().mssBytes(0), "mssBytes must be 1 to 65495, got 0");
        rejects(() -> new TcpConfig().minRtoPs(-1), "minRtoPs must be 1 to 1000000000000000000, got -1");
        rejects(() -> new TcpConfig().receiveBufferBytes(100), "receiveBufferBytes must be >= mssBytes");
    }
}
