package org.dclab.model.resource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.concurrent.TimeUnit;

import org.dclab.model.tests.DumbbellScenario;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A save killed before its rename leaves {@code .NAME.<digits>.tmp} behind; the next save of that file removes it,
 * and nothing that a save still writes or that belongs to another file.
 */
class SaveLeftoversTest {

    /** Holds a lock on a file as a save does, says so, and waits to be killed. */
    private static final String LOCK_HOLDER = """
            import java.nio.channels.FileChannel;
            import java.nio.file.Path;
            import java.nio.file.StandardOpenOption;
            public class LockHolder {
                public static void main(String[] args) throws Exception {
                    FileChannel channel = FileChannel.open(Path.of(args[0]), StandardOpenOption.WRITE);
                    channel.lock();
                    System.out.println("locked");
                    Thread.sleep(600_000);
                }
            }
            """;

    @TempDir
    Path dir;

    @Test
    void theNextSaveRemovesWhatAKilledSaveLeft() throws Exception {
        Path file = dir.resolve("d.dclab");
        ScenarioFiles.save(DumbbellScenario.create(), file);
        Path killed = leftover(".d.dclab.5551212.tmp", true);
        Path young = leftover(".d.dclab.5551213.tmp", false);
        Path otherFiles = leftover(".e.dclab.5551214.tmp", true);
        Path notATemporaryName = leftover(".d.dclab.backup.tmp", true);

        ScenarioFiles.save(DumbbellScenario.create(), file);

        assertFalse(Files.exists(killed), "the killed save's file is removed");
        assertTrue(Files.exists(young), "a file made in the last seconds may be a save about to lock it");
        assertTrue(Files.exists(otherFiles), "another scenario's leftovers wait for its own save");
        assertTrue(Files.exists(notATemporaryName), "only names a save makes are touched");
        assertEquals("dumbbell", ScenarioFiles.load(file).getName());
    }

    /** A save in progress in another process holds its file locked: left alone until that process dies. */
    @Test
    void aSaveInAnotherProcessIsLeftAloneUntilItDies() throws Exception {
        Path file = dir.resolve("d.dclab");
        Path inProgress = leftover(".d.dclab.5551215.tmp", true);
        Path source = dir.resolve("LockHolder.java");
        Files.writeString(source, LOCK_HOLDER);
        String java = ProcessHandle.current().info().command().orElse("java");
        Process holder = new ProcessBuilder(java, source.toString(), inProgress.toString()).redirectErrorStream(true).start();
        try {
            try (BufferedReader out = new BufferedReader(new InputStreamReader(holder.getInputStream(), StandardCharsets.UTF_8))) {
                assertEquals("locked", out.readLine());
                ScenarioFiles.save(DumbbellScenario.create(), file);
                assertTrue(Files.exists(inProgress), "a locked file is a save in progress");
            }
        } finally {
            holder.destroyForcibly();
            holder.waitFor(30, TimeUnit.SECONDS);
        }

        ScenarioFiles.save(DumbbellScenario.create(), file);

        assertFalse(Files.exists(inProgress), "once its process was killed, its file is a leftover");
    }

    @Test
    void aSaveOfThisProcessInProgressIsLeftAlone() throws Exception {
        Path file = dir.resolve("d.dclab");
        Path inProgress = leftover(".d.dclab.5551216.tmp", true);
        try (FileChannel channel = FileChannel.open(inProgress, StandardOpenOption.WRITE); FileLock held = channel.lock()) {
            ScenarioFiles.save(DumbbellScenario.create(), file);
            assertTrue(Files.exists(inProgress));
        }
    }

    /** Half a scenario, as a killed save leaves it; {@code old} dates it an hour back. */
    private Path leftover(String name, boolean old) throws Exception {
        Path file = dir.resolve(name);
        Files.writeString(file, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<dclab:Scenario");
        if (old) {
            Files.setLastModifiedTime(file, FileTime.from(Instant.now().minus(1, ChronoUnit.HOURS)));
        }
        return file;
    }
}
