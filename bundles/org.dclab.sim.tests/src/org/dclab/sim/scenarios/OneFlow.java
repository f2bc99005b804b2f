package org.dclab.sim.scenarios;

import org.dclab.engine.api.QueueType;
import org.dclab.engine.queue.Red;
import org.dclab.engine.queue.ThresholdMarking;
import org.dclab.engine.api.TransportType;
import org.dclab.model.DclabFactory;
import org.dclab.model.Experiment;
import org.dclab.model.Link;
import org.dclab.model.LongFlow;
import org.dclab.model.Probe;
import org.dclab.model.ProbeKind;
import org.dclab.model.QueueSettings;
import org.dclab.model.Scenario;
import org.dclab.model.Traffic;
import org.dclab.model.TransportSettings;
import org.dclab.model.transport.ParameterSettings;
import org.dclab.sim.topology.Topologies;

/**
 * One long flow s1 -> r1 over the coexistence dumbbell (10 Gbit/s access, 1 Gbit/s bottleneck, 250 µs RTT, so C·RTT
 * is 20.8 packets of 1500 B), the bottleneck port with a 250-packet queue of the given discipline (K = 65 for
 * threshold marking) and its length recorded on every change.
 */
final class OneFlow {

    static final int BUFFER_PACKETS = 250;
    static final int K_PACKETS = 65;
    /** C·RTT in 1500-byte packets: 1 Gbit/s × 250 µs / 12000 bit. */
    static final double BDP_PACKETS = 1e9 * 250e-6 / 12_000;

    private OneFlow() {
    }

    static Scenario over(QueueType discipline, TransportType cc, long durationPs) {
        DclabFactory f = DclabFactory.eINSTANCE;
        Scenario s = Topologies.dumbbell(1, 10 * Runs.GBPS, Runs.GBPS, Runs.DUMBBELL_LINK_DELAY_PS, BUFFER_PACKETS);
        s.setDurationPs(durationPs);
        Link bottleneck = s.getNetwork().getLinks().get(0);
        QueueSettings q = f.createQueueSettings();
        ParameterSettings.setDiscipline(q, discipline.key());
        q.setBufferLimit(BUFFER_PACKETS);
        ParameterSettings.set(q, ThresholdMarking.K, Integer.toString(K_PACKETS));
        ParameterSettings.set(q, Red.MIN_TH, "30");
        ParameterSettings.set(q, Red.MAX_TH, "100");
        bottleneck.setSourceQueue(q);
        TransportSettings t = f.createTransportSettings();
        ParameterSettings.setControl(t, cc.key());
        t.setEcn(cc.ecn());
        t.setMinRtoPs(10 * Runs.MS);
        Runs.host(s, "s1").setTransport(t);
        LongFlow flow = f.createLongFlow();
        flow.setName("flow");
        flow.setSource(Runs.host(s, "s1"));
        flow.setDestination(Runs.host(s, "r1"));
        Traffic traffic = f.createTraffic();
        traffic.getApplications().add(flow);
        s.setTraffic(traffic);
        Experiment e = f.createExperiment();
        Probe length = f.createProbe();
        length.setKind(ProbeKind.QUEUE_LENGTH);
        length.setTarget(bottleneck);
        e.getProbes().add(length);
        s.setExperiment(e);
        return s;
    }
}
