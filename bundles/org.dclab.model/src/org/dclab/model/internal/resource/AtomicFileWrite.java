package org.dclab.model.internal.resource;

import java.io.BufferedOutputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.io.OutputStream;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Set;
import java.util.function.BooleanSupplier;
import java.util.regex.Pattern;

/**
 * Replaces a file by writing its new content beside it and renaming it over the old one. A crash or a full disk
 * then leaves either the old file or the new one, never a half-written file that no longer loads: scenarios saved, and
 * the bridge's result files and run bundles, which may be far larger than the heap and are streamed.
 *
 * <p>A write killed before its rename leaves its temporary file ({@code .NAME.<digits>.tmp}) behind. The next write of
 * the same file removes such leftovers, but only those no write is writing: a write locks its temporary file from
 * just after creating it until the rename, and the operating system drops the lock of a process that died, so an
 * unlocked file is abandoned. A file younger than {@link #GRACE_MS} is spared too, which covers the instant between
 * a write creating its file and locking it.
 */
public final class AtomicFileWrite {

    static final long GRACE_MS = 10_000;
    private static final int BUFFER_BYTES = 1 << 16;

    /** What a streamed write puts into the file. It may close the stream it is given; the file is kept open until the rename. */
    @FunctionalInterface
    public interface Content {
        void writeTo(OutputStream out) throws IOException;
    }

    private AtomicFileWrite() {
    }

    public static void write(Path target, byte[] content) throws IOException {
        write(target, out -> out.write(content), () -> false);
    }

    /**
     * Writes what {@code content} writes and renames it over {@code target}. Once {@code stop} says so, the next write
     * into the stream throws {@link InterruptedIOException}: the temporary file is removed and {@code target} is as it
     * was, so a writer asked to stop at once leaves no part of a file.
     */
    public static void write(Path target, Content content, BooleanSupplier stop) throws IOException {
        Path dir = target.toAbsolutePath().getParent();
        Files.createDirectories(dir);
        String prefix = "." + target.getFileName() + ".";
        removeAbandoned(dir, prefix);
        Path temp = Files.createTempFile(dir, prefix, ".tmp");
        try (FileChannel channel = FileChannel.open(temp, StandardOpenOption.WRITE, StandardOpenOption.TRUNCATE_EXISTING);
                FileLock writing = channel.lock()) {
            StoppableOutput out = new StoppableOutput(Channels.newOutputStream(channel), stop);
            content.writeTo(out);
            out.flush();
            channel.force(true);
            keepPermissions(target, temp);
            try {
                Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                // Some file systems (network shares) cannot rename atomically; a plain replace is the best left.
                Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(temp);
        }
    }

    /**
     * The temporary file's stream as the content sees it: buffered, asking whether to stop at every write, and never
     * closing the channel, which stays open and locked until the file is renamed.
     */
    private static final class StoppableOutput extends FilterOutputStream {

        private final BooleanSupplier stop;

        StoppableOutput(OutputStream channel, BooleanSupplier stop) {
            super(new BufferedOutputStream(channel, BUFFER_BYTES));
            this.stop = stop;
        }

        @Override
        public void write(int b) throws IOException {
            stopIfAsked();
            out.write(b);
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            stopIfAsked();
            out.write(b, off, len);
        }

        @Override
        public void close() throws IOException {
            flush();
        }

        private void stopIfAsked() throws InterruptedIOException {
            if (stop.getAsBoolean()) {
                throw new InterruptedIOException("stopped before the file was complete");
            }
        }
    }

    /**
     * Deletes the temporary files of earlier saves of this target that no save holds any more. A file this process
     * cannot open or lock (another user's, a save in progress) is left alone: cleaning up never fails a save.
     */
    static void removeAbandoned(Path dir, String prefix) {
        Pattern leftover = Pattern.compile(Pattern.quote(prefix) + "\\d+\\.tmp");
        try (DirectoryStream<Path> candidates = Files.newDirectoryStream(dir, p -> leftover.matcher(p.getFileName().toString())
                .matches())) {
            for (Path candidate : candidates) {
                removeIfAbandoned(candidate);
            }
        } catch (IOException | RuntimeException e) {
            // An unlistable folder only keeps its leftovers; the save itself says whether it can write there.
        }
    }

    private static void removeIfAbandoned(Path candidate) {
        // Only plain files: opening a pipe that merely has the name would block.
        try {
            if (!Files.isRegularFile(candidate, LinkOption.NOFOLLOW_LINKS)
                    || Files.getLastModifiedTime(candidate, LinkOption.NOFOLLOW_LINKS).toMillis() > System.currentTimeMillis() - GRACE_MS) {
                return;
            }
        } catch (IOException e) {
            return;
        }
        try (FileChannel channel = FileChannel.open(candidate, StandardOpenOption.WRITE, LinkOption.NOFOLLOW_LINKS);
                FileLock abandoned = channel.tryLock()) {
            if (abandoned != null) {
                Files.deleteIfExists(candidate);
            }
        } catch (IOException | OverlappingFileLockException e) {
            // Not ours to open, or locked by a save of this process: in use.
        }
    }

    /**
     * A temporary file is private to its owner; the replacement gets the old file's permissions, or those of an
     * ordinary new file (rw-r--r--) when there was none, so a save never hides a shared scenario from its readers.
     */
    private static void keepPermissions(Path target, Path temp) throws IOException {
        if (!Files.getFileStore(temp).supportsFileAttributeView(PosixFileAttributeView.class)) {
            return;
        }
        Set<PosixFilePermission> permissions = Files.exists(target) ? Files.getPosixFilePermissions(target)
                : PosixFilePermissions.fromString("rw-r--r--");
        Files.setPosixFilePermissions(temp, permissions);
    }
}
