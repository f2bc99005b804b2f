package org.dclab.codegen;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * A fingerprint of every file of a bundle outside its generated and build output folders, taken before and after generation, so
 * that a change of EMF's generator that starts writing into hand-written files fails the run instead of slipping
 * into a commit.
 */
final class HandWrittenFiles {

    private final Map<Path, String> digests;

    private HandWrittenFiles(Map<Path, String> digests) {
        this.digests = digests;
    }

    static HandWrittenFiles snapshot(Path bundle, Path... excludedFolders) throws IOException {
        List<Path> excluded = List.of(excludedFolders);
        Map<Path, String> digests = new TreeMap<>();
        try (Stream<Path> files = Files.walk(bundle)) {
            files.filter(Files::isRegularFile)
                    .filter(file -> excluded.stream().noneMatch(file::startsWith))
                    .forEach(file -> digests.put(bundle.relativize(file), digest(file)));
        }
        return new HandWrittenFiles(digests);
    }

    List<Path> changedSince(HandWrittenFiles before) {
        List<Path> changed = new ArrayList<>();
        for (Path file : union(before)) {
            if (!Objects.equals(before.digests.get(file), digests.get(file))) {
                changed.add(file);
            }
        }
        return changed;
    }

    private Iterable<Path> union(HandWrittenFiles other) {
        TreeMap<Path, String> all = new TreeMap<>(digests);
        all.putAll(other.digests);
        return all.keySet();
    }

    private static String digest(Path file) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(file)));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime provides SHA-256", e);
        }
    }
}
