package org.dclab.classroom.internal;

import java.util.logging.Level;
import java.util.logging.Logger;

import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.framework.BundleException;
import org.osgi.framework.FrameworkUtil;

/**
 * Jetty logs through SLF4J 2, which finds its provider (slf4j.jdk14) with ServiceLoader; in OSGi only the Service Loader
 * Mediator, Aries SPI Fly, answers that, and only for a provider bundle that is active. Both are started here, when a
 * class is first shared, and not with the framework: started at launch, SPI Fly wrote a note at every start of the
 * product, the command line's included, whose every failure must be one line. SPI Fly's notes (a provider registered)
 * stay out of the console; its warnings do not.
 */
public final class JettyLogging {

    private static final String MEDIATOR = "org.apache.aries.spifly.dynamic.bundle";
    private static final String PROVIDER = "slf4j.jdk14";
    /** Held: java.util.logging keeps its loggers weakly, and a logger collected forgets the level it was given. */
    private static final Logger MEDIATOR_LOG = Logger.getLogger("org.apache.aries.spifly");

    private JettyLogging() {
    }

    /**
     * Starts the mediator, then the provider, if they are not active; before any of Jetty's classes asks SLF4J for a
     * logger, since the mediator wires a class as it is loaded. Outside OSGi ServiceLoader finds the provider itself.
     */
    public static synchronized void wire() {
        Bundle own = FrameworkUtil.getBundle(JettyLogging.class);
        if (own == null || own.getBundleContext() == null) {
            return;
        }
        MEDIATOR_LOG.setLevel(Level.WARNING);
        start(own.getBundleContext(), MEDIATOR);
        start(own.getBundleContext(), PROVIDER);
    }

    private static void start(BundleContext context, String symbolicName) {
        for (Bundle bundle : context.getBundles()) {
            if (symbolicName.equals(bundle.getSymbolicName()) && bundle.getState() != Bundle.ACTIVE) {
                try {
                    bundle.start(Bundle.START_TRANSIENT);
                } catch (BundleException e) {
                    // Jetty then says that SLF4J has no provider, and serves the class all the same.
                    MEDIATOR_LOG.warning(symbolicName + " did not start: " + e.getMessage());
                }
            }
        }
    }
}
