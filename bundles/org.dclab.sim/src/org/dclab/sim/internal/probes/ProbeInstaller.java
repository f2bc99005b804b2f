package org.dclab.sim.internal.probes;

import java.util.List;
import java.util.function.DoubleSupplier;

import org.dclab.engine.net.Network;
import org.dclab.engine.net.Port;
import org.dclab.engine.queue.QueueDiscipline;
import org.dclab.model.Experiment;
import org.dclab.model.Link;
import org.dclab.model.Node;
import org.dclab.model.Probe;
import org.dclab.sim.Measure;
import org.dclab.sim.Series;
import org.dclab.sim.SeriesKey;
import org.dclab.sim.SeriesSubject;
import org.dclab.sim.internal.apps.IncastApp;
import org.dclab.sim.internal.apps.RunningApplication;

/** Attaches the experiment's probes to the engine. Only kinds the availability check allows reach this class. */
public final class ProbeInstaller {

    private ProbeInstaller() {
    }

    public static void install(Experiment experiment, Network net, List<RunningApplication> apps, SeriesSink sink) {
        if (experiment == null) {
            return;
        }
        for (Probe probe : experiment.getProbes()) {
            if (probe.getTarget() instanceof Link link) {
                queue(probe, link, net, sink);
            } else {
                RunningApplication app = apps.stream().filter(a -> a.name().equals(probe.getTarget().getName())).findFirst().orElseThrow();
                application(probe, app, net, sink);
            }
        }
    }

    /**
     * Records the congestion window of every connection of every application, whatever the experiment asks:
     * what a live chart of windows needs without editing the scenario.
     */
    public static void watchWindows(List<RunningApplication> apps, SeriesSink sink) {
        for (RunningApplication app : apps) {
            if (app.reportsConnections()) {
                sink.promise(Measure.CWND);
            }
            app.onConnection(c -> c.sender().addListener(new SenderProbe(sink,
                    sink.create(new SeriesKey(app.flow(c), Measure.CWND)), org.dclab.model.ProbeKind.CWND)));
        }
    }

    /** The engine port of {@code from} on {@code link}; the engine names ports "from->to". */
    public static Port port(Network net, Link link, Node from) {
        Node to = link.getSource() == from ? link.getTarget() : link.getSource();
        return net.port(from.getName(), to.getName());
    }

    private static void queue(Probe probe, Link link, Network net, SeriesSink sink) {
        Port port = port(net, link, probe.getAt() != null ? probe.getAt() : link.getSource());
        QueueDiscipline q = port.queue();
        SeriesSubject.Port subject = new SeriesSubject.Port(port.owner().name(), port.peer().name());
        switch (probe.getKind()) {
            case QUEUE_LENGTH -> queueLength(port, sink);
            case QUEUE_DROPS -> new SampledProbe(net.simulator(), sink, sink.create(new SeriesKey(subject, Measure.QUEUE_DROPS)),
                    probe.getPeriodPs(), now -> q.dropCount());
            case QUEUE_MARKS -> new SampledProbe(net.simulator(), sink, sink.create(new SeriesKey(subject, Measure.QUEUE_MARKS)),
                    probe.getPeriodPs(), now -> q.markCount());
            default -> throw new IllegalStateException(probe.getKind() + " is not a queue probe");
        }
    }

    /** Records every change of the length of {@code port}'s queue. */
    static void queueLength(Port port, SeriesSink sink) {
        QueueDiscipline q = port.queue();
        Series length = sink.create(new SeriesKey(new SeriesSubject.Port(port.owner().name(), port.peer().name()), Measure.QUEUE_LENGTH));
        QueueLevels.record(q, length, sink);
        q.addListener(new QueueLengthProbe(sink, length));
    }

    private static void application(Probe probe, RunningApplication app, Network net, SeriesSink sink) {
        switch (probe.getKind()) {
            case CWND, SSTHRESH, RTT -> {
                sink.promise(Measure.of(probe.getKind()));
                app.onConnection(c -> c.sender().addListener(new SenderProbe(sink,
                        sink.create(new SeriesKey(app.flow(c), Measure.of(probe.getKind()))), probe.getKind())));
            }
            case ALPHA -> {
                sink.promise(Measure.ALPHA);
                app.onConnection(c -> {
                    DoubleSupplier alpha = AlphaProbes.of(c.sender().congestionControl());
                    new SampledProbe(net.simulator(), sink, sink.create(new SeriesKey(app.flow(c), Measure.ALPHA)),
                            probe.getPeriodPs(), now -> alpha.getAsDouble());
                });
            }
            case GOODPUT -> goodput(probe, app, net, sink);
            // Validation lets only incast clients be the target of these kinds.
            case CON_WND, LIVE_CONNECTIONS, AWND, LOST_CONNECTIONS -> ((IncastApp) app).addListener(
                    new IncastProbe(sink, app.name(), probe.getKind(), net.simulator().nowPs()));
            default -> throw new IllegalStateException(probe.getKind() + " has no engine probe in this build");
        }
    }

    private static void goodput(Probe probe, RunningApplication app, Network net, SeriesSink sink) {
        goodput(app, probe.getPeriodPs(), net, sink);
    }

    /** The application's goodput over each period, in bit/s, from its delivered bytes. */
    static void goodput(RunningApplication app, long periodPs, Network net, SeriesSink sink) {
        Series series = sink.create(SeriesKey.ofApplication(app.name(), Measure.GOODPUT));
        long[] lastBytes = { 0 };
        new SampledProbe(net.simulator(), sink, series, periodPs, now -> {
            long bytes = app.deliveredBytes();
            double bps = (bytes - lastBytes[0]) * 8e12 / periodPs;
            lastBytes[0] = bytes;
            return bps;
        });
    }
}
