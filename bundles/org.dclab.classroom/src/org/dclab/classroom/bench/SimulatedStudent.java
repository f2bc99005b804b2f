package org.dclab.classroom.bench;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.atomic.AtomicLong;

/**
 * One student's page, as far as the server can tell: a connection from its own loopback address (every 127.x.y.z is
 * this machine) that opens the event stream and reads it, counting the updates and whole pictures that arrive each
 * second. It reads the stream as a browser's EventSource does, line by line, and keeps only the last update's text,
 * so two hundred of them cost little beside the server they measure. For the load measurements and the tests of the
 * class page; it sends nothing to any address but the loopback one it is given.
 */
public final class SimulatedStudent {

    /** Seconds of counts kept: a load run is a minute or two. */
    private static final int SECONDS = 600;

    private final String from;
    private final URI page;
    private final int[] perSecond = new int[SECONDS];
    private final AtomicLong updates = new AtomicLong();
    private final AtomicLong wholes = new AtomicLong();
    private volatile long startNanos;
    private volatile int status;
    private volatile boolean ended;
    private volatile String lastUpdate = "";
    private volatile Socket socket;
    private Thread reader;

    /** A student at {@code from} (a 127.x.y.z address) of the class page {@code page}. */
    public SimulatedStudent(String from, URI page) {
        this.from = from;
        this.page = page;
    }

    /** Opens the stream and reads it on a thread of its own until {@link #stop}, the server's end, or a failure. */
    public SimulatedStudent start() {
        startNanos = System.nanoTime();
        reader = new Thread(this::read, "simulated student " + from);
        reader.setDaemon(true);
        reader.start();
        return this;
    }

    private void read() {
        try (Socket s = new Socket()) {
            socket = s;
            s.bind(new InetSocketAddress(InetAddress.getByName(from), 0));
            s.connect(new InetSocketAddress(page.getHost(), page.getPort()), 10_000);
            s.setSoTimeout(60_000);
            String request = "GET " + page.getPath() + "events HTTP/1.0\r\nHost: " + page.getAuthority()
                    + "\r\nAccept: text/event-stream\r\n\r\n";
            s.getOutputStream().write(request.getBytes(StandardCharsets.ISO_8859_1));
            BufferedReader in = new BufferedReader(new InputStreamReader(s.getInputStream(), StandardCharsets.UTF_8), 64 * 1024);
            String first = in.readLine();
            status = first != null && first.startsWith("HTTP/1.") ? Integer.parseInt(first.substring(9, 12)) : -1;
            String header = in.readLine();
            while (header != null && !header.isEmpty()) {
                header = in.readLine();
            }
            String event = null;
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                if (line.startsWith("event: ")) {
                    event = line.substring(7);
                } else if (line.startsWith("data: ")) {
                    arrived(event, line.substring(6));
                } else if (line.isEmpty()) {
                    event = null;
                }
            }
        } catch (IOException | RuntimeException e) {
            // The stream ended: the server stopped, refused, or this student was stopped.
        } finally {
            ended = true;
        }
    }

    private void arrived(String event, String data) {
        if ("update".equals(event) || "whole".equals(event)) {
            (event.equals("whole") ? wholes : updates).incrementAndGet();
            lastUpdate = data;
            int second = (int) ((System.nanoTime() - startNanos) / 1_000_000_000L);
            if (second < SECONDS) {
                synchronized (perSecond) {
                    perSecond[second]++;
                }
            }
        } else if ("end".equals(event)) {
            ended = true;
        }
    }

    /** Updates and whole pictures that arrived from second {@code from} (inclusive) to {@code to} (exclusive) after start. */
    public int arrivedBetween(int from, int to) {
        int n = 0;
        synchronized (perSecond) {
            for (int s = Math.max(0, from); s < Math.min(to, SECONDS); s++) {
                n += perSecond[s];
            }
        }
        return n;
    }

    /** Seconds since {@link #start}. */
    public double secondsSinceStart() {
        return (System.nanoTime() - startNanos) / 1e9;
    }

    public long updates() {
        return updates.get();
    }

    public long wholes() {
        return wholes.get();
    }

    /** The status of the stream's response; 0 before it came, -1 when none came. */
    public int status() {
        return status;
    }

    /** Whether the stream has ended (the server closed it, or said the class ended). */
    public boolean ended() {
        return ended;
    }

    /** The text of the last update or whole picture, for a check of what it says. */
    public String lastUpdate() {
        return lastUpdate;
    }

    /** Closes the connection, as a student closing the page. */
    public void stop() {
        Socket s = socket;
        if (s != null) {
            try {
                s.close();
            } catch (IOException e) {
                // Closing is all that was asked.
            }
        }
        if (reader != null) {
            try {
                reader.join(5000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }
}
