package org.dclab.sim.internal.probes;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.dclab.engine.packet.Packet;
import org.dclab.engine.tcp.TcpConnection;
import org.dclab.sim.internal.apps.RunningApplication;
import org.dclab.sim.live.QueuedFlow;

/**
 * Which application and flow a packet belongs to, by the end point of the flow's sender, which its data segments carry
 * as source and its ACKs as destination. Flows are learnt only from the first question on (each application tells of
 * every flow it opens, those already open included, but a generator of short flows only of those it opens from then
 * on), or from the start in a run that names its flows anyway ({@link #learnFromNow}), so a run nobody looks into pays
 * nothing per flow; one instance per run serves everyone who looks (the Inspector's queue, the canvas's packets in
 * flight, each flow's drops and marks). A host never gives a port twice, so an end point names one flow for the run.
 */
public final class FlowOwners {

    private static final String[] UNKNOWN = { QueuedFlow.UNKNOWN, QueuedFlow.UNKNOWN };

    private final List<RunningApplication> apps;
    /** Each flow's application and name by its sender's end point, address and port in one long. */
    private Map<Long, String[]> flows;

    public FlowOwners(List<RunningApplication> apps) {
        this.apps = apps;
    }

    /** The application of {@code p}, or {@link QueuedFlow#UNKNOWN} for a packet of no flow an application opened. */
    public String applicationOf(Packet p) {
        return ownerOf(p)[0];
    }

    /** The application and the flow's name ("application #n src->dst") of {@code p}; both "" when unknown. */
    String[] ownerOf(Packet p) {
        return ownerOf(endPoint(p.srcHost(), p.srcPort()), endPoint(p.dstHost(), p.dstPort()));
    }

    /**
     * As {@link #ownerOf(Packet)} for a packet that went from end point {@code source} to {@code destination} (see
     * {@link #endPoint}): for whoever kept only a packet's end points, to tell its flow later.
     */
    String[] ownerOf(long source, long destination) {
        learn();
        String[] owner = flows.get(source);
        if (owner == null) {
            // An ACK travels toward the flow's sender.
            owner = flows.get(destination);
        }
        return owner == null ? UNKNOWN : owner;
    }

    /**
     * Learns flows from now on rather than from the first question: for a run that names every flow as it opens anyway
     * (a traced run's recorder does), so that the flows a generator opens and closes before anyone asks are known too,
     * whose drops and marks an inspector tells later. A generator tells only of the flows it opens from then on.
     */
    public void learnFromNow() {
        learn();
    }

    private void learn() {
        if (flows == null) {
            flows = new HashMap<>();
            for (RunningApplication app : apps) {
                app.onEveryFlow(c -> learn(app, c));
            }
        }
    }

    private void learn(RunningApplication app, TcpConnection c) {
        flows.put(endPoint(c.sender().host().address(), c.sender().localPort()), new String[] { app.name(), app.flowName(c) });
    }

    /** A host's address and a port in one long, as a packet's source or destination. */
    static long endPoint(int address, int port) {
        return ((long) address << 32) | (port & 0xffffffffL);
    }
}
