package org.dclab.sim.internal.apps;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

import org.dclab.engine.app.IncastClientBuilder;
import org.dclab.engine.app.IncastListener;
import org.dclab.engine.core.Event;
import org.dclab.engine.net.Host;
import org.dclab.engine.net.Network;
import org.dclab.engine.probe.Metrics;
import org.dclab.engine.tcp.CongestionControl;
import org.dclab.engine.tcp.TcpConfig;
import org.dclab.engine.tcp.TcpConnection;
import org.dclab.model.IncastClient;
import org.dclab.sim.internal.build.IncastStrategies;

/**
 * An {@link IncastClient} of the model as the engine's incast client with its strategy, started at its start time.
 * The block is N server request units, or a fixed block split N ways (the first servers carry the odd bytes).
 */
public final class IncastApp extends ConnectionSetApp {

    private final long startPs;
    private final int serverCount;
    private final org.dclab.engine.app.IncastClient client;

    IncastApp(Network net, IncastClient model, List<org.dclab.model.Host> servers, TcpConfig config,
            Supplier<? extends CongestionControl> cc) {
        super(model.getName());
        this.startPs = model.getStartPs();
        this.serverCount = servers.size();
        List<Host> engineServers = new ArrayList<>();
        servers.forEach(s -> engineServers.add(net.host(s.getName())));
        IncastClientBuilder builder = org.dclab.engine.app.IncastClient.builder(net, net.host(model.getClient().getName()), engineServers)
                .blocks(model.getBlocks())
                .requestDelayPs(model.getRequestDelayPs())
                .tcp(config, cc)
                .strategy(IncastStrategies.of(model));
        if (model.getBlockBytes() > 0) {
            builder.blockBytes(model.getBlockBytes());
        } else {
            builder.sruBytes(model.getSruBytes());
        }
        this.client = builder.build();
        // Strategies other than Naive open a connection per request while the run goes on. The client reports its
        // live connections at the end of every round that opened some, before their requests leave, so
        // per-connection probes attached here see every connection from its first packet.
        client.addListener(new IncastListener() {
            @Override
            public void onLiveConnections(long nowPs, int live) {
                adoptNewConnections();
            }
        });
        adoptNewConnections();
        net.simulator().schedule(Event.of(client::start), startPs);
    }

    private void adoptNewConnections() {
        List<TcpConnection> opened = client.connections();
        for (int i = connections.all().size(); i < opened.size(); i++) {
            connections.add(opened.get(i));
        }
    }

    /** Attaches an incast probe (con_wnd, live connections, awnd, lost connections). */
    public void addListener(IncastListener listener) {
        client.addListener(listener);
    }

    /** Share bytes received; a connection closed as lost counts its bytes once, its re-request the rest. */
    @Override
    public long deliveredBytes() {
        return client.bytesReceived();
    }

    @Override
    public long timeouts() {
        return client.timeouts();
    }

    /**
     * Goodput as the incast papers count it: the blocks' bytes from the first request to the last byte once all
     * blocks are done; before that (a run cut at a fixed time) the bytes received since the start.
     */
    private double goodputBps(long nowPs) {
        return client.isFinished() ? client.goodputBps() : Metrics.rateBps(client.bytesReceived(), Math.max(1, nowPs - startPs));
    }

    @Override
    public Map<String, Object> summary(long nowPs) {
        adoptNewConnections();
        double[] rctPs = client.blockTimesPs().stream().mapToDouble(Long::doubleValue).sorted().toArray();
        boolean anyBlock = rctPs.length > 0;
        Map<String, Object> s = new LinkedHashMap<>();
        s.put("type", "incastClient");
        s.put("strategy", client.strategy().name());
        s.put("servers", serverCount);
        s.put("blockBytes", client.blockBytes());
        s.put("blocksCompleted", client.blocksFinished());
        s.put("finished", client.isFinished());
        s.put("goodputGbps", goodputBps(nowPs) / 1e9);
        s.put("rctMs", Metrics.mean(rctPs) / 1e9);
        s.put("rctMinMs", anyBlock ? rctPs[0] / 1e9 : Double.NaN);
        s.put("rctP99Ms", Metrics.percentile(rctPs, 0.99) / 1e9);
        s.put("rctMaxMs", anyBlock ? rctPs[rctPs.length - 1] / 1e9 : Double.NaN);
        s.put("rtos", timeouts());
        s.put("retransmits", connections.retransmits());
        s.put("lostConnections", client.lostConnections());
        s.put("connectionsOpened", connections.all().size());
        s.put("conWnd", client.strategy().connectionWindow());
        return s;
    }
}
