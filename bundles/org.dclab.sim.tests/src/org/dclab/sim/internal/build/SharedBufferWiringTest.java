package org.dclab.sim.internal.build;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.dclab.engine.core.Simulator;
import org.dclab.engine.net.Network;
import org.dclab.engine.net.Port;
import org.dclab.engine.packet.Packet;
import org.dclab.engine.queue.QueueDiscipline;
import org.dclab.engine.queue.QueueListener;
import org.dclab.model.DclabFactory;
import org.dclab.model.Host;
import org.dclab.model.LongFlow;
import org.dclab.model.QueueUnit;
import org.dclab.model.Scenario;
import org.dclab.model.SharedBuffer;
import org.dclab.model.Switch;
import org.dclab.model.Traffic;
import org.dclab.sim.internal.apps.ApplicationStarter;
import org.dclab.sim.topology.Topologies;
import org.junit.jupiter.api.Test;

/**
 * A switch's shared buffer wraps the discipline of each of its ports. On a 1 Gbit/s star, h1 and h2 send to h5 and
 * h3 and h4 to h6 (NewReno), so two ports of the switch congest at once. Oracle: after every enqueue the bytes queued
 * over all ports of the switch are within bufferBytes (100 KB, far below the ports' own 1000-packet limits); with
 * two congested ports and alpha = 1 the dynamic threshold lets each hold about alpha/(1 + 2 alpha) = 1/3 of it, so
 * losses come long before any port's own limit.
 */
class SharedBufferWiringTest {

    private static final long BUFFER_BYTES = 100_000;

    @Test
    void theSwitchNeverHoldsMoreThanItsBuffer() {
        Scenario scenario = Topologies.star(6, 1_000_000_000L, 5_000_000L, queue(1000));
        Switch sw = (Switch) scenario.getNetwork().getNodes().get(0);
        SharedBuffer shared = DclabFactory.eINSTANCE.createSharedBuffer();
        shared.setBufferBytes(BUFFER_BYTES);
        shared.setAlpha(1.0);
        sw.setSharedBuffer(shared);
        Traffic traffic = DclabFactory.eINSTANCE.createTraffic();
        int[][] pairs = { { 1, 5 }, { 2, 5 }, { 3, 6 }, { 4, 6 } };
        for (int[] p : pairs) {
            LongFlow flow = DclabFactory.eINSTANCE.createLongFlow();
            flow.setName("f" + p[0]);
            flow.setSource(host(scenario, "h" + p[0]));
            flow.setDestination(host(scenario, "h" + p[1]));
            traffic.getApplications().add(flow);
        }
        scenario.setTraffic(traffic);

        Simulator sim = new Simulator(1);
        Network net = EngineNetworks.build(sim, scenario.getNetwork());
        ApplicationStarter.start(scenario, net, 200_000_000_000L);
        List<Port> ports = net.ports().values().stream().filter(p -> p.owner().name().equals("sw")).toList();
        long[] peakBytes = { 0 };
        long[] violations = { 0 };
        QueueListener watch = new QueueListener() {
            @Override
            public void onEnqueue(long nowPs, QueueDiscipline queue, Packet p) {
                long used = ports.stream().mapToLong(port -> port.queue().lengthBytes()).sum();
                peakBytes[0] = Math.max(peakBytes[0], used);
                violations[0] += used > BUFFER_BYTES ? 1 : 0;
            }
        };
        ports.forEach(p -> p.queue().addListener(watch));
        sim.runUntil(200_000_000_000L);

        long drops = ports.stream().mapToLong(p -> p.queue().dropCount()).sum();
        assertEquals(0, violations[0], "enqueues that left the switch holding more than its buffer");
        assertTrue(peakBytes[0] > BUFFER_BYTES / 2, "the buffer was actually contended: peak " + peakBytes[0]);
        assertTrue(drops > 0, "the dynamic threshold drops before any port's own 1000-packet limit");
    }

    private static org.dclab.model.QueueSettings queue(long packets) {
        org.dclab.model.QueueSettings q = DclabFactory.eINSTANCE.createQueueSettings();
        q.setUnit(QueueUnit.PACKETS);
        q.setBufferLimit(packets);
        return q;
    }

    private static Host host(Scenario scenario, String name) {
        return scenario.getNetwork().getNodes().stream().filter(n -> n.getName().equals(name)).map(Host.class::cast).findFirst()
                .orElseThrow();
    }
}
