package org.dclab.sim.internal.apps;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Supplier;

import org.dclab.engine.core.Event;
import org.dclab.engine.core.Simulator;
import org.dclab.engine.net.Network;
import org.dclab.engine.probe.Metrics;
import org.dclab.engine.tcp.CongestionControl;
import org.dclab.engine.tcp.TcpConfig;
import org.dclab.engine.tcp.TcpConnection;
import org.dclab.model.CbrSource;

/**
 * A {@link CbrSource}: one TCP connection opened at the start time, into which the application writes chunkBytes
 * every chunkBytes·8/rateBps seconds until it stops, then closes. TCP still decides when the bytes leave, so the
 * source is as responsive as its congestion control; the engine's unresponsive {@code ConstantBitRateSource} is a
 * different thing the model does not describe. Write times are computed from the chunk index, so rounding never
 * drifts.
 */
final class CbrApp extends ConnectionSetApp {

    private final long startPs;
    private final long rateBps;
    private final long chunkBytes;
    private final long stopPs;
    private final Simulator sim;
    private TcpConnection connection;
    private long chunksWritten;
    private final Event nextWrite = new Event() {
        @Override
        protected void fire() {
            write();
        }
    };

    CbrApp(Network net, CbrSource model, TcpConfig config, Supplier<? extends CongestionControl> cc, long stopPs) {
        super(model.getName());
        this.startPs = model.getStartPs();
        this.rateBps = model.getRateBps();
        this.chunkBytes = model.getChunkBytes();
        this.stopPs = stopPs;
        this.sim = net.simulator();
        sim.schedule(Event.of(() -> {
            connection = TcpConnection.open(net, net.host(model.getSource().getName()), net.host(model.getDestination().getName()),
                    config, cc);
            connections.add(connection);
            write();
        }), startPs);
    }

    private void write() {
        connection.sender().write(chunkBytes);
        chunksWritten++;
        // In double: a large chunk at a low rate is due later than a long can count, which simply means never.
        double nextPs = startPs + chunksWritten * (chunkBytes * 8.0e12 / rateBps);
        if (nextPs < stopPs) {
            sim.schedule(nextWrite, (long) nextPs);
        } else {
            connection.sender().close();
        }
    }

    @Override
    public Map<String, Object> summary(long nowPs) {
        Map<String, Object> s = new LinkedHashMap<>();
        s.put("type", "cbrSource");
        s.put("rateGbps", rateBps / 1e9);
        s.put("writtenBytes", chunksWritten * chunkBytes);
        s.put("deliveredBytes", deliveredBytes());
        s.put("goodputGbps", Metrics.rateBps(deliveredBytes(), Math.max(1, Math.min(nowPs, stopPs) - startPs)) / 1e9);
        s.put("retransmits", connections.retransmits());
        s.put("rtos", timeouts());
        return s;
    }
}
