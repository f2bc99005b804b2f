package org.dclab.sim.internal.apps;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

import org.dclab.engine.app.PoissonFlowGenerator;
import org.dclab.engine.probe.FlowRecord;
import org.dclab.engine.probe.FlowStats;
import org.dclab.engine.probe.Metrics;
import org.dclab.engine.probe.SlowdownSummary;
import org.dclab.engine.tcp.TcpConnection;
import org.dclab.model.GeneratedFlows;
import org.dclab.model.validation.SizeClassBounds;
import org.dclab.sim.FlowResult;

/**
 * An application made of flows that a {@link PoissonFlowGenerator} opens and closes. Its flows are many and
 * short-lived, so it reports flow completion times by size class rather than offering per-connection probes.
 *
 * <p>Its goodput is the payload its flows had acknowledged, over the time since it started: the rate at which it
 * delivered, which a researcher compares with the load it was asked to offer. Generated flows are the load of an
 * experiment, measured by their completion times, so this goodput is reported for the application but left out of
 * the run's headline goodput ({@link #countsInHeadlineGoodput()}).
 */
abstract class GeneratedFlowsApp implements RunningApplication {

    private final String name;
    private final String type;
    private final PoissonFlowGenerator generator;
    private final long startPs;
    /**
     * Upper bounds of the size classes ({@link SizeClassBounds}) and their names. Classes count completed flows only:
     * the engine's flow record knows a running flow's acknowledged bytes, not its size, so it would land in a class
     * too small.
     */
    private final long[] classBoundsBytes;
    private final String[] classNames;

    GeneratedFlowsApp(GeneratedFlows model, String type, PoissonFlowGenerator generator) {
        this.name = model.getName();
        this.type = type;
        this.generator = generator;
        this.startPs = model.getStartPs();
        this.classBoundsBytes = SizeClassBounds.of(model);
        this.classNames = SizeClassBounds.names(classBoundsBytes);
    }

    @Override
    public String name() {
        return name;
    }

    /** The generator offers no hook per new connection; per-connection probes are refused before the run. */
    @Override
    public List<TcpConnection> connections() {
        return List.of();
    }

    @Override
    public void onConnection(Consumer<TcpConnection> listener) {
    }

    @Override
    public boolean reportsConnections() {
        return false;
    }

    @Override
    public void onEveryFlow(Consumer<TcpConnection> listener) {
        generator.onFlow(listener);
    }

    /** Bytes acknowledged over all flows so far. */
    @Override
    public long deliveredBytes() {
        long bytes = 0;
        for (FlowRecord r : generator.recorder().records()) {
            bytes += r.bytes();
        }
        return bytes;
    }

    @Override
    public boolean countsInHeadlineGoodput() {
        return false;
    }

    @Override
    public long timeouts() {
        return FlowStats.timeouts(generator.recorder().records());
    }

    /**
     * From the generator's flow records, which outlive the connections. A record knows a running flow's acknowledged
     * bytes but not its size, so the size is given for completed flows only (all their bytes were acknowledged).
     */
    @Override
    public List<FlowResult> flows() {
        return generator.recorder().records().stream().map(r -> new FlowResult(name, name + " " + r.name(), r.startPs(),
                r.endPs(), r.completed() ? r.bytes() : -1, r.bytes(), r.retransmits(), r.timeouts())).toList();
    }

    @Override
    public Map<String, Object> summary(long nowPs) {
        List<FlowRecord> records = generator.recorder().records();
        FlowStats.SizeClass all = FlowStats.bySize(records).get(0);
        Map<String, Object> s = new LinkedHashMap<>();
        s.put("type", type);
        s.put("flows", records.size());
        s.put("completed", all.completed());
        s.put("ackedBytes", deliveredBytes());
        s.put("goodputGbps", Metrics.rateBps(deliveredBytes(), nowPs - startPs) / 1e9);
        completionTimes(all, s);
        Map<String, Object> byClass = new LinkedHashMap<>();
        List<FlowStats.SizeClass> classes = FlowStats.bySize(records, classBoundsBytes);
        for (int i = 0; i < classes.size(); i++) {
            FlowStats.SizeClass c = classes.get(i);
            Map<String, Object> figures = new LinkedHashMap<>();
            figures.put("completed", c.completed());
            completionTimes(c, figures);
            byClass.put(classNames[i], figures);
        }
        s.put("fctBySize", byClass);
        s.put("rtos", timeouts());
        return s;
    }

    /**
     * The completion times of a class, in milliseconds: at the sender (fct*, all acknowledged, the figures DC Lab
     * always reported) and at the receiver (fctRecv*, last byte in order, the usual definition), each as mean, median,
     * p99 and p99.9; {@code received} counts the flows of the second. Then the slowdowns of each (slowdown*,
     * slowdownRecv*), over the same flows.
     */
    private static void completionTimes(FlowStats.SizeClass c, Map<String, Object> figures) {
        figures.put("fctMeanMs", c.acked().meanPs() / 1e9);
        figures.put("fctP99Ms", c.acked().p99Ps() / 1e9);
        figures.put("fctMedianMs", c.acked().medianPs() / 1e9);
        figures.put("fctP999Ms", c.acked().p999Ps() / 1e9);
        figures.put("received", c.received().count());
        figures.put("fctRecvMeanMs", c.received().meanPs() / 1e9);
        figures.put("fctRecvMedianMs", c.received().medianPs() / 1e9);
        figures.put("fctRecvP99Ms", c.received().p99Ps() / 1e9);
        figures.put("fctRecvP999Ms", c.received().p999Ps() / 1e9);
        slowdowns("slowdown", c.ackedSlowdown(), figures);
        slowdowns("slowdownRecv", c.receivedSlowdown(), figures);
    }

    /** A class's slowdowns, each flow's completion time over its ideal ({@link org.dclab.engine.probe.IdealFct}). */
    private static void slowdowns(String prefix, SlowdownSummary s, Map<String, Object> figures) {
        figures.put(prefix + "Mean", s.mean());
        figures.put(prefix + "Median", s.median());
        figures.put(prefix + "P99", s.p99());
        figures.put(prefix + "P999", s.p999());
    }
}
