package org.dclab.engine.app;

import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Supplier;

import org.dclab.engine.core.Event;
import org.dclab.engine.core.Simulator;
import org.dclab.engine.core.Time;
import org.dclab.engine.net.Host;
import org.dclab.engine.net.Network;
import org.dclab.engine.packet.Packet;
import org.dclab.engine.probe.FlowRecorder;
import org.dclab.engine.tcp.CongestionControl;
import org.dclab.engine.tcp.TcpConfig;
import org.dclab.engine.tcp.TcpConnection;

/**
 * Background traffic: flows arrive as a Poisson process between uniformly chosen distinct hosts, with sizes from
 * an empirical CDF. The arrival rate makes the offered load, headers included, equal {@code load} times the
 * hosts' access capacity: lambda = load * hosts * rate / (8 * mean size * (MSS + 40) / MSS). Each flow is a new
 * connection that writes its size and closes.
 */
public final class PoissonFlowGenerator {
    private final Simulator sim;
    private final Network net;
    private final List<Host> hosts;
    private final EmpiricalCdf sizes;
    private final double bytesPerUnit;
    private final TcpConfig cfg;
    private final Supplier<? extends CongestionControl> cc;
    private final double meanGapPs;
    private final long stopPs;
    private final SplittableRandom arrivals;
    private final SplittableRandom pairs;
    private final SplittableRandom sizeRandom;
    private final FlowRecorder recorder = new FlowRecorder();
    private final Event next = new Event() {
        @Override
        protected void fire() {
            startFlow();
        }
    };

    /**
     * @param sizes        flow-size distribution in units of {@code bytesPerUnit} bytes (1460 for packet CDFs)
     * @param accessBps    rate of each host's link
     * @param stopPs       no flow starts at or after this time
     */
    public PoissonFlowGenerator(Network net, List<Host> hosts, EmpiricalCdf sizes, double bytesPerUnit, double load,
            long accessBps, TcpConfig cfg, Supplier<? extends CongestionControl> cc, long stopPs) {
        if (hosts.size() < 2) {
            throw new IllegalArgumentException("poisson flows: need at least 2 hosts, got " + hosts.size());
        }
        if (!(load > 0)) {
            throw new IllegalArgumentException("poisson flows: load must be > 0, got " + load);
        }
        if (accessBps <= 0 || bytesPerUnit <= 0) {
            throw new IllegalArgumentException("poisson flows: access rate and size unit must be > 0, got " + accessBps
                    + " bit/s and " + bytesPerUnit + " B");
        }
        this.sim = net.simulator();
        this.net = net;
        this.hosts = List.copyOf(hosts);
        this.sizes = sizes;
        this.bytesPerUnit = bytesPerUnit;
        this.cfg = cfg.copy();
        this.cc = cc;
        this.stopPs = stopPs;
        double meanWireBytes = sizes.mean() * bytesPerUnit * (cfg.mssBytes() + Packet.HEADER_BYTES) / cfg.mssBytes();
        double flowsPerSecond = load * hosts.size() * accessBps / (8 * meanWireBytes);
        this.meanGapPs = Time.PS_PER_S / flowsPerSecond;
        this.arrivals = sim.randomStream("poisson flows arrivals");
        this.pairs = sim.randomStream("poisson flows pairs");
        this.sizeRandom = sim.randomStream("poisson flows sizes");
    }

    /** Schedules the first arrival one exponential gap from now. */
    public PoissonFlowGenerator start() {
        scheduleNext();
        return this;
    }

    public FlowRecorder recorder() {
        return recorder;
    }

    public double flowsPerSecond() {
        return Time.PS_PER_S / meanGapPs;
    }

    private void scheduleNext() {
        long gap = (long) (-Math.log(1.0 - arrivals.nextDouble()) * meanGapPs);
        long at = sim.nowPs() + gap;
        if (at < stopPs) {
            sim.schedule(next, at);
        }
    }

    private void startFlow() {
        int n = hosts.size();
        int s = pairs.nextInt(n);
        int d = pairs.nextInt(n - 1);
        if (d >= s) {
            d++;
        }
        long bytes = Math.max(1, Math.round(sizes.sample(sizeRandom) * bytesPerUnit));
        TcpConnection c = TcpConnection.open(net, hosts.get(s), hosts.get(d), cfg, cc);
        recorder.watch(c);
        c.sender().write(bytes);
        c.sender().close();
        scheduleNext();
    }
}
