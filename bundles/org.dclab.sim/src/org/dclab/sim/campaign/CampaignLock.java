package org.dclab.sim.campaign;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * One dclab at a time writes a campaign's plan and store: a second sweep, resume or collect into the same folder
 * while one runs would run the same points twice and interleave their writes. The operating system's lock on a file
 * in the folder is released when the holder ends, however it ends, so a crash leaves no stale lock behind. Slurm's
 * tasks do not take it: each writes its own result file, which is what lets them run side by side.
 */
public final class CampaignLock implements AutoCloseable {

    static final String FILE = ".lock";

    private final FileChannel channel;
    private final FileLock lock;

    private CampaignLock(FileChannel channel, FileLock lock) {
        this.channel = channel;
        this.lock = lock;
    }

    /** Takes the lock of {@code dir}, creating the folder; refuses at once, naming who holds it, when it is taken. */
    static CampaignLock take(Path dir) throws IOException {
        Files.createDirectories(dir);
        Path file = dir.resolve(FILE);
        FileChannel channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.READ, StandardOpenOption.WRITE);
        FileLock lock;
        try {
            lock = channel.tryLock();
        } catch (OverlappingFileLockException e) {
            // This process holds it already, from another thread.
            lock = null;
        }
        if (lock == null) {
            String holder = new String(Files.readAllBytes(file), StandardCharsets.UTF_8).trim();
            channel.close();
            throw new CampaignException(dir + " is in use by another dclab" + (holder.isEmpty() ? "" : " (" + holder + ")")
                    + "; wait for it to end, or sweep into another --out folder");
        }
        channel.truncate(0);
        channel.write(ByteBuffer.wrap(("process " + ProcessHandle.current().pid()).getBytes(StandardCharsets.UTF_8)));
        channel.force(false);
        return new CampaignLock(channel, lock);
    }

    @Override
    public void close() throws IOException {
        try {
            lock.release();
        } finally {
            channel.close();
        }
    }
}
