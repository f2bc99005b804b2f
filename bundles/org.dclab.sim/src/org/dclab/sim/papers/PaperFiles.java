package org.dclab.sim.papers;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Where the repository keeps what {@code dclab paper} makes, under {@code examples/papers/}: {@code check/ID.csv}, the
 * reduced-size runs the build compares with; {@code results/ID.csv} (and {@code results/ID--VARIANT.csv}), the runs
 * behind the results notes' tables; {@code figures/ID.png}, the figure the note shows.
 */
public final class PaperFiles {

    public static final String CHECK = "check";
    public static final String RESULTS = "results";
    public static final String FIGURES = "figures";
    /** The meta line of a results file that names the check data its runs were made beside. */
    public static final String ENGINE = "engine";

    private PaperFiles() {
    }

    public static Path check(Path examples, String id) {
        return examples.resolve(PaperLibrary.FOLDER).resolve(CHECK).resolve(id + ".csv");
    }

    public static Path results(Path examples, String id, Variant variant) {
        return examples.resolve(PaperLibrary.FOLDER).resolve(RESULTS).resolve(id + (variant == null ? "" : "--" + variant.name()) + ".csv");
    }

    public static Path figure(Path examples, String id) {
        return examples.resolve(PaperLibrary.FOLDER).resolve(FIGURES).resolve(id + ".png");
    }

    /** The runs kept in {@code file}, if there is one. */
    public static Optional<FigureData> read(Path file) throws IOException {
        if (!Files.isRegularFile(file)) {
            return Optional.empty();
        }
        return Optional.of(FigureData.parse(Files.readString(file, StandardCharsets.UTF_8), file.toString()));
    }

    public static void write(Path file, String text) throws IOException {
        Files.createDirectories(file.getParent());
        Path tmp = Files.createTempFile(file.getParent(), "." + file.getFileName(), ".tmp");
        try {
            Files.writeString(tmp, text, StandardCharsets.UTF_8);
            Files.move(tmp, file, java.nio.file.StandardCopyOption.REPLACE_EXISTING, java.nio.file.StandardCopyOption.ATOMIC_MOVE);
        } finally {
            Files.deleteIfExists(tmp);
        }
    }
}
