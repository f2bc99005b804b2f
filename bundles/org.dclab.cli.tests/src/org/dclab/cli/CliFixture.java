package org.dclab.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;

/** Runs the command line in process, capturing what it prints, with repository and test files at hand. */
final class CliFixture {

    final StringWriter out = new StringWriter();
    final StringWriter err = new StringWriter();

    int run(String... args) {
        return DcLabCommand.execute(new PrintWriter(out, true), new PrintWriter(err, true), args);
    }

    /** A scenario from this bundle's broken/ folder, copied to {@code dir} so the CLI reads it as a file. */
    static Path broken(String name, Path dir) throws IOException {
        try (InputStream in = CliFixture.class.getResourceAsStream("broken/" + name)) {
            if (in == null) {
                throw new IllegalArgumentException("no test file broken/" + name);
            }
            Path file = dir.resolve(name);
            Files.copy(in, file);
            return file;
        }
    }

    static Path example(String name) {
        for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
            if (Files.isRegularFile(dir.resolve("dclab")) && Files.isDirectory(dir.resolve("examples"))) {
                return dir.resolve("examples").resolve(name + ".dclab");
            }
        }
        throw new IllegalStateException("no examples/ folder above " + Path.of("").toAbsolutePath());
    }
}
