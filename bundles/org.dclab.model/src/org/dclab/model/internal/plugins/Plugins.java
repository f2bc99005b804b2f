package org.dclab.model.internal.plugins;

import org.dclab.engine.api.Provider;
import org.dclab.engine.api.Registry;
import org.osgi.framework.BundleActivator;
import org.osgi.framework.BundleContext;
import org.osgi.framework.ServiceReference;
import org.osgi.util.tracker.ServiceTracker;

/**
 * The model bundle's activator: in an OSGi runtime (the workbench, the command line started through the framework) it
 * hands every {@link Provider} service to the engine's {@link Registry} and takes it back when the service goes, so a
 * control or a discipline from another bundle (its declarative services component offering a Provider) is one the
 * scenarios can name. The engine has no OSGi import, and no bundle of DC Lab names a provider. On a plain class path the
 * registry finds providers itself, through {@link java.util.ServiceLoader}; this class is then never loaded.
 * <p>
 * The model is lazily activated by its first class that loads, before it validates or reads a scenario, so the
 * registry knows the providers already registered whenever the model first asks it.
 */
public final class Plugins implements BundleActivator {

    private ServiceTracker<Provider, Provider> tracker;

    @Override
    public void start(BundleContext context) {
        tracker = new ServiceTracker<>(context, Provider.class, null) {
            @Override
            public Provider addingService(ServiceReference<Provider> reference) {
                Provider provider = context.getService(reference);
                try {
                    Registry.add(provider);
                } catch (IllegalArgumentException e) {
                    // A provider whose key or parameter another has is refused as a whole; the log says which.
                    System.err.println("DC Lab: " + reference.getBundle().getSymbolicName() + " is not registered: " + e.getMessage());
                    context.ungetService(reference);
                    return null;
                }
                return provider;
            }

            @Override
            public void removedService(ServiceReference<Provider> reference, Provider provider) {
                Registry.remove(provider);
                context.ungetService(reference);
            }
        };
        tracker.open();
    }

    @Override
    public void stop(BundleContext context) {
        tracker.close();
    }
}
