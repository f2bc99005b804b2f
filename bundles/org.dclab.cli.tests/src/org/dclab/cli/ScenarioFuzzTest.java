package org.dclab.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.stream.Stream;

import org.dclab.cli.ScenarioMutator.Kind;
import org.dclab.cli.ScenarioMutator.Mutant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The fuzzing suite: mutants of every example (numbers at and beyond their limits, deleted, duplicated and moved
 * elements, type swaps, foreign and dangling references, truncation, flipped bytes, empty and repeated list items,
 * containers twice, negative times, paths as names of output files, sampling periods against the heap; see
 * {@link ScenarioMutator}) go through the command line in process, as {@code ./dclab validate} and a short
 * {@code ./dclab run}. Each must validate and run, or be refused by both with exit 1 and messages naming where
 * ({@link FuzzVerdict}); never exit 0 on a failure, never an internal error.
 *
 * <p>Deterministic: file {@code i} is made from the seed and {@code i} alone, and its outcome does not depend on the
 * others, so the files are checked on every core and reported in order. The build runs {@value #BUILD_FILES} files;
 * {@code -Ddclab.fuzz.files=N} and {@code -Ddclab.fuzz.seed=S} run more or other ones (README: "Fuzzing"). Failing
 * files are kept in {@code target/fuzz-failures}; nine files of several kinds and both outcomes are kept in
 * {@code target/fuzz-sample} with their exit codes, for the product's limits test to run through the real launcher.
 */
class ScenarioFuzzTest {

    /** About 275 files of each kind of mutation. */
    private static final int BUILD_FILES = 4_400;
    /** A file that takes longer has hung: the slowest take well under a second. */
    private static final long PER_FILE_SECONDS = 60;
    private static final int FAILURES_SHOWN = 10;
    /** The kinds whose first refused and first valid file the product's limits test runs through the real launcher. */
    private static final Set<Kind> SAMPLED_REFUSED = EnumSet.of(Kind.TRUNCATE, Kind.BYTE_FLIP, Kind.REFERENCE, Kind.NUMBER,
            Kind.DUPLICATE, Kind.TYPE_SWAP);
    private static final Set<Kind> SAMPLED_VALID = EnumSet.of(Kind.NUMBER, Kind.CHOICE, Kind.SWAP_VALUES);

    private record Checked(String name, Kind kind, Mutant mutant, Path file, FuzzVerdict verdict) {
    }

    @TempDir
    Path dir;

    @Test
    void everyMutantValidatesAndRunsOrIsRefusedByName() throws Exception {
        int files = Integer.getInteger("dclab.fuzz.files", BUILD_FILES);
        long seed = Long.getLong("dclab.fuzz.seed", 1);
        List<Path> examples = examples();
        List<ScenarioMutator.Original> originals = new ArrayList<>();
        for (Path example : examples) {
            originals.add(ScenarioMutator.Original.of(Files.readAllBytes(example)));
        }
        Map<Kind, int[]> outcomes = new EnumMap<>(Kind.class);
        List<String> failures = new ArrayList<>();
        Path failed = target().resolve("fuzz-failures");
        Path sample = target().resolve("fuzz-sample");
        clear(failed);
        clear(sample);
        StringBuilder expected = new StringBuilder();
        long start = System.nanoTime();

        ExecutorService workers = Executors.newFixedThreadPool(Runtime.getRuntime().availableProcessors());
        try {
            List<Future<Checked>> checks = new ArrayList<>();
            for (int i = 0; i < files; i++) {
                int index = i;
                checks.add(workers.submit(() -> check(index, seed, examples, originals)));
            }
            for (Future<Checked> check : checks) {
                Checked c = result(check);
                int[] counts = outcomes.computeIfAbsent(c.kind(), k -> new int[4]);
                counts[c.verdict().valid() ? 0 : 1]++;
                counts[2] += c.verdict().memoryWarned() ? 1 : 0;
                counts[3] += c.mutant().refusals().size();
                if (!c.verdict().problems().isEmpty()) {
                    Files.createDirectories(failed);
                    Files.copy(c.file(), failed.resolve(c.name()));
                    failures.add(c.name() + " (" + c.mutant().description() + "): " + String.join("; ", c.verdict().problems()) + "\n"
                            + c.verdict().messages().indent(4));
                } else if (counts[c.verdict().valid() ? 0 : 1] == 1
                        && (c.verdict().valid() ? SAMPLED_VALID : SAMPLED_REFUSED).contains(c.kind())) {
                    Files.createDirectories(sample);
                    Files.copy(c.file(), sample.resolve(c.name()));
                    expected.append(c.name()).append('\t').append(c.verdict().validateExit()).append('\t').append(c.verdict().runExit())
                            .append('\n');
                }
            }
        } finally {
            workers.shutdownNow();
        }
        if (expected.length() > 0) {
            Files.writeString(sample.resolve("expected-exits.tsv"), expected);
        }

        System.out.println(report(files, seed, outcomes, failures.size(), (System.nanoTime() - start) / 1e9));
        assertTrue(failures.isEmpty(), () -> failures.size() + " of " + files + " files failed (seed " + seed + ", kept in " + failed
                + "):\n" + String.join("\n", failures.subList(0, Math.min(FAILURES_SHOWN, failures.size()))));
        int valid = outcomes.values().stream().mapToInt(c -> c[0]).sum();
        // About one mutant in six is valid (most mutations break something, and a third of the files get two); far fewer
        // would mean the mutations no longer reach the runs.
        assertTrue(valid >= files / 10, "only " + valid + " of " + files + " mutants were valid: the runs were hardly exercised");
        for (Kind kind : Kind.values()) {
            assertTrue(outcomes.get(kind)[1] > 0, kind + " never made a file that is refused: it mutates nothing");
        }
        int[] periods = outcomes.get(Kind.PROBE_PERIOD);
        assertTrue(periods[2] > 0 && periods[0] > periods[2], "sampling periods must reach both sides of the heap: " + periods[2] + " of "
                + periods[0] + " valid files warned");
    }

    /** File {@code i}: the example and kind it cycles to, mutated from the seed and {@code i}, then through the CLI. */
    private Checked check(int i, long seed, List<Path> examples, List<ScenarioMutator.Original> originals) throws Exception {
        Path example = examples.get(i % examples.size());
        Kind kind = Kind.values()[i % Kind.values().length];
        Mutant mutant = ScenarioMutator.mutate(originals.get(i % examples.size()), kind, seed * 1_000_003L + i);
        String name = String.format(Locale.ROOT, "%05d-%s-%s.dclab", i, baseName(example), kind.name().toLowerCase(Locale.ROOT));
        Path file = dir.resolve(name);
        Files.write(file, mutant.content());
        Path folder = Files.createDirectories(dir.resolve(String.format(Locale.ROOT, "%05d-outputs", i)));
        return new Checked(name, kind, mutant, file, FuzzVerdict.of(file, mutant, example, folder));
    }

    /** Files are checked about in order, so a file waited for this long after its predecessor has hung. */
    private static Checked result(Future<Checked> check) throws Exception {
        try {
            return check.get(PER_FILE_SECONDS, TimeUnit.SECONDS);
        } catch (TimeoutException e) {
            return fail("a file took more than " + PER_FILE_SECONDS + " s: the command line hangs on it (the files in progress are "
                    + "the next ones to report)");
        }
    }

    private static String report(int files, long seed, Map<Kind, int[]> outcomes, int failures, double seconds) {
        StringBuilder out = new StringBuilder(String.format(Locale.ROOT, "fuzz: %d files, seed %d, %.1f s, %d failed%n", files, seed,
                seconds, failures));
        // warned: validate warned of sampling beyond the heap; misuses: command lines checked to be refused at once.
        out.append(String.format(Locale.ROOT, "  %-19s %6s %8s %7s %8s%n", "mutation", "valid", "refused", "warned", "misuses"));
        outcomes.forEach((kind, counts) -> out.append(String.format(Locale.ROOT, "  %-19s %6d %8d %7d %8d%n", kind, counts[0], counts[1],
                counts[2], counts[3])));
        return out.toString();
    }

    private static List<Path> examples() throws IOException {
        Path folder = CliFixture.example("dumbbell-two-flows").getParent();
        try (Stream<Path> files = Files.list(folder)) {
            return files.filter(f -> f.toString().endsWith(".dclab")).sorted().toList();
        }
    }

    private static String baseName(Path example) {
        String name = example.getFileName().toString();
        return name.substring(0, name.length() - ".dclab".length());
    }

    /** This bundle's target folder, where the product's limits test finds the sample. */
    private static Path target() {
        return CliFixture.example("dumbbell-two-flows").getParent().getParent().resolve("bundles/org.dclab.cli.tests/target");
    }

    private static void clear(Path folder) throws IOException {
        if (Files.isDirectory(folder)) {
            try (Stream<Path> files = Files.list(folder)) {
                for (Path f : files.toList()) {
                    Files.delete(f);
                }
            }
        }
    }
}
