package org.dclab.sim.internal.probes;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.dclab.engine.net.FlowRoute;
import org.dclab.engine.net.Port;
import org.dclab.engine.tcp.TcpConnection;
import org.dclab.sim.internal.apps.RunningApplication;
import org.dclab.sim.live.FlowRoutes;
import org.dclab.sim.live.RoutedFlow;

/**
 * Asks the engine for the route of each flow as it opens ({@link TcpConnection#dataRoute()}, the switches' own choice)
 * and keeps it by the scenario's link names. A route is a few hops walked once per connection, never per packet, and
 * it schedules nothing, so a run's events are those of a run without it. The run's thread adds; any thread reads.
 */
public final class RouteBook {

    private final Map<String, String> linkOfPort = new HashMap<>();
    private final List<RoutedFlow> flows = new ArrayList<>();
    private FlowRoutes published = FlowRoutes.NONE;

    /** Starts keeping the routes of {@code apps}; {@code portsOfLinks} gives each scenario link's two engine ports. */
    public RouteBook(List<RunningApplication> apps, Map<String, List<String>> portsOfLinks) {
        portsOfLinks.forEach((link, ports) -> ports.forEach(port -> linkOfPort.put(port, link)));
        for (RunningApplication app : apps) {
            app.onConnection(c -> add(app, c));
        }
    }

    private void add(RunningApplication app, TcpConnection connection) {
        FlowRoute route = connection.dataRoute();
        List<String> links = new ArrayList<>();
        for (Port port : route.ports()) {
            String link = linkOfPort.get(port.name());
            if (link != null && !links.contains(link)) {
                links.add(link);
            }
        }
        RoutedFlow flow = new RoutedFlow(app.name(), app.flowName(connection), links, route.sprayed());
        synchronized (this) {
            flows.add(flow);
        }
    }

    /**
     * The routes known now. The same object until another flow opens, so a reader that polls can tell a change by
     * identity, and only a change copies.
     */
    public synchronized FlowRoutes routes() {
        if (published.flows().size() != flows.size()) {
            published = new FlowRoutes(flows);
        }
        return published;
    }
}
