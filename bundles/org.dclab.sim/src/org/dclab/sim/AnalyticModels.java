package org.dclab.sim;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.dclab.engine.analysis.AimdShare;
import org.dclab.engine.analysis.DctcpSteadyState;
import org.dclab.engine.analysis.GeminiModel;
import org.dclab.engine.api.TransportType;
import org.dclab.engine.cc.Dctcp;
import org.dclab.engine.queue.ThresholdMarking;
import org.dclab.engine.tcp.NewReno;
import org.dclab.model.Application;
import org.dclab.model.IncastClient;
import org.dclab.model.IncastStrategy;
import org.dclab.model.Link;
import org.dclab.model.LongFlow;
import org.dclab.model.Node;
import org.dclab.model.Probe;
import org.dclab.model.ProbeKind;
import org.dclab.model.QueueSettings;
import org.dclab.model.QueueUnit;
import org.dclab.model.Scenario;
import org.dclab.model.transport.CongestionControls;
import org.dclab.model.transport.QueueDisciplines;
import org.dclab.sim.internal.build.ModelPaths;
import org.dclab.sim.internal.build.SenderTransports;

/**
 * The analytic models that apply to a scenario, with its parameters, for charts to draw next to the simulated
 * series: DCTCP's steady-state queue band (and GEMINI's F) at each probed queue that marks above K which long flows of
 * a control that keeps α cross, and AIPM's advertised window C·D/n of each AIPM incast client. Queue models are keyed
 * by the series they go with, AIPM's by application name. Which control and which discipline a model fits is read off
 * their descriptors.
 */
public final class AnalyticModels {

    /** Packets of the models are full-size packets of a 1500-byte MTU, as the queue charts count them. */
    public static final int PACKET_BYTES = 1500;

    /**
     * DCTCP's steady state at one queue: N flows of round trip RTT through a link of rate C marking at K; the queue
     * oscillates between {@code minQueue} and {@code maxQueue} packets and never empties when K ≥ C·RTT/7; each
     * sender's α settles at {@code alpha}. GEMINI's reduction factor F = 4K/(C·RTT + K) keeps the link full.
     */
    public record QueueBand(int flows, double bdpPackets, double kPackets, double minQueue, double maxQueue, boolean kSufficient,
            double alpha, double geminiF) {
    }

    /**
     * Long DCTCP flows sharing with long AIMD-halving TCP flows (NewReno, ECN TCP): under the same marking their
     * throughputs go as 1/α to 1 (AIMD share with β = 1 - α/2 against β = 1/2).
     */
    public record Coexistence(List<String> dctcpApps, List<String> tcpApps) {
        public Coexistence {
            dctcpApps = List.copyOf(dctcpApps);
            tcpApps = List.copyOf(tcpApps);
        }
    }

    private AnalyticModels() {
    }

    /** DCTCP's throughput over ECN TCP's under the same marking, AIMD share with DCTCP's marking estimate α: 1/α. */
    public static double dctcpOverTcpShare(double alpha) {
        return AimdShare.dctcpOverTcp(alpha);
    }

    /** The DCTCP and TCP long flows of a coexistence scenario, or empty when it lacks either kind. */
    public static Optional<Coexistence> coexistence(Scenario scenario) {
        List<String> dctcp = new ArrayList<>();
        List<String> tcp = new ArrayList<>();
        for (Application app : applications(scenario)) {
            if (app instanceof LongFlow) {
                TransportType cc = CongestionControls.find(SenderTransports.of(app)).orElse(null);
                if (cc == Dctcp.TYPE) {
                    dctcp.add(app.getName());
                } else if (cc == NewReno.TYPE || cc == NewReno.ECN_TYPE) {
                    tcp.add(app.getName());
                }
            }
        }
        return dctcp.isEmpty() || tcp.isEmpty() ? Optional.empty() : Optional.of(new Coexistence(dctcp, tcp));
    }

    /** The band of every probed threshold-marking queue crossed by long DCTCP or GEMINI flows, by queue series. */
    public static Map<SeriesKey, QueueBand> dctcpQueueBands(Scenario scenario) {
        Map<SeriesKey, QueueBand> bands = new LinkedHashMap<>();
        if (scenario.getExperiment() == null) {
            return bands;
        }
        for (Probe probe : scenario.getExperiment().getProbes()) {
            if (probe.getKind() == ProbeKind.QUEUE_LENGTH && probe.getTarget() instanceof Link link) {
                Node from = probe.getAt() != null ? probe.getAt() : link.getSource();
                QueueSettings q = from == link.getSource() ? link.getSourceQueue() : link.getTargetQueue();
                if (q != null && marksAboveK(q)) {
                    band(scenario, link, from, q).ifPresent(b -> bands.put(queueSeries(link, from), b));
                }
            }
        }
        return bands;
    }

    /** The scenario's applications; a scenario drawn but not yet given traffic has none. */
    private static List<Application> applications(Scenario scenario) {
        return scenario.getTraffic() == null ? List.of() : scenario.getTraffic().getApplications();
    }

    /** C·D in bytes of every AIPM incast client: awnd = C·D/n for n live connections. */
    public static Map<String, Double> aipmBdpBytes(Scenario scenario) {
        Map<String, Double> bdp = new LinkedHashMap<>();
        for (Application app : applications(scenario)) {
            if (app instanceof IncastClient incast && incast.getStrategy() == IncastStrategy.AIPM) {
                bdp.put(app.getName(), incast.getCapacityBps() * (incast.getPropagationRttPs() / 1e12) / 8);
            }
        }
        return bdp;
    }

    private static Optional<QueueBand> band(Scenario scenario, Link link, Node from, QueueSettings q) {
        List<Long> rtts = new ArrayList<>();
        for (Application app : applications(scenario)) {
            if (app instanceof LongFlow flow && CongestionControls.find(SenderTransports.of(app)).map(TransportType::keepsAlpha).orElse(
                    false)) {
                List<ModelPaths.Hop> hops = ModelPaths.between(scenario.getNetwork(), flow.getSource(), flow.getDestination());
                if (hops.stream().anyMatch(h -> h.link() == link && h.from() == from)) {
                    rtts.add(ModelPaths.propagationRttPs(hops));
                }
            }
        }
        if (rtts.isEmpty()) {
            return Optional.empty();
        }
        double rttS = rtts.stream().mapToLong(Long::longValue).average().orElseThrow() / 1e12;
        double bdp = GeminiModel.bdpPackets(link.getRateBps(), rttS, PACKET_BYTES);
        long markingThreshold = QueueDisciplines.valuesOf(q).whole(ThresholdMarking.K.name());
        double k = q.getUnit() == QueueUnit.BYTES ? markingThreshold / (double) PACKET_BYTES : markingThreshold;
        DctcpSteadyState model = new DctcpSteadyState(bdp, k, rtts.size());
        return Optional.of(new QueueBand(rtts.size(), bdp, k, Math.max(0, model.minQueue()), model.maxQueue(),
                DctcpSteadyState.thresholdSufficient(k, bdp), model.alpha(), k > 0 ? GeminiModel.factorF(k, bdp) : Double.NaN));
    }

    /** Whether the queue's discipline marks above K on the instantaneous queue, the switch DCTCP's model assumes. */
    private static boolean marksAboveK(QueueSettings q) {
        return QueueDisciplines.find(q).map(d -> d.parameters().contains(ThresholdMarking.K)).orElse(false);
    }

    private static SeriesKey queueSeries(Link link, Node from) {
        Node to = link.getSource() == from ? link.getTarget() : link.getSource();
        return SeriesKey.queueLength(from.getName(), to.getName());
    }
}
