package org.dclab.sim.topology;

import java.util.List;

import org.dclab.model.DclabFactory;
import org.dclab.model.Host;
import org.dclab.model.IncastClient;
import org.dclab.model.IncastStrategy;
import org.dclab.model.TransportSettings;

/**
 * The incast client of the AIPM paper's NS2 set-up (Luo, Xu, Sun, 2018): 256 KB per server per block over 1 Gbit/s
 * paths of 100 µs round trip into a 64 KiB port, NewReno with 1000-byte segments, every segment acknowledged and a
 * 200 ms minimum RTO. A new scenario's incast template starts from it, and so do the AIPM examples.
 */
public final class IncastClients {

    public static final long SRU_BYTES = 256 * 1024;
    public static final long LINK_BPS = 1_000_000_000L;
    public static final long BASE_RTT_PS = 100 * Topologies.PS_PER_US;
    /** The star's port buffer: 64 KiB. */
    public static final long STAR_BUFFER_BYTES = 64 * 1024;
    private static final long MS = 1_000_000_000L;
    private static final DclabFactory FACTORY = DclabFactory.eINSTANCE;

    private IncastClients() {
    }

    /** The incast client "incast": C and D of the 1 Gbit/s, 100 µs paths, B of the star, requests half an RTT away. */
    public static IncastClient aipmPaper(Host client, List<Host> servers, IncastStrategy strategy, int serverCount, int blocks) {
        IncastClient incast = FACTORY.createIncastClient();
        incast.setName("incast");
        incast.setClient(client);
        incast.getServers().addAll(servers);
        incast.setServerCount(serverCount);
        incast.setStrategy(strategy);
        incast.setSruBytes(SRU_BYTES);
        incast.setBlocks(blocks);
        incast.setRequestDelayPs(BASE_RTT_PS / 2);
        incast.setCapacityBps(LINK_BPS);
        incast.setPropagationRttPs(BASE_RTT_PS);
        incast.setBottleneckBufferBytes(STAR_BUFFER_BYTES);
        incast.setTransport(ns2Transport());
        return incast;
    }

    /**
     * The paper's NS2 TCP: NewReno with 1000-byte segments and a 200 ms minimum RTO, every segment acknowledged as NS2's
     * TCPSink does; with delayed ACKs AIPM's odd small windows would stall.
     */
    public static TransportSettings ns2Transport() {
        TransportSettings t = FACTORY.createTransportSettings();
        t.setMssBytes(1000);
        t.setDelayedAck(false);
        t.setMinRtoPs(200 * MS);
        return t;
    }
}
