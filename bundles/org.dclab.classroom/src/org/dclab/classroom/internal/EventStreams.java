package org.dclab.classroom.internal;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;

import org.dclab.classroom.ClassFrame;
import org.eclipse.jetty.util.Callback;

/**
 * The class's open pages, each a server-sent event stream, and how an update reaches them. Every write is
 * asynchronous, and a page gets a new update only once the last has left: a page on a slow phone or a congested
 * network is skipped rather than queued for, so the server never holds more than one update per page, and the page
 * gets the whole picture when it has caught up. A page that has just opened gets the whole picture too.
 */
public final class EventStreams {

    /** How a stream sends: a response's asynchronous write, which calls back once the bytes have left or failed. */
    public interface Sink {
        void write(ByteBuffer bytes, Callback written);

        /** Writes {@code last} and ends the response: the page hears why it ends. */
        void finish(ByteBuffer last);

        /** Ends the response at once: the page went away, or a write to it failed. */
        void abort(Throwable why);
    }

    /** One page's stream. */
    public final class Stream {
        private final String address;
        private final Sink sink;
        /** Whether a write is under way; only then is an update skipped. */
        private boolean writing;
        /** Whether the page missed an update, or has seen none: it needs the whole picture next. */
        private boolean behind = true;
        private boolean closed;

        Stream(String address, Sink sink) {
            this.address = address;
            this.sink = sink;
        }

        /**
         * Sends {@code update}, or the whole picture when the page needs it; skips while a write is under way, and while
         * the page needs the whole picture and {@code whole} has none.
         */
        synchronized void offer(byte[] update, Supplier<byte[]> whole) {
            if (closed) {
                return;
            }
            if (writing) {
                behind = true;
                return;
            }
            byte[] bytes = behind ? whole.get() : update;
            if (bytes != null) {
                send(bytes);
                behind = false;
            }
        }

        synchronized void fallBehind() {
            behind = true;
        }

        /** A comment line, which a page ignores, unless something is being written anyway. */
        synchronized void keepAlive() {
            if (!closed && !writing) {
                send(KEEP_ALIVE);
            }
        }

        synchronized boolean needsWhole() {
            return behind && !closed;
        }

        private void send(byte[] bytes) {
            writing = true;
            sink.write(ByteBuffer.wrap(bytes), new Callback() {
                @Override
                public void succeeded() {
                    synchronized (Stream.this) {
                        writing = false;
                    }
                }

                @Override
                public void failed(Throwable x) {
                    close(x);
                }
            });
        }

        /** The page went away, or a write to it failed: forget it and release its connection. */
        public void close(Throwable why) {
            if (markClosed()) {
                sink.abort(why);
            }
        }

        /** The class ends: the page is told so if nothing is being written to it, and its connection released. */
        void end(byte[] last) {
            boolean quiet;
            synchronized (this) {
                quiet = !writing;
            }
            if (markClosed()) {
                if (quiet) {
                    sink.finish(ByteBuffer.wrap(last));
                } else {
                    sink.abort(new IllegalStateException("the class has ended"));
                }
            }
        }

        private boolean markClosed() {
            synchronized (this) {
                if (closed) {
                    return false;
                }
                closed = true;
            }
            streams.remove(this);
            return true;
        }
    }

    static final byte[] KEEP_ALIVE = ":\n\n".getBytes(StandardCharsets.UTF_8);

    private final Set<Stream> streams = ConcurrentHashMap.newKeySet();
    private final int max;
    private final int perAddress;

    public EventStreams(int max, int perAddress) {
        this.max = max;
        this.perAddress = perAddress;
    }

    /** Why a page could not open its stream. */
    public enum Refusal {
        FULL, TOO_MANY_FROM_ADDRESS
    }

    /**
     * Opens a stream for a page at {@code address} and sends it {@code first}, or says why not: a {@link Stream} or a
     * {@link Refusal}.
     */
    public synchronized Object open(String address, Sink sink, byte[] first) {
        if (streams.size() >= max) {
            return Refusal.FULL;
        }
        if (streams.stream().filter(s -> s.address.equals(address)).count() >= perAddress) {
            return Refusal.TOO_MANY_FROM_ADDRESS;
        }
        Stream stream = new Stream(address, sink);
        synchronized (stream) {
            stream.send(first);
        }
        streams.add(stream);
        return stream;
    }

    /**
     * Sends {@code frame} to every page: its update, or its whole picture (encoded once) to those that need it when it
     * has one.
     */
    public void publish(ClassFrame frame) {
        byte[] update = event("update", frame.update());
        byte[][] whole = new byte[1][];
        Supplier<byte[]> wholeOnce = () -> {
            if (whole[0] == null && frame.whole() != null) {
                whole[0] = event("whole", frame.whole());
            }
            return whole[0];
        };
        for (Stream s : streams) {
            s.offer(update, wholeOnce);
        }
    }

    /** Every page missed an update: each waits for the whole picture. */
    public void allBehind() {
        streams.forEach(Stream::fallBehind);
    }

    public void keepAlive() {
        streams.forEach(Stream::keepAlive);
    }

    /** Whether a page waits for the whole picture: a page that just opened waits for the next update to get it. */
    public boolean anyNeedsWhole() {
        return streams.stream().anyMatch(Stream::needsWhole);
    }

    /** Live pages now. */
    public int count() {
        return streams.size();
    }

    /** Tells every page the class has ended, and closes every stream. */
    public void closeAll() {
        byte[] end = event("end", "{}");
        for (Stream s : streams) {
            s.end(end);
        }
    }

    /** One server-sent event; JSON has no line breaks of its own, so one data line holds it. */
    static byte[] event(String name, String json) {
        return ("event: " + name + "\ndata: " + json.replace("\n", "\ndata: ") + "\n\n").getBytes(StandardCharsets.UTF_8);
    }
}
