package org.dclab.sim.labs;

import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * The example scenarios and lab sheets an installation ships: its own {@code examples/} (the product keeps them beside
 * its launcher jar) or, for a workbench started from a source tree (tests, a PDE launch), the repository's
 * {@code examples/} above it. They are the product's: the editor never saves into them.
 */
public final class ShippedExamples {

    private ShippedExamples() {
    }

    /** The examples folder of the installation at {@code installLocation}, if one with lab sheets is found. */
    public static Optional<Path> of(URL installLocation) {
        return installFolder(installLocation).flatMap(ShippedExamples::findAbove);
    }

    /** Whether {@code file} belongs to the installation at {@code installLocation}: inside it or its examples folder. */
    public static boolean isShipped(Path file, URL installLocation) {
        Path normal = file.toAbsolutePath().normalize();
        Optional<Path> install = installFolder(installLocation);
        return install.isPresent() && normal.startsWith(install.get()) || of(installLocation).map(normal::startsWith).orElse(false);
    }

    /** The first {@code examples/} holding {@code labs/} in {@code start} or one of its parents. */
    public static Optional<Path> findAbove(Path start) {
        for (Path dir = start.toAbsolutePath().normalize(); dir != null; dir = dir.getParent()) {
            Path examples = dir.resolve("examples");
            if (Files.isDirectory(examples.resolve("labs"))) {
                return Optional.of(examples);
            }
        }
        return Optional.empty();
    }

    private static Optional<Path> installFolder(URL installLocation) {
        if (installLocation == null) {
            return Optional.empty();
        }
        try {
            return Optional.of(Path.of(installLocation.toURI()).toAbsolutePath().normalize());
        } catch (URISyntaxException | IllegalArgumentException e) {
            // An install location with spaces may come as an unescaped URL.
            return Optional.of(Path.of(installLocation.getPath()).toAbsolutePath().normalize());
        }
    }
}
