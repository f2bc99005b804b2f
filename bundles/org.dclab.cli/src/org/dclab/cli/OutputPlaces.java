package org.dclab.cli;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/**
 * Where a command is about to write, checked before it simulates, so that a long run never ends in "cannot write":
 * a folder for --out must be one (or be creatable) and take a new file; a file for --bundle or --pcap must not be a
 * folder or a device, and its folder must take a new file. Each failure is "cannot write to X: reason", exit 1.
 */
final class OutputPlaces {

    private OutputPlaces() {
    }

    /** {@code dir} is, or now is, a folder that takes files; {@code files} inside it may be replaced. */
    static void folder(Path dir, String... files) {
        if (Files.exists(dir) && !Files.isDirectory(dir)) {
            throw cannotWrite(dir, "it is " + kind(dir) + ", not a folder; name a folder (it is made if missing)");
        }
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw cannotWrite(dir, e);
        }
        takesNewFiles(dir);
        for (String name : files) {
            Path file = dir.resolve(name);
            if (Files.exists(file) && !Files.isRegularFile(file)) {
                throw cannotWrite(file, "it is " + kind(file) + "; move it out of the way");
            }
        }
    }

    /** {@code file} can be created or replaced by a file renamed over it. */
    static void file(Path file) {
        if (Files.isDirectory(file)) {
            throw cannotWrite(file, "it is a folder; name a file, e.g. " + file.resolve("run.zip"));
        }
        if (Files.exists(file) && !Files.isRegularFile(file)) {
            throw cannotWrite(file, "it is " + kind(file) + ", not a regular file; name a file");
        }
        Path dir = file.toAbsolutePath().getParent();
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw cannotWrite(dir, e);
        }
        takesNewFiles(dir);
    }

    /** A write that failed anyway (a full disk, a folder removed meanwhile), in the same words. */
    static InvalidInputException cannotWrite(Path place, IOException e) {
        return cannotWrite(place, reason(e));
    }

    /** Creating and deleting a file is the only sure test: permissions lie to root, and /proc refuses what they allow. */
    private static void takesNewFiles(Path dir) {
        try {
            Files.delete(Files.createTempFile(dir, ".dclab-write-check", ".tmp"));
        } catch (IOException e) {
            throw cannotWrite(dir, e);
        }
    }

    private static InvalidInputException cannotWrite(Path place, String reason) {
        return new InvalidInputException("cannot write to " + place + ": " + reason);
    }

    private static String reason(IOException e) {
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof NoSuchFileException) {
            return "a folder on the way does not exist and cannot be made";
        }
        if (e instanceof FileSystemException f && f.getReason() != null) {
            return f.getReason().toLowerCase(java.util.Locale.ROOT);
        }
        return e.getMessage() != null ? e.getMessage() : e.getClass().getSimpleName();
    }

    private static String kind(Path path) {
        if (Files.isDirectory(path)) {
            return "a folder";
        }
        return Files.isRegularFile(path) ? "a file" : "a device, pipe or socket";
    }
}
