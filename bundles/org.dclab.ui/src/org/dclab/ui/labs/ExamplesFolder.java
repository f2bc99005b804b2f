package org.dclab.ui.labs;

import java.nio.file.Path;
import java.util.Optional;

import org.dclab.sim.labs.ShippedExamples;
import org.eclipse.core.runtime.Platform;
import org.eclipse.osgi.service.datalocation.Location;

/** Where this workbench's example scenarios and lab sheets are (see {@link ShippedExamples}). */
public final class ExamplesFolder {

    private ExamplesFolder() {
    }

    /** The examples folder, if one with lab sheets is found. */
    public static Optional<Path> find() {
        Location install = Platform.getInstallLocation();
        return install == null ? Optional.empty() : ShippedExamples.of(install.getURL());
    }
}
