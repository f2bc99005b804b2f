package org.dclab.engine.tcp;

import org.dclab.engine.core.Simulator;
import org.dclab.engine.net.LinkSpec;
import org.dclab.engine.net.Network;
import org.dclab.engine.net.NetworkBuilder;
import org.dclab.engine.packet.Packet;
import org.dclab.engine.queue.AbstractQueueDiscipline;
import org.dclab.engine.queue.DropReason;
import org.dclab.engine.queue.QueueFactory;

/** Small topologies and a scripted-loss queue shared by the TCP tests. */
final class TestPaths {
    private TestPaths() {
    }

    /** Decides, per arriving packet, whether the test wants it dropped. */
    @FunctionalInterface
    interface DropRule {
        boolean drop(Packet p, long nowPs);
    }

    /** FIFO without a limit that drops exactly the packets the rule selects. */
    static QueueFactory scripted(DropRule rule) {
        return () -> new AbstractQueueDiscipline() {
            @Override
            public boolean enqueue(Packet p) {
                if (rule.drop(p, nowPs())) {
                    drop(p, DropReason.AQM);
                    return false;
                }
                accept(p);
                return true;
            }
        };
    }

    /** FIFO without a limit that sets CE on the ECN-capable packets the rule selects. */
    static QueueFactory marking(DropRule rule) {
        return () -> new AbstractQueueDiscipline() {
            @Override
            public boolean enqueue(Packet p) {
                if (rule.drop(p, nowPs())) {
                    mark(p);
                }
                accept(p);
                return true;
            }
        };
    }

    /** FIFO without a limit marking CE whenever more than {@code k} packets are already queued (DCTCP-style). */
    static QueueFactory threshold(int k) {
        return () -> new AbstractQueueDiscipline() {
            @Override
            public boolean enqueue(Packet p) {
                if (lengthPackets() > k) {
                    mark(p);
                }
                accept(p);
                return true;
            }
        };
    }

    /**
     * Senders s1..sN and receiver r around switch "sw": access links {@code accessSpec}, and the switch port toward
     * the receiver configured by {@code bottleneckSpec}.
     */
    static Network star(Simulator sim, int senders, LinkSpec accessSpec, LinkSpec bottleneckSpec) {
        NetworkBuilder b = new NetworkBuilder(sim);
        b.addSwitch("sw");
        b.addHost("r");
        b.connect("sw", "r", bottleneckSpec, accessSpec);
        for (int i = 1; i <= senders; i++) {
            b.addHost("s" + i);
            b.connect("s" + i, "sw", accessSpec);
        }
        return b.build();
    }
}
