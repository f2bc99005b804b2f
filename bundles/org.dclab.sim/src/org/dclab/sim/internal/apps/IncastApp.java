package org.dclab.sim.internal.apps;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Supplier;

import org.dclab.engine.core.Event;
import org.dclab.engine.net.Host;
import org.dclab.engine.net.Network;
import org.dclab.engine.tcp.CongestionControl;
import org.dclab.engine.tcp.TcpConfig;
import org.dclab.engine.tcp.TcpConnection;
import org.dclab.model.IncastClient;

/**
 * A Naive {@link IncastClient} as the engine's incast client, started at its start time. The block is either N
 * server request units or a fixed block split N ways (rounded up, so no byte of the block is lost).
 */
final class IncastApp implements RunningApplication {

    private final String name;
    private final long startPs;
    private final org.dclab.engine.app.IncastClient client;
    private final ConnectionSet connections = new ConnectionSet();

    IncastApp(Network net, IncastClient model, List<org.dclab.model.Host> servers, TcpConfig config,
            Supplier<? extends CongestionControl> cc) {
        this.name = model.getName();
        this.startPs = model.getStartPs();
        List<Host> engineServers = new ArrayList<>();
        servers.forEach(s -> engineServers.add(net.host(s.getName())));
        long sruBytes = model.getBlockBytes() > 0 ? (model.getBlockBytes() + servers.size() - 1) / servers.size() : model.getSruBytes();
        this.client = new org.dclab.engine.app.IncastClient(net, net.host(model.getClient().getName()), engineServers,
                sruBytes, model.getBlocks(), model.getRequestDelayPs(), config, cc);
        client.connections().forEach(connections::add);
        net.simulator().schedule(Event.of(client::start), startPs);
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public List<TcpConnection> connections() {
        return connections.all();
    }

    @Override
    public void onConnection(Consumer<TcpConnection> listener) {
        connections.onConnection(listener);
    }

    @Override
    public long deliveredBytes() {
        return connections.deliveredBytes();
    }

    @Override
    public long timeouts() {
        return client.timeouts();
    }

    /** Mean request completion time over the blocks finished so far, in ms; NaN before the first. */
    double meanRctMs() {
        List<Long> times = client.blockTimesPs();
        return times.stream().mapToLong(Long::longValue).average().orElse(Double.NaN) / 1e9;
    }

    @Override
    public Map<String, Object> summary(long nowPs) {
        Map<String, Object> s = new LinkedHashMap<>();
        s.put("type", "incastClient");
        s.put("servers", client.connections().size());
        s.put("blocksCompleted", client.blockTimesPs().size());
        s.put("finished", client.isFinished());
        double goodputBps = client.isFinished() ? client.goodputBps()
                : deliveredBytes() * 8e12 / Math.max(1, nowPs - startPs);
        s.put("goodputGbps", goodputBps / 1e9);
        s.put("rctMs", meanRctMs());
        s.put("rctMaxMs", client.blockTimesPs().stream().mapToLong(Long::longValue).max().stream().mapToDouble(ps -> ps / 1e9).findFirst().orElse(Double.NaN));
        s.put("rtos", timeouts());
        s.put("retransmits", connections.retransmits());
        return s;
    }
}
