package org.dclab.classroom;

import java.io.IOException;
import java.net.Inet6Address;
import java.net.InetAddress;
import java.net.URI;
import java.time.Duration;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import org.dclab.classroom.internal.ClassHandler;
import org.dclab.classroom.internal.EventStreams;
import org.dclab.classroom.internal.JettyLogging;
import org.dclab.classroom.internal.PageResources;
import org.dclab.classroom.internal.PlainErrors;
import org.dclab.classroom.internal.SessionCode;
import org.eclipse.jetty.server.HttpConfiguration;
import org.eclipse.jetty.server.HttpConnectionFactory;
import org.eclipse.jetty.server.NetworkConnectionLimit;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.server.handler.DoSHandler;
import org.eclipse.jetty.server.handler.SizeLimitHandler;
import org.eclipse.jetty.util.thread.QueuedThreadPool;
import org.eclipse.jetty.util.thread.Scheduler;

/**
 * The class page's web server, an embedded Eclipse Jetty: it serves the page at {@code http://ADDRESS:PORT/c/CODE/} to
 * every student's browser, streams the updates the workbench publishes to every open page, and takes the students'
 * predictions into {@link ClassQuestions}. It listens on the one address the teacher chose, and exists only between
 * {@link #start} and {@link #stop}: a workbench that shares nothing runs no thread and opens no socket for it. Pages
 * are written to from the server's own threads, never from the one that publishes.
 *
 * <p>Jetty's own handlers bound what a client may do: requests per second per address ({@link DoSHandler}, 429), the
 * size of a request's headers (431) and body ({@link SizeLimitHandler}, 413), open connections
 * ({@link NetworkConnectionLimit}) and how long one may idle. {@link ClassHandler} says what is served.
 */
public final class ClassServer {

    private static final int THREADS = 32;
    /**
     * Frames handed to the sending thread and not yet sent, beyond which a frame is dropped: at the workbench's 16 frames
     * a second, a quarter of a second's worth, which only a machine too busy to keep up ever reaches.
     */
    private static final int MAX_QUEUED = 4;

    private final Server server;
    private final InetAddress address;
    private final ServerConnector connector;
    private final EventStreams streams;
    private final String code;
    private final ClassLimits limits;
    private volatile Scheduler.Task keepAlive;
    /** Sends each frame to every page, one frame at a time in the order given, so the publisher never waits for a page. */
    private final ExecutorService sending = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "class-page-publisher");
        t.setDaemon(true);
        return t;
    });
    private final AtomicInteger queued = new AtomicInteger();
    /** Whether a frame was dropped since the last one handed over; touched by the publishing thread only. */
    private boolean dropped;

    private ClassServer(Server server, InetAddress address, ServerConnector connector, EventStreams streams, String code,
            ClassLimits limits) {
        this.server = server;
        this.address = address;
        this.connector = connector;
        this.streams = streams;
        this.code = code;
        this.limits = limits;
    }

    /**
     * Starts a server on {@code address} at {@code port} (0: any free port) under a new session code, whose students
     * answer into {@code questions}.
     *
     * @throws IOException when the address cannot be listened on (the port is taken, the address is not this machine's)
     */
    public static ClassServer start(InetAddress address, int port, ClassLimits limits, ClassQuestions questions) throws IOException {
        JettyLogging.wire();
        PageResources resources = PageResources.load();
        String code = SessionCode.next();
        QueuedThreadPool threads = new QueuedThreadPool(THREADS, 2);
        threads.setName("class-page");
        threads.setDaemon(true);
        Server server = new Server(threads);
        server.setStopTimeout(2000);
        server.setErrorHandler(new PlainErrors());

        HttpConfiguration http = new HttpConfiguration();
        http.setRequestHeaderSize(limits.maxHeaderBytes());
        http.setSendServerVersion(false);
        http.setSendXPoweredBy(false);
        ServerConnector connector = new ServerConnector(server, 1, 1, new HttpConnectionFactory(http));
        connector.setHost(address.getHostAddress());
        connector.setPort(port);
        connector.setIdleTimeout(limits.idleTimeoutMillis());
        server.addConnector(connector);
        server.addBean(new NetworkConnectionLimit(limits.maxConnections(), connector));

        EventStreams streams = new EventStreams(limits.maxStreams(), limits.streamsPerAddress());
        SizeLimitHandler sized = new SizeLimitHandler(limits.maxBodyBytes(), -1);
        sized.setHandler(new ClassHandler(code, resources, streams, questions, limits.maxBodyBytes()));
        // Addresses beyond those tracked are refused rather than let through: a flood of spoofed addresses cannot
        // open a way around the limit.
        server.setHandler(new DoSHandler(sized, DoSHandler.ID_FROM_REMOTE_ADDRESS,
                new DoSHandler.LeakingBucketTrackerFactory(limits.requestsPerSecond(), limits.requestBurst(), Duration.ofSeconds(10)),
                null, 4 * limits.maxConnections(), true));
        ClassServer started = new ClassServer(server, address, connector, streams, code, limits);
        try {
            server.start();
        } catch (Exception e) {
            started.sending.shutdownNow();
            try {
                server.stop();
            } catch (Exception ignored) {
                // Nothing was listening; the first failure says why.
            }
            throw e instanceof IOException io ? io : new IOException("the class page could not start: " + e.getMessage(), e);
        }
        started.scheduleKeepAlive();
        return started;
    }

    /** The page's address, with the session code, as students type it or scan it. */
    public URI pageAddress() {
        String shown = address instanceof Inet6Address ? "[" + address.getHostAddress() + "]" : address.getHostAddress();
        return URI.create("http://" + shown + ":" + connector.getLocalPort() + "/c/" + code + "/");
    }

    /** The session code in the page's address. */
    public String code() {
        return code;
    }

    /** Pages open now. */
    public int students() {
        return streams.count();
    }

    /** Whether a page waits for the whole picture, so an update is worth publishing even when nothing changed. */
    public boolean pageWaiting() {
        return streams.anyNeedsWhole();
    }

    /**
     * Sends {@code frame} to every open page from the server's own sending thread, and returns at once: the publisher
     * (the workbench's UI thread) never waits for a page, however many there are. Frames leave in the order given.
     * Should the sending fall {@value #MAX_QUEUED} frames behind, the next frame is dropped and every page waits for a
     * whole picture after the frames before it, so the server holds no more than that many. Call from one thread at a
     * time.
     */
    public void publish(ClassFrame frame) {
        if (queued.incrementAndGet() > MAX_QUEUED) {
            queued.decrementAndGet();
            dropped = true;
            return;
        }
        boolean afterDrop = dropped;
        dropped = false;
        try {
            sending.execute(() -> {
                try {
                    if (afterDrop) {
                        streams.allBehind();
                    }
                    streams.publish(frame);
                } finally {
                    queued.decrementAndGet();
                }
            });
        } catch (RejectedExecutionException stopped) {
            // The class has ended: there is no page left to send to.
            queued.decrementAndGet();
        }
    }

    /** Tells every page the class has ended, closes every connection and stops listening. */
    public void stop() {
        Scheduler.Task task = keepAlive;
        if (task != null) {
            task.cancel();
        }
        sending.shutdownNow();
        try {
            // A frame being sent finishes first, so the pages' last words are the end of the class.
            sending.awaitTermination(2, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        streams.closeAll();
        try {
            server.stop();
        } catch (Exception e) {
            // Stopping closes the connector whatever a handler says; there is no one left to tell.
        }
    }

    private void scheduleKeepAlive() {
        keepAlive = server.getScheduler().schedule(() -> {
            streams.keepAlive();
            if (server.isRunning()) {
                scheduleKeepAlive();
            }
        }, limits.keepAliveMillis(), TimeUnit.MILLISECONDS);
    }
}
