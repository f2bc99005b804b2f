package org.dclab.engine.app;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.Supplier;

import org.dclab.engine.core.Event;
import org.dclab.engine.core.Simulator;
import org.dclab.engine.net.Host;
import org.dclab.engine.net.Network;
import org.dclab.engine.tcp.CongestionControl;
import org.dclab.engine.tcp.TcpConfig;
import org.dclab.engine.tcp.TcpConnection;
import org.dclab.engine.tcp.TcpReceiver;
import org.dclab.engine.tcp.TcpReceiverApp;
import org.dclab.engine.tcp.TcpSender;
import org.dclab.engine.tcp.TcpSenderApp;

/**
 * The classic synchronized-read ("naive") incast client: it keeps one persistent connection per server and reads
 * data in blocks; for each block it asks every server at once for one server request unit (SRU) and asks for the
 * next block only when all SRUs of this one have arrived. The request is modelled as a message reaching every
 * server {@code requestDelayPs} after it is issued (half an RTT in the standard set-up) rather than as packets, as
 * in the incast studies where requests are tiny and never lost. Goodput counts SRU bytes from the first request
 * to the arrival of the last byte of the last block.
 */
public final class IncastClient {
    private final Simulator sim;
    private final List<TcpConnection> connections = new ArrayList<>();
    private final long sruBytes;
    private final int blocks;
    private final long requestDelayPs;
    private final int[] sruReceived;
    private final List<Long> blockTimesPs = new ArrayList<>();
    private final List<Long> blockEndsPs = new ArrayList<>();
    private int connected;
    private int block;
    private int doneInBlock;
    private long firstRequestPs = -1;
    private long blockStartPs;
    private long finishPs = -1;
    private final Event request = new Event() {
        @Override
        protected void fire() {
            for (TcpConnection c : connections) {
                c.sender().write(sruBytes);
            }
        }
    };

    public IncastClient(Network net, Host client, List<Host> servers, long sruBytes, int blocks, long requestDelayPs,
            TcpConfig cfg, Supplier<? extends CongestionControl> cc) {
        if (servers.isEmpty() || sruBytes <= 0 || blocks <= 0 || requestDelayPs < 0) {
            throw new IllegalArgumentException("incast client " + client.name() + ": needs >= 1 server, SRU > 0 B, blocks > 0"
                    + " and request delay >= 0; got " + servers.size() + " servers, " + sruBytes + " B, " + blocks
                    + " blocks, " + requestDelayPs + " ps");
        }
        this.sim = net.simulator();
        this.sruBytes = sruBytes;
        this.blocks = blocks;
        this.requestDelayPs = requestDelayPs;
        this.sruReceived = new int[servers.size()];
        for (int i = 0; i < servers.size(); i++) {
            TcpConnection c = TcpConnection.create(net, servers.get(i), client, cfg, cc, false);
            final int index = i;
            c.sender().setApp(new TcpSenderApp() {
                @Override
                public void onConnected(TcpSender s) {
                    if (++connected == connections.size()) {
                        startBlock();
                    }
                }
            });
            c.receiver().setApp(new TcpReceiverApp() {
                @Override
                public void onData(TcpReceiver r, long bytes, long totalBytes) {
                    onProgress(index, totalBytes);
                }
            });
            connections.add(c);
        }
    }

    /** Opens all connections now; the first block is requested once every handshake has completed. */
    public IncastClient start() {
        for (TcpConnection c : connections) {
            c.sender().connect();
        }
        return this;
    }

    private void startBlock() {
        blockStartPs = sim.nowPs();
        if (firstRequestPs < 0) {
            firstRequestPs = blockStartPs;
        }
        doneInBlock = 0;
        sim.schedule(request, blockStartPs + requestDelayPs);
    }

    private void onProgress(int server, long totalBytes) {
        if (sruReceived[server] > block || totalBytes < (block + 1L) * sruBytes) {
            return;
        }
        sruReceived[server] = block + 1;
        if (++doneInBlock < connections.size()) {
            return;
        }
        blockTimesPs.add(sim.nowPs() - blockStartPs);
        blockEndsPs.add(sim.nowPs());
        if (++block < blocks) {
            startBlock();
        } else {
            finishPs = sim.nowPs();
        }
    }

    public boolean isFinished() {
        return finishPs >= 0;
    }

    public long finishPs() {
        return finishPs;
    }

    /** SRU bytes over time from the first request to the last byte, in bit/s; 0 until finished. */
    public double goodputBps() {
        if (finishPs < 0) {
            return 0;
        }
        return connections.size() * sruBytes * (double) blocks * 8e12 / (finishPs - firstRequestPs);
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
        return connections.size() * sruBytes * (double) (blocks - warmupBlocks) * 8e12 / (finishPs - from);
    }

    /** Retransmission timeouts summed over all servers. */
    public long timeouts() {
        long t = 0;
        for (TcpConnection c : connections) {
            t += c.sender().timeouts();
        }
        return t;
    }

    public List<Long> blockTimesPs() {
        return Collections.unmodifiableList(blockTimesPs);
    }

    public List<TcpConnection> connections() {
        return Collections.unmodifiableList(connections);
    }
}
