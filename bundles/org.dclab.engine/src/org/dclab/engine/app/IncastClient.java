package org.dclab.engine.app;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.List;
import java.util.function.Supplier;

import org.dclab.engine.core.Event;
import org.dclab.engine.core.Simulator;
import org.dclab.engine.net.Host;
import org.dclab.engine.net.Network;
import org.dclab.engine.packet.Packet;
import org.dclab.engine.tcp.CongestionControl;
import org.dclab.engine.tcp.TcpConfig;
import org.dclab.engine.tcp.TcpConnection;
import org.dclab.engine.tcp.TcpReceiver;
import org.dclab.engine.tcp.TcpReceiverApp;
import org.dclab.engine.tcp.TcpSender;
import org.dclab.engine.tcp.TcpSenderApp;

/**
 * A receiver-driven incast client: it reads data in blocks striped over N servers (a fixed share per server, the
 * SRU, or a fixed block split N ways) and asks for the next block only when every share of this one has arrived.
 * An {@link IncastStrategy} decides how many servers are asked at once and what window each connection advertises.
 * <p>
 * A request is modelled as a message reaching the server {@code requestDelayPs} after it is issued (half an RTT in
 * the standard set-up) rather than as packets, as in the incast studies where requests are tiny and never lost.
 * With persistent connections (the classic synchronized read) the request is a write on the server's open
 * connection; otherwise each request opens a fresh connection whose SYN-ACK already carries the advertised window,
 * the server writes its share and closes. Goodput counts share bytes from the first request to the last byte.
 * <pre>{@code
 * IncastClient c = IncastClient.builder(net, net.host("client"), servers)
 *         .sruBytes(256 * 1024).blocks(10).requestDelayPs(Time.fromMicros(50))
 *         .tcp(new TcpConfig().mssBytes(1000), NewReno::new)
 *         .strategy(new AipmIncast(AipmIncast.Params.of(1_000_000_000L, Time.fromMicros(100))))
 *         .build();
 * c.start();
 * }</pre>
 */
public final class IncastClient {
    private final Simulator sim;
    private final Network net;
    private final Host client;
    private final List<Host> servers;
    private final long[] shareBytes;
    private final long blockBytes;
    private final int blocks;
    private final long requestDelayPs;
    private final TcpConfig cfg;
    private final Supplier<? extends CongestionControl> cc;
    private final IncastStrategy strategy;
    private final List<TcpConnection> connections = new ArrayList<>();
    private final TcpConnection[] persistent;
    private final Transfer[] current;
    private final Deque<Transfer> pending = new ArrayDeque<>();
    private final List<Transfer> live = new ArrayList<>();
    private final List<Long> blockTimesPs = new ArrayList<>();
    private final List<Long> blockEndsPs = new ArrayList<>();
    private IncastListener listener;
    private int connected;
    private int block;
    private int doneInBlock;
    private long firstRequestPs = -1;
    private long blockStartPs;
    private long finishPs = -1;
    private long bytesReceived;
    private long lostConnections;
    private long requests;
    private long windowBytes;
    private double reportedConWnd = Double.NaN;
    private int reportedLive = -1;

    IncastClient(IncastClientBuilder b) {
        this.sim = b.net.simulator();
        this.net = b.net;
        this.client = b.client;
        this.servers = List.copyOf(b.servers);
        this.blocks = b.blocks;
        this.requestDelayPs = b.requestDelayPs;
        this.cfg = b.cfg.copy();
        this.cc = b.cc;
        this.strategy = b.strategy;
        int n = servers.size();
        this.shareBytes = new long[n];
        long total = 0;
        for (int i = 0; i < n; i++) {
            shareBytes[i] = b.blockBytes > 0 ? b.blockBytes / n + (i < b.blockBytes % n ? 1 : 0) : b.shareBytes;
            total += shareBytes[i];
        }
        this.blockBytes = total;
        this.persistent = strategy.persistentConnections() ? new TcpConnection[n] : null;
        this.current = new Transfer[n];
        strategy.init(new IncastStrategy.IncastSetup(n, cfg.mssBytes(), cfg.mssBytes() + Packet.HEADER_BYTES));
        if (persistent != null && strategy.lostAfterCompletions() > 0) {
            throw new IllegalArgumentException("incast client " + client.name() + ": strategy " + strategy.name()
                    + " keeps persistent connections and also closes lost ones; pick one of the two");
        }
        if (persistent != null) {
            for (int i = 0; i < n; i++) {
                persistent[i] = connect(i);
                final int server = i;
                persistent[i].sender().setApp(new TcpSenderApp() {
                    @Override
                    public void onConnected(TcpSender s) {
                        if (++connected == servers.size()) {
                            startBlock();
                        }
                    }
                });
                persistent[i].receiver().setApp(new TcpReceiverApp() {
                    @Override
                    public void onData(TcpReceiver r, long bytes, long totalBytes) {
                        onProgress(current[server], bytes);
                    }
                });
            }
        }
    }

    public static IncastClientBuilder builder(Network net, Host client, List<Host> servers) {
        return new IncastClientBuilder(net, client, servers);
    }

    /** Opens the persistent connections (the first block follows their handshakes), or requests the first block. */
    public IncastClient start() {
        if (persistent == null) {
            startBlock();
        } else {
            for (TcpConnection c : persistent) {
                c.sender().connect();
            }
        }
        return this;
    }

    /** Attaches a probe; with none, each probe point costs one null check. */
    public IncastClient addListener(IncastListener l) {
        listener = IncastListeners.both(listener, l);
        return this;
    }

    private TcpConnection connect(int server) {
        TcpConnection c = TcpConnection.create(net, servers.get(server), client, cfg, cc, false);
        connections.add(c);
        return c;
    }

    private void startBlock() {
        blockStartPs = sim.nowPs();
        if (firstRequestPs < 0) {
            firstRequestPs = blockStartPs;
        }
        doneInBlock = 0;
        for (int i = 0; i < servers.size(); i++) {
            pending.addLast(new Transfer(i, shareBytes[i]));
        }
        pump();
    }

    /** Starts pending transfers while the strategy allows; their requests travel together as one event. */
    private void pump() {
        Batch batch = null;
        while (!pending.isEmpty() && strategy.mayStart(live)) {
            Transfer t = pending.pollFirst();
            t.startPs = sim.nowPs();
            t.requestSeq = requests++;
            t.progressMark = requests;
            current[t.server] = t;
            live.add(t);
            if (persistent != null) {
                t.connection = persistent[t.server];
            } else {
                t.connection = connect(t.server);
                final Transfer transfer = t;
                t.connection.receiver().setApp(new TcpReceiverApp() {
                    @Override
                    public void onData(TcpReceiver r, long bytes, long totalBytes) {
                        onProgress(transfer, bytes);
                    }
                });
            }
            if (batch == null) {
                batch = new Batch();
            }
            batch.transfers.add(t);
        }
        applyWindow();
        if (batch != null) {
            if (windowBytes > 0) {
                for (Transfer t : batch.transfers) {
                    t.connection.receiver().setAdvertisedWindowBytes(windowBytes);
                }
            }
            sim.schedule(batch, sim.nowPs() + requestDelayPs);
        }
        report();
    }

    private void onProgress(Transfer t, long bytes) {
        if (t == null || t.finished) {
            return;
        }
        long used = Math.min(bytes, t.remainingBytes());
        t.received += used;
        bytesReceived += used;
        t.completionsSinceProgress = 0;
        t.progressMark = requests;
        if (t.received >= t.bytes) {
            complete(t);
        } else if (strategy.reconsiderOnProgress() && !pending.isEmpty()) {
            pump();
        }
    }

    private void complete(Transfer t) {
        t.finished = true;
        live.remove(t);
        strategy.onFinished(t, true, live.size());
        report();
        int threshold = strategy.lostAfterCompletions();
        if (threshold > 0) {
            for (Transfer u : new ArrayList<>(live)) {
                if (countsAgainst(t, u) && ++u.completionsSinceProgress >= threshold) {
                    lose(u);
                }
            }
        }
        if (++doneInBlock < servers.size()) {
            pump();
            return;
        }
        long now = sim.nowPs();
        blockTimesPs.add(now - blockStartPs);
        blockEndsPs.add(now);
        if (listener != null) {
            listener.onBlockFinished(now, block, now - blockStartPs);
        }
        if (++block < blocks) {
            startBlock();
        } else {
            finishPs = now;
            report();
        }
    }

    /**
     * AIPM's rule read literally: a connection is lost once enough connections "have been admitted and finished
     * since the last time it transmitted any data". Only transfers requested after its last delivery (or after its
     * own request, if nothing arrived yet) count; transfers already running then that finish soon after are no
     * evidence (equal transfers started together finish within a round trip of each other).
     */
    private static boolean countsAgainst(Transfer done, Transfer other) {
        return done.requestSeq >= other.progressMark;
    }

    /** Fast reconnection: close the connection at once and queue the rest of its share first in line. */
    private void lose(Transfer t) {
        t.finished = true;
        live.remove(t);
        lostConnections++;
        strategy.onLost(t);
        if (listener != null) {
            listener.onLostConnection(sim.nowPs(), t.server, t.remainingBytes());
        }
        t.connection.receiver().abort();
        pending.addFirst(new Transfer(t.server, t.remainingBytes()));
        strategy.onFinished(t, false, live.size());
        report();
    }

    private void applyWindow() {
        long w = strategy.advertisedWindowBytes(live.size());
        if (w <= 0) {
            return;
        }
        w = Math.max(cfg.mssBytes(), Math.min(w, cfg.receiveBufferBytes()));
        if (w == windowBytes) {
            return;
        }
        windowBytes = w;
        for (Transfer t : live) {
            t.connection.receiver().setAdvertisedWindowBytes(w);
        }
        if (listener != null) {
            listener.onAdvertisedWindow(sim.nowPs(), w);
        }
    }

    private void report() {
        if (listener == null) {
            return;
        }
        double conWnd = strategy.connectionWindow();
        if (conWnd != reportedConWnd) {
            reportedConWnd = conWnd;
            listener.onConnectionWindow(sim.nowPs(), conWnd);
        }
        if (live.size() != reportedLive) {
            reportedLive = live.size();
            listener.onLiveConnections(sim.nowPs(), reportedLive);
        }
    }

    public boolean isFinished() {
        return finishPs >= 0;
    }

    public long finishPs() {
        return finishPs;
    }

    /** Share bytes of every block from the first request to the last byte, in bit/s; 0 until finished. */
    public double goodputBps() {
        if (finishPs < 0) {
            return 0;
        }
        return blockBytes * (double) blocks * 8e12 / (finishPs - firstRequestPs);
    }

    /**
     * Goodput over the blocks after the first {@code warmupBlocks}, from the end of the last warm-up block (when
     * the next request is issued) to the end of the run. The first block on fresh connections pays for slow start
     * and its overshoot; the incast literature measures persistent connections over many blocks, which this
     * reproduces with few.
     */
    public double goodputBps(int warmupBlocks) {
        if (warmupBlocks == 0) {
            return goodputBps();
        }
        if (finishPs < 0 || warmupBlocks < 0 || warmupBlocks >= blocks) {
            throw new IllegalArgumentException("incast client: warm-up blocks must be in [0, " + (blocks - 1) + "], got "
                    + warmupBlocks + (finishPs < 0 ? " (and the run has not finished)" : ""));
        }
        long from = blockEndsPs.get(warmupBlocks - 1);
        return blockBytes * (double) (blocks - warmupBlocks) * 8e12 / (finishPs - from);
    }

    /** Share bytes received so far (for runs stopped at a fixed time); a lost connection's bytes count once. */
    public long bytesReceived() {
        return bytesReceived;
    }

    /** Bytes of one block: the shares of all servers. */
    public long blockBytes() {
        return blockBytes;
    }

    /** Retransmission timeouts summed over every connection the client used. */
    public long timeouts() {
        long t = 0;
        for (TcpConnection c : connections) {
            t += c.sender().stats().timeouts();
        }
        return t;
    }

    public long lostConnections() {
        return lostConnections;
    }

    public int blocksFinished() {
        return blockTimesPs.size();
    }

    /** Request completion time of each finished block, in picoseconds. */
    public List<Long> blockTimesPs() {
        return Collections.unmodifiableList(blockTimesPs);
    }

    /** Every connection opened so far, in order. */
    public List<TcpConnection> connections() {
        return Collections.unmodifiableList(connections);
    }

    public IncastStrategy strategy() {
        return strategy;
    }

    /** Requests issued together reach their servers together. */
    private final class Batch extends Event {
        final List<Transfer> transfers = new ArrayList<>();

        @Override
        protected void fire() {
            for (Transfer t : transfers) {
                if (t.finished) {
                    continue;
                }
                TcpSender s = t.connection.sender();
                if (persistent == null) {
                    s.connect();
                    s.write(t.bytes);
                    s.close();
                } else {
                    s.write(t.bytes);
                }
            }
        }
    }
}
