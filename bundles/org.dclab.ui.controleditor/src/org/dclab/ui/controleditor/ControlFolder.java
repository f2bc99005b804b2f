package org.dclab.ui.controleditor;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.eclipse.core.runtime.Platform;
import org.eclipse.osgi.service.datalocation.Location;

/**
 * Where a student's controls are kept: {@code controls/} in the workbench's workspace (the folder {@code -data} names,
 * {@code ~/.dclab/workspace} unless told otherwise). Not beside a scenario: one control serves every scenario, and the
 * examples a class opens are the product's, read-only. A workspace of its own (a test's, a lab machine's) keeps its own.
 */
public final class ControlFolder {

    private ControlFolder() {
    }

    public static Path path() {
        Location workspace = Platform.getInstanceLocation();
        try {
            if (workspace != null && workspace.getURL() != null) {
                return Path.of(workspace.getURL().toURI()).resolve("controls");
            }
        } catch (URISyntaxException | IllegalArgumentException e) {
            // A workspace that is no folder on disk: the default folder below serves.
        }
        return Path.of(System.getProperty("user.home"), ".dclab", "workspace", "controls");
    }

    /** The control sources there are now. */
    static List<Path> sources() throws IOException {
        Path folder = path();
        if (!Files.isDirectory(folder)) {
            return List.of();
        }
        try (Stream<Path> files = Files.list(folder)) {
            return files.filter(f -> f.getFileName().toString().endsWith(".java")).sorted().toList();
        }
    }

    /** "MyAimd" for MyAimd.java. */
    static String className(Path file) {
        String name = file.getFileName().toString();
        return name.endsWith(".java") ? name.substring(0, name.length() - ".java".length()) : name;
    }
}
