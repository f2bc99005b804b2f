package org.dclab.sim;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/** Files of the repository that tests read, found from wherever the test runtime was started inside it. */
public final class RepositoryFiles {

    private RepositoryFiles() {
    }

    public static Path examples() {
        for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
            if (Files.isRegularFile(dir.resolve("dclab")) && Files.isDirectory(dir.resolve("examples"))) {
                return dir.resolve("examples");
            }
        }
        throw new IllegalStateException("no examples/ folder above " + Path.of("").toAbsolutePath());
    }

    public static List<Path> exampleScenarios() throws IOException {
        try (Stream<Path> files = Files.list(examples())) {
            return files.filter(f -> f.toString().endsWith(".dclab")).sorted().toList();
        }
    }

    public static Path example(String name) {
        return examples().resolve(name + ".dclab");
    }
}
