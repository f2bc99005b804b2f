package org.dclab.ui.labs;

import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

import org.eclipse.core.runtime.Platform;
import org.eclipse.osgi.service.datalocation.Location;

/**
 * Where the example scenarios and lab sheets are at run time. The product ships them in {@code examples/} beside its
 * launcher jar; a workbench started from a source tree (tests, a PDE launch) finds the repository's {@code examples/}
 * above its install location instead.
 */
public final class ExamplesFolder {

    private ExamplesFolder() {
    }

    /** The examples folder, if one with lab sheets is found. */
    public static Optional<Path> find() {
        Location install = Platform.getInstallLocation();
        if (install == null || install.getURL() == null) {
            return Optional.empty();
        }
        try {
            return findAbove(Path.of(install.getURL().toURI()));
        } catch (URISyntaxException | IllegalArgumentException e) {
            // An install location with spaces may come as an unescaped URL.
            return findAbove(Path.of(install.getURL().getPath()));
        }
    }

    /** The first {@code examples/} holding {@code labs/} in {@code start} or one of its parents. */
    static Optional<Path> findAbove(Path start) {
        for (Path dir = start.toAbsolutePath().normalize(); dir != null; dir = dir.getParent()) {
            Path examples = dir.resolve("examples");
            if (Files.isDirectory(examples.resolve("labs"))) {
                return Optional.of(examples);
            }
        }
        return Optional.empty();
    }
}
