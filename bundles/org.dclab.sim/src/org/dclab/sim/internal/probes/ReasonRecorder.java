package org.dclab.sim.internal.probes;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.dclab.engine.explain.Input;
import org.dclab.engine.explain.Reason;
import org.dclab.engine.explain.ReasonKind;
import org.dclab.engine.net.Network;
import org.dclab.engine.net.Port;
import org.dclab.engine.queue.QueueDiscipline;
import org.dclab.engine.queue.QueueListener;
import org.dclab.engine.tcp.TcpListener;
import org.dclab.engine.tcp.TcpSender;
import org.dclab.sim.explain.Explanation;
import org.dclab.sim.explain.ExplanationKind;
import org.dclab.sim.explain.Explanations;
import org.dclab.sim.internal.apps.RunningApplication;

/**
 * Asks every sender and every queue for the reasons of its decisions and keeps them, named as the charts name
 * their series: a flow as "app connection", a queue by its port "from->to".
 */
public final class ReasonRecorder {

    private ReasonRecorder() {
    }

    public static void install(Network net, List<RunningApplication> apps, Explanations store) {
        for (RunningApplication app : apps) {
            app.onConnection(c -> c.sender().addListener(new Flow(store, app.flowName(c))));
        }
        for (Port port : net.ports().values()) {
            port.queue().addListener(new Queue(store, port.name()));
        }
    }

    /** The engine's kinds of reason and ours are the same list. */
    private static final ExplanationKind[] KINDS = Arrays.stream(ReasonKind.values()).map(k -> ExplanationKind.valueOf(k.name()))
            .toArray(ExplanationKind[]::new);

    /** Keeps the engine's reason as it is and converts it only when someone reads the explanation. */
    static Explanation convert(long nowPs, String subject, Reason r) {
        return Explanation.later(nowPs, subject, KINDS[r.kind().ordinal()], r.rule(), () -> inputs(r), r::text);
    }

    private static List<Explanation.Input> inputs(Reason r) {
        List<Explanation.Input> inputs = new ArrayList<>(r.inputs().size());
        for (Input i : r.inputs()) {
            inputs.add(new Explanation.Input(i.name(), i.value(), i.unit()));
        }
        return inputs;
    }

    private record Flow(Explanations store, String subject) implements TcpListener {
        @Override
        public boolean wantsReasons() {
            return true;
        }

        @Override
        public void onReason(long nowPs, TcpSender s, Reason reason) {
            store.record(convert(nowPs, subject, reason));
        }
    }

    private record Queue(Explanations store, String subject) implements QueueListener {
        @Override
        public boolean wantsPackets() {
            return false;
        }

        @Override
        public boolean wantsReasons() {
            return true;
        }

        @Override
        public void onReason(long nowPs, QueueDiscipline queue, Reason reason) {
            store.record(convert(nowPs, subject, reason));
        }
    }
}
