package org.dclab.engine.probe;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Predicate;

import org.dclab.engine.net.Network;
import org.dclab.engine.net.Port;
import org.dclab.engine.packet.Packet;
import org.dclab.engine.queue.DropReason;
import org.dclab.engine.queue.QueueDiscipline;
import org.dclab.engine.queue.QueueListener;

/**
 * Packet loss rate per location: ports are put in named groups (e.g. "WAN" for the border routers' WAN ports,
 * "DCN" for the rest) and each group counts arrivals and drops. A packet removed after it was queued (CHOKe's
 * victim) counts as a drop but not as a second arrival.
 */
public final class LossMeter {
    /** Arrivals and drops of one group. */
    public static final class Group implements QueueListener {
        private long arrivals;
        private long drops;

        @Override
        public void onEnqueue(long nowPs, QueueDiscipline q, Packet p) {
            arrivals++;
        }

        @Override
        public void onDrop(long nowPs, QueueDiscipline q, Packet p, DropReason reason) {
            drops++;
            if (reason != DropReason.VICTIM) {
                arrivals++;
            }
        }

        public long arrivals() {
            return arrivals;
        }

        public long drops() {
            return drops;
        }

        /** Drops over arrivals; 0 with no arrivals. */
        public double lossRate() {
            return arrivals == 0 ? 0 : (double) drops / arrivals;
        }
    }

    private final Map<String, Group> groups = new LinkedHashMap<>();

    /** Adds every port of {@code net} whose name matches to group {@code name} (ports are "from->to"). */
    public LossMeter watch(Network net, String name, Predicate<Port> ports) {
        Group g = groups.computeIfAbsent(name, k -> new Group());
        for (Port p : net.ports().values()) {
            if (ports.test(p)) {
                p.queue().addListener(g);
            }
        }
        return this;
    }

    public Group group(String name) {
        Group g = groups.get(name);
        if (g == null) {
            throw new IllegalArgumentException("loss meter: no group '" + name + "'; groups are " + groups.keySet());
        }
        return g;
    }

    public Map<String, Group> groups() {
        return java.util.Collections.unmodifiableMap(groups);
    }
}
