package org.dclab.model.validation;

import java.util.ArrayList;
import java.util.List;

import org.dclab.model.Host;
import org.dclab.model.PoissonBackground;
import org.dclab.model.Scenario;
import org.eclipse.emf.ecore.util.EcoreUtil;

/**
 * Where the flows of a {@link PoissonBackground} start and end: its sources and destinations when it lists them
 * (traffic from one pool to another, such as one datacenter to the other), else one pool for both ends, its hosts
 * or, when it lists none, every host of the network. Validation and the bridge read the same pools.
 */
public record BackgroundPools(List<Host> sources, List<Host> destinations) {

    public BackgroundPools {
        sources = List.copyOf(sources);
        destinations = List.copyOf(destinations);
    }

    public static BackgroundPools of(PoissonBackground background) {
        if (!background.getSources().isEmpty() || !background.getDestinations().isEmpty()) {
            return new BackgroundPools(background.getSources(), background.getDestinations());
        }
        List<Host> hosts = new ArrayList<>(background.getHosts());
        if (hosts.isEmpty() && EcoreUtil.getRootContainer(background) instanceof Scenario s && s.getNetwork() != null) {
            s.getNetwork().getNodes().stream().filter(Host.class::isInstance).map(Host.class::cast).forEach(hosts::add);
        }
        return new BackgroundPools(hosts, hosts);
    }

    /** True when flows go from one pool to another rather than between any two hosts of one pool. */
    public boolean separate() {
        return !sources.equals(destinations);
    }
}
