package org.dclab.cli;

import java.util.Optional;
import java.util.ServiceLoader;

import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.framework.FrameworkUtil;
import org.osgi.framework.ServiceReference;

/**
 * What other bundles contribute to the command line ({@link org.dclab.cli.api.ChartPictures},
 * {@link org.dclab.cli.api.LiveChartsBenchmark}), found the two ways DC Lab finds plug-ins' providers: in the
 * framework as an OSGi service (declared by the contributing bundle's component), on a plain class path through
 * {@link ServiceLoader}. The command line names no bundle that contributes.
 */
final class Contributions {

    private Contributions() {
    }

    static <T> Optional<T> find(Class<T> type) {
        Bundle bundle = FrameworkUtil.getBundle(Contributions.class);
        BundleContext context = bundle == null ? null : bundle.getBundleContext();
        if (context == null) {
            return ServiceLoader.load(type, Contributions.class.getClassLoader()).findFirst();
        }
        ServiceReference<T> reference = context.getServiceReference(type);
        return reference == null ? Optional.empty() : Optional.ofNullable(context.getService(reference));
    }
}
