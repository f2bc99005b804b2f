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
import org.dclab.sim.live.PortInspection;
import org.dclab.sim.live.QueueState;
import org.dclab.sim.live.QueuedFlow;

/**
 * Looks into one port's queue between two events: its waiting packets counted by flow, each flow's drops and marks at
 * that port since the run began, and what its discipline keeps. Nothing is watched per packet: the queue is walked when
 * a picture is asked for; drops and marks, rare beside arrivals, are counted from the start by the packets' end points
 * ({@link DropAndMarkCounter}); and the flows are told by the run's {@link FlowOwners}, which learn them only once
 * someone asks. Only a run the workbench may inspect (a traced one) counts from its start, at a table update per drop
 * or mark and nothing per packet queued or flow opened; any other run counts from its first inspection, which in
 * practice never comes, and so pays nothing at all.
 */
public final class PortInspector {

    private static final int PACKETS = 0;
    private static final int BYTES = 1;
    private static final int DROPS = 2;
    private static final int MARKS = 3;

    private final Simulator sim;
    private final Network net;
    private final FlowOwners owners;
    private Map<String, DropAndMarkCounter> dropsAndMarks;

    /**
     * With {@code countFromStart}, counts the drops and marks of every port of {@code net} from now on (make it before
     * the run's first event); without, from the first {@link #inspect}.
     */
    public PortInspector(Network net, FlowOwners owners, boolean countFromStart) {
        this.sim = net.simulator();
        this.net = net;
        this.owners = owners;
        this.dropsAndMarks = countFromStart ? DropAndMarkCounter.onEveryPort(net) : null;
    }

    /** The picture of port {@code name} ("from->to") now, or null when the run has no such port. */
    public PortInspection inspect(String name) {
        Port port = net.ports().get(name);
        if (port == null) {
            return null;
        }
        if (dropsAndMarks == null) {
            dropsAndMarks = DropAndMarkCounter.onEveryPort(net);
        }
        QueueDiscipline queue = port.queue();
        // Flows by application and name: those waiting first, from the head, then those only dropped or marked.
        Map<String, long[]> counts = new LinkedHashMap<>();
        for (int i = 0; i < queue.lengthPackets(); i++) {
            Packet p = queue.queued(i);
            long[] c = counts.computeIfAbsent(key(owners.ownerOf(p)), k -> new long[4]);
            c[PACKETS]++;
            c[BYTES] += p.sizeBytes();
        }
        dropsAndMarks.get(name).forEach((source, destination, drops, marks) -> {
            long[] c = counts.computeIfAbsent(key(owners.ownerOf(source, destination)), k -> new long[4]);
            c[DROPS] += drops;
            c[MARKS] += marks;
        });
        List<QueuedFlow> flows = new ArrayList<>();
        counts.forEach((key, c) -> {
            int cut = key.indexOf('\n');
            flows.add(new QueuedFlow(key.substring(0, cut), key.substring(cut + 1), (int) c[PACKETS], c[BYTES], c[DROPS], c[MARKS]));
        });
        QueueDiscipline discipline = queue.admission();
        String kind = discipline.displayName() + (discipline != queue ? " on a shared buffer" : "");
        return new PortInspection(name, sim.nowPs(), sim.eventCount(), kind, queue.lengthPackets(), queue.lengthBytes(),
                queue.dropCount(), queue.markCount(), FlowRows.of(flows), stateOf(discipline));
    }

    private static String key(String[] owner) {
        return owner[0] + '\n' + owner[1];
    }

    /**
     * The figures a discipline decides by, in the unit it counts them in, as the discipline itself states them
     * ({@link QueueDiscipline#state}): its limit and thresholds, then what it keeps between arrivals. A discipline from a
     * plug-in shows its own.
     */
    static List<QueueState> stateOf(QueueDiscipline q) {
        return q.state().stream().map(f -> new QueueState(f.name(), f.value(), f.unit())).toList();
    }
}
