package org.dclab.sim.topology;

import java.util.Iterator;
import java.util.List;

import org.dclab.engine.api.Parameter;
import org.dclab.engine.api.QueueType;
import org.dclab.engine.api.TransportType;
import org.dclab.model.Application;
import org.dclab.model.DclabFactory;
import org.dclab.model.Experiment;
import org.dclab.model.Host;
import org.dclab.model.LongFlow;
import org.dclab.model.NamedElement;
import org.dclab.model.Node;
import org.dclab.model.Probe;
import org.dclab.model.ProbeKind;
import org.dclab.model.QueueSettings;
import org.dclab.model.QueueUnit;
import org.dclab.model.Scenario;
import org.dclab.model.SweepParameter;
import org.dclab.model.Traffic;
import org.dclab.model.TransportSettings;
import org.dclab.model.transport.ParameterSettings;
import org.eclipse.emf.ecore.EObject;

/** Traffic, transports, probes and sweeps added to a generated topology, one element at a time. */
final class ScenarioParts {

    private static final DclabFactory FACTORY = DclabFactory.eINSTANCE;

    private final Scenario scenario;

    ScenarioParts(Scenario scenario) {
        this.scenario = scenario;
        if (scenario.getTraffic() == null) {
            scenario.setTraffic(FACTORY.createTraffic());
        }
        if (scenario.getExperiment() == null) {
            scenario.setExperiment(FACTORY.createExperiment());
        }
    }

    <T extends NamedElement> T element(String name, Class<T> type) {
        for (Iterator<EObject> it = scenario.eAllContents(); it.hasNext();) {
            if (it.next() instanceof NamedElement e && name.equals(e.getName()) && type.isInstance(e)) {
                return type.cast(e);
            }
        }
        throw new IllegalArgumentException("no " + type.getSimpleName() + " named " + name + " in " + scenario.getName());
    }

    /** Gives {@code host} its own transport; ECN and pacing are on where the control's descriptor asks for them. */
    TransportSettings transport(String host, TransportType cc, long minRtoPs) {
        TransportSettings t = transport(cc);
        t.setEcn(cc.ecn());
        t.setPacing(cc.pacing());
        t.setMinRtoPs(minRtoPs);
        element(host, Host.class).setTransport(t);
        return t;
    }

    /** A transport running {@code cc}, its parameters at their defaults. */
    static TransportSettings transport(TransportType cc) {
        TransportSettings t = FACTORY.createTransportSettings();
        ParameterSettings.setControl(t, cc.key());
        return t;
    }

    /** A queue of {@code discipline} over {@code limitPackets} packets, its parameters at their defaults. */
    static QueueSettings queue(QueueType discipline, long limitPackets) {
        QueueSettings q = FACTORY.createQueueSettings();
        ParameterSettings.setDiscipline(q, discipline.key());
        q.setUnit(QueueUnit.PACKETS);
        q.setBufferLimit(limitPackets);
        return q;
    }

    /** Sets parameter {@code p} of a transport's control or a queue's discipline. */
    static void set(EObject settings, Parameter p, Object value) {
        ParameterSettings.set(settings, p, p.format(value));
    }

    LongFlow longFlow(String name, String source, String destination) {
        LongFlow flow = FACTORY.createLongFlow();
        flow.setName(name);
        flow.setSource(element(source, Host.class));
        flow.setDestination(element(destination, Host.class));
        traffic().getApplications().add(flow);
        return flow;
    }

    void addApplication(Application app) {
        traffic().getApplications().add(app);
    }

    Probe probe(ProbeKind kind, NamedElement target, Node at, long periodPs) {
        Probe probe = FACTORY.createProbe();
        probe.setKind(kind);
        probe.setTarget(target);
        probe.setAt(at);
        probe.setPeriodPs(periodPs);
        experiment().getProbes().add(probe);
        return probe;
    }

    void perApplication(ProbeKind kind, long periodPs) {
        for (Application app : traffic().getApplications()) {
            probe(kind, app, null, periodPs);
        }
    }

    void sweep(String path, String... values) {
        SweepParameter p = FACTORY.createSweepParameter();
        p.setPath(path);
        p.getValues().addAll(List.of(values));
        experiment().getSweeps().add(p);
    }

    private Traffic traffic() {
        return scenario.getTraffic();
    }

    private Experiment experiment() {
        return scenario.getExperiment();
    }
}
