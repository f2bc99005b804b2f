package org.dclab.sim.internal.probes;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.dclab.engine.net.Network;
import org.dclab.engine.tcp.CongestionControl;
import org.dclab.model.Application;
import org.dclab.model.Experiment;
import org.dclab.model.ProbeKind;
import org.dclab.model.Traffic;
import org.dclab.model.transport.CongestionControls;
import org.dclab.sim.Measure;
import org.dclab.sim.SeriesKey;
import org.dclab.sim.internal.build.SenderTransports;
import org.dclab.sim.internal.apps.IncastApp;
import org.dclab.sim.internal.apps.RunningApplication;

/**
 * The series a live chart offers beyond the experiment's probes: the lengths of the busiest queues when the experiment
 * probes none, slow-start threshold of every connection, alpha of the DCTCP and GEMINI ones, goodput of every
 * application, con_wnd and live connections of every incast client.
 * A kind the experiment already probes for an application is left to that probe, so no series is recorded twice.
 */
public final class LiveWatch {

    /**
     * Connections per application whose alpha and ssthresh are watched. Alpha is sampled, so each watched
     * connection costs an event per period for the rest of the run, and every watched series is kept whole; an
     * incast's or a Poisson mix's hundreds of connections would cost that for charts that show a few lines anyway.
     */
    static final int WATCHED_CONNECTIONS_PER_APP = 8;

    private LiveWatch() {
    }

    /** Samples alpha and goodput every {@code periodPs}. */
    public static void install(Experiment experiment, Traffic traffic, Network net, List<RunningApplication> apps, SeriesSink sink,
            long periodPs) {
        // A chart of queues with nothing in it teaches nothing: with no queue probed, the busiest are.
        if (experiment == null || experiment.getProbes().stream().noneMatch(p -> p.getKind() == ProbeKind.QUEUE_LENGTH)) {
            BusiestPorts.of(traffic, net, WATCHED_CONNECTIONS_PER_APP).forEach(port -> ProbeInstaller.queueLength(port, sink));
        }
        for (RunningApplication app : apps) {
            if (!asks(experiment, app, ProbeKind.SSTHRESH)) {
                ssthresh(app, sink);
            }
            if (!asks(experiment, app, ProbeKind.ALPHA) && keepsAlpha(traffic, app)) {
                alpha(app, net, sink, periodPs);
            }
            if (!asks(experiment, app, ProbeKind.GOODPUT)) {
                ProbeInstaller.goodput(app, periodPs, net, sink);
            }
            if (app instanceof IncastApp incast) {
                for (ProbeKind kind : List.of(ProbeKind.CON_WND, ProbeKind.LIVE_CONNECTIONS)) {
                    if (!asks(experiment, app, kind)) {
                        incast.addListener(new IncastProbe(sink, app.name(), kind, net.simulator().nowPs()));
                    }
                }
            }
        }
    }

    private static void ssthresh(RunningApplication app, SeriesSink sink) {
        if (app.reportsConnections()) {
            sink.promise(Measure.SSTHRESH);
        }
        int[] watched = { 0 };
        app.onConnection(c -> {
            if (++watched[0] <= WATCHED_CONNECTIONS_PER_APP) {
                c.sender().addListener(new SenderProbe(sink, sink.create(new SeriesKey(app.flow(c), Measure.SSTHRESH)),
                        ProbeKind.SSTHRESH));
            }
        });
    }

    /**
     * Whether the application's senders keep alpha, as the registry says of its effective congestion control: known
     * before any connection opens, so a chart of alpha can tell before the run whether it will have lines.
     */
    private static boolean keepsAlpha(Traffic traffic, RunningApplication app) {
        if (traffic == null) {
            return false;
        }
        for (Application a : traffic.getApplications()) {
            if (a.getName().equals(app.name())) {
                return CongestionControls.find(SenderTransports.of(a)).map(t -> t.keepsAlpha()).orElse(false);
            }
        }
        return false;
    }

    private static void alpha(RunningApplication app, Network net, SeriesSink sink, long periodPs) {
        if (app.reportsConnections()) {
            sink.promise(Measure.ALPHA);
        }
        Map<String, Integer> watched = new HashMap<>();
        app.onConnection(c -> {
            CongestionControl cc = c.sender().congestionControl();
            if (AlphaProbes.keepsAlpha(cc) && watched.merge(app.name(), 1, Integer::sum) <= WATCHED_CONNECTIONS_PER_APP) {
                var alpha = AlphaProbes.of(cc);
                new SampledProbe(net.simulator(), sink, sink.create(new SeriesKey(app.flow(c), Measure.ALPHA)), periodPs,
                        now -> alpha.getAsDouble());
            }
        });
    }

    private static boolean asks(Experiment experiment, RunningApplication app, ProbeKind kind) {
        return experiment != null && experiment.getProbes().stream()
                .anyMatch(p -> p.getKind() == kind && p.getTarget().getName().equals(app.name()));
    }
}
