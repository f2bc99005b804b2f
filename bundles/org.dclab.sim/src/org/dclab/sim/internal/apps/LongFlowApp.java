package org.dclab.sim.internal.apps;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Supplier;

import org.dclab.engine.app.BulkSender;
import org.dclab.engine.net.Network;
import org.dclab.engine.probe.Metrics;
import org.dclab.engine.tcp.CongestionControl;
import org.dclab.engine.tcp.SenderStats;
import org.dclab.engine.tcp.TcpConfig;
import org.dclab.model.LongFlow;

/** A {@link LongFlow} as an engine bulk sender opened at its start time. */
final class LongFlowApp extends ConnectionSetApp {

    private final long startPs;

    LongFlowApp(Network net, LongFlow flow, TcpConfig config, Supplier<? extends CongestionControl> cc) {
        super(flow.getName());
        this.startPs = flow.getStartPs();
        long bytes = flow.getSizeBytes() == 0 ? BulkSender.UNLIMITED : flow.getSizeBytes();
        BulkSender.startAt(startPs, net, net.host(flow.getSource().getName()), net.host(flow.getDestination().getName()),
                config, cc, bytes, connections::add);
    }

    @Override
    public Map<String, Object> summary(long nowPs) {
        Map<String, Object> s = new LinkedHashMap<>();
        s.put("type", "longFlow");
        s.put("deliveredBytes", deliveredBytes());
        s.put("goodputGbps", Metrics.rateBps(deliveredBytes(), nowPs - startPs) / 1e9);
        s.put("retransmits", connections.retransmits());
        s.put("rtos", timeouts());
        SenderStats first = connections.all().isEmpty() ? null : connections.all().get(0).sender().stats();
        if (first != null && first.allAcked()) {
            s.put("fctMs", (first.allAckedPs() - first.startPs()) / 1e9);
        }
        return s;
    }
}
