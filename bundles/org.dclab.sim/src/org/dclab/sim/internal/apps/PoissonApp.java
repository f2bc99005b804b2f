package org.dclab.sim.internal.apps;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Supplier;

import org.dclab.engine.app.PoissonFlowGenerator;
import org.dclab.engine.core.Event;
import org.dclab.engine.net.Host;
import org.dclab.engine.net.Network;
import org.dclab.engine.probe.FlowRecord;
import org.dclab.engine.tcp.CongestionControl;
import org.dclab.engine.tcp.TcpConfig;
import org.dclab.engine.tcp.TcpConnection;
import org.dclab.model.PoissonBackground;
import org.dclab.sim.internal.build.FlowSizeDistributions.Distribution;

/**
 * {@link PoissonBackground} as the engine's Poisson flow generator. Its flows come and go, so it reports flow
 * completion times (mean and 99th percentile, split at 100 KB as in the datacenter literature) rather than
 * per-connection probes.
 */
final class PoissonApp implements RunningApplication {

    /** Flows below this size are "small" in FCT statistics (pFabric, DCTCP papers). */
    private static final long SMALL_FLOW_BYTES = 100 * 1024;

    private final String name;
    private final PoissonFlowGenerator generator;

    PoissonApp(Network net, PoissonBackground model, List<org.dclab.model.Host> hosts, Distribution sizes, long accessBps,
            TcpConfig config, Supplier<? extends CongestionControl> cc, long stopPs) {
        this.name = model.getName();
        List<Host> engineHosts = new ArrayList<>();
        hosts.forEach(h -> engineHosts.add(net.host(h.getName())));
        this.generator = new PoissonFlowGenerator(net, engineHosts, sizes.load(), sizes.bytesPerUnit(), model.getLoad(),
                accessBps, config, cc, stopPs);
        net.simulator().schedule(Event.of(generator::start), model.getStartPs());
    }

    @Override
    public String name() {
        return name;
    }

    /** Background flows are many and short-lived; per-connection probes do not apply. */
    @Override
    public List<TcpConnection> connections() {
        return List.of();
    }

    @Override
    public void onConnection(Consumer<TcpConnection> listener) {
    }

    @Override
    public long deliveredBytes() {
        long bytes = 0;
        for (FlowRecord r : generator.recorder().records()) {
            bytes += r.bytes();
        }
        return bytes;
    }

    @Override
    public long timeouts() {
        long rtos = 0;
        for (FlowRecord r : generator.recorder().records()) {
            rtos += r.timeouts();
        }
        return rtos;
    }

    @Override
    public Map<String, Object> summary(long nowPs) {
        List<FlowRecord> records = generator.recorder().records();
        long[] small = completionTimes(records, true);
        long[] large = completionTimes(records, false);
        Map<String, Object> s = new LinkedHashMap<>();
        s.put("type", "poissonBackground");
        s.put("flows", records.size());
        s.put("completed", small.length + large.length);
        s.put("ackedBytes", deliveredBytes());
        s.put("smallFctMeanMs", mean(small));
        s.put("smallFctP99Ms", percentile99(small));
        s.put("largeFctMeanMs", mean(large));
        s.put("largeFctP99Ms", percentile99(large));
        s.put("rtos", timeouts());
        return s;
    }

    private static long[] completionTimes(List<FlowRecord> records, boolean small) {
        return records.stream().filter(FlowRecord::completed).filter(r -> (r.bytes() < SMALL_FLOW_BYTES) == small)
                .mapToLong(FlowRecord::completionTimePs).sorted().toArray();
    }

    private static double mean(long[] ps) {
        return Arrays.stream(ps).average().orElse(Double.NaN) / 1e9;
    }

    /** Nearest-rank 99th percentile, in ms. */
    private static double percentile99(long[] sortedPs) {
        if (sortedPs.length == 0) {
            return Double.NaN;
        }
        int rank = (int) Math.ceil(0.99 * sortedPs.length);
        return sortedPs[Math.max(0, rank - 1)] / 1e9;
    }
}
