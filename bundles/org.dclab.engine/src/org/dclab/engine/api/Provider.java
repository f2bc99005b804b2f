package org.dclab.engine.api;

import java.util.List;

/**
 * What a plug-in contributes: congestion controls and queue disciplines, each with its descriptor. A jar on the command
 * line's class path names its provider in {@code META-INF/services/org.dclab.engine.api.Provider}
 * ({@link java.util.ServiceLoader}); an OSGi bundle registers it as a service of this interface (a declarative services
 * component), which the workbench's model bundle hands to the {@link Registry}. DC Lab never names a provider.
 */
public interface Provider {

    /** The congestion controls it contributes. */
    default List<TransportType> controls() {
        return List.of();
    }

    /** The queue disciplines it contributes. */
    default List<QueueType> disciplines() {
        return List.of();
    }
}
