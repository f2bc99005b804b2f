package org.dclab.sim.internal.probes;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.dclab.engine.core.Simulator;
import org.dclab.engine.net.Network;
import org.dclab.engine.net.Port;
import org.dclab.engine.packet.Packet;
import org.dclab.engine.queue.QueueDiscipline;
import org.dclab.engine.queue.QueueParameter;
import org.dclab.engine.queue.Red;
import org.dclab.engine.queue.SampledChoke;
import org.dclab.sim.live.PortInspection;
import org.dclab.sim.live.QueueState;
import org.dclab.sim.live.QueuedFlow;

/**
 * Looks into one port's queue between two events: its waiting packets counted by flow and what its discipline keeps.
 * Nothing is watched per packet: the queue is walked when a picture is asked for, and the packets' flows are told by
 * the run's {@link FlowOwners}, which learn them only once someone asks, so a run nobody inspects pays nothing.
 */
public final class PortInspector {

    private static final List<QueueParameter> THRESHOLDS = List.of(QueueParameter.K, QueueParameter.MIN_TH, QueueParameter.MAX_TH);

    private final Simulator sim;
    private final Network net;
    private final FlowOwners owners;

    public PortInspector(Network net, FlowOwners owners) {
        this.sim = net.simulator();
        this.net = net;
        this.owners = owners;
    }

    /** The picture of port {@code name} ("from->to") now, or null when the run has no such port. */
    public PortInspection inspect(String name) {
        Port port = net.ports().get(name);
        if (port == null) {
            return null;
        }
        QueueDiscipline queue = port.queue();
        Map<String, long[]> counts = new LinkedHashMap<>();
        for (int i = 0; i < queue.lengthPackets(); i++) {
            Packet p = queue.queued(i);
            String[] owner = owners.ownerOf(p);
            long[] c = counts.computeIfAbsent(owner[0] + '\n' + owner[1], k -> new long[2]);
            c[0]++;
            c[1] += p.sizeBytes();
        }
        List<QueuedFlow> queued = new ArrayList<>();
        counts.forEach((key, c) -> {
            int cut = key.indexOf('\n');
            queued.add(new QueuedFlow(key.substring(0, cut), key.substring(cut + 1), (int) c[0], c[1]));
        });
        QueueDiscipline discipline = queue.admission();
        String kind = discipline.displayName() + (discipline != queue ? " on a shared buffer" : "");
        return new PortInspection(name, sim.nowPs(), sim.eventCount(), kind, queue.lengthPackets(), queue.lengthBytes(),
                queue.dropCount(), queue.markCount(), queued, stateOf(discipline));
    }

    /**
     * The figures each kind of discipline decides by, in the unit it counts them in: its limit and thresholds as the
     * discipline states them ({@link QueueDiscipline#level}), then what RED and CHOKe keep between arrivals.
     */
    static List<QueueState> stateOf(QueueDiscipline q) {
        List<QueueState> state = new ArrayList<>();
        String unit = q.isInBytes() ? "bytes" : "packets";
        if (q.limit() > 0) {
            state.add(new QueueState(QueueParameter.LIMIT.symbol(), q.limit(), unit));
        }
        for (QueueParameter threshold : THRESHOLDS) {
            double level = q.level(threshold);
            if (!Double.isNaN(level)) {
                // RED's thresholds count packets whatever the limit counts.
                state.add(new QueueState(threshold.symbol(), level, threshold == QueueParameter.K ? unit : "packets"));
            }
        }
        if (q instanceof Red r) {
            state.add(new QueueState("average queue", r.averageQueue(), "packets"));
        } else if (q instanceof SampledChoke c) {
            state.add(new QueueState("average queue", c.averageQueue(), "packets"));
            state.add(new QueueState("draws", c.draws(), ""));
            state.add(new QueueState("matches", c.matches(), ""));
        }
        return state;
    }
}
