package org.dclab.engine.app;

import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Consumer;
import java.util.function.Supplier;

import org.dclab.engine.api.ApplicationLimits;
import org.dclab.engine.core.Event;
import org.dclab.engine.core.Simulator;
import org.dclab.engine.core.Time;
import org.dclab.engine.net.Host;
import org.dclab.engine.net.IdlePath;
import org.dclab.engine.net.Network;
import org.dclab.engine.packet.Packet;
import org.dclab.engine.probe.FlowRecorder;
import org.dclab.engine.probe.IdealFct;
import org.dclab.engine.tcp.CongestionControl;
import org.dclab.engine.tcp.TcpConfig;
import org.dclab.engine.tcp.TcpConnection;

/**
 * Flows arriving as a Poisson process from a uniformly chosen source to a uniformly chosen different destination,
 * with sizes from a {@link FlowSizes} distribution. The arrival rate makes the offered load, headers included,
 * equal {@code load} times a capacity: lambda = load * capacity / (8 * mean size * (MSS + 40) / MSS). Background
 * traffic uses all hosts as sources and destinations and their summed access rate as capacity; a short-flow mix
 * sends from some hosts to one receiver at a fraction of the bottleneck. Each flow is a new connection that
 * writes its size and closes.
 */
public final class PoissonFlowGenerator {
    private final Simulator sim;
    private final Network net;
    private final List<Host> sources;
    private final List<Host> destinations;
    private final boolean samePool;
    private final FlowSizes sizes;
    private final LoadBasis basis;
    private final TcpConfig cfg;
    private final Supplier<? extends CongestionControl> cc;
    private final double meanGapPs;
    private final long stopPs;
    private final SplittableRandom arrivals;
    private final SplittableRandom pairs;
    private final SplittableRandom sizeRandom;
    private final FlowRecorder recorder = new FlowRecorder();
    /** Told of every flow as it opens; none by default, and a flow start is rare beside its packets. */
    private Consumer<TcpConnection> flowListener = c -> {};
    private final Event next = new Event() {
        @Override
        protected void fire() {
            startFlow();
        }
    };

    /**
     * Background traffic among {@code hosts} at {@code load} of their summed access rate.
     *
     * @param sizes        flow-size distribution in units of {@code bytesPerUnit} bytes (1460 for packet CDFs)
     * @param accessBps    rate of each host's link
     * @param stopPs       no flow starts at or after this time
     */
    public PoissonFlowGenerator(Network net, List<Host> hosts, EmpiricalCdf sizes, double bytesPerUnit, double load,
            long accessBps, TcpConfig cfg, Supplier<? extends CongestionControl> cc, long stopPs) {
        this(net, hosts, hosts, FlowSizes.empirical(sizes, bytesPerUnit), load, checkedRate(accessBps) * (double) hosts.size(),
                cfg, cc, stopPs);
    }

    /**
     * Flows from {@code sources} to {@code destinations} (a flow never goes from a host to itself) offering
     * {@code load} times {@code capacityBps}.
     */
    public PoissonFlowGenerator(Network net, List<Host> sources, List<Host> destinations, FlowSizes sizes, double load,
            double capacityBps, TcpConfig cfg, Supplier<? extends CongestionControl> cc, long stopPs) {
        this(net, sources, destinations, sizes, load, LoadBasis.WIRE, capacityBps, cfg, cc, stopPs);
    }

    /**
     * Flows from {@code sources} to {@code destinations} offering {@code load} times {@code capacityBps} of what
     * {@code basis} counts: lambda = load * capacity / (8 * mean size), the mean size in wire bytes or in payload.
     */
    public PoissonFlowGenerator(Network net, List<Host> sources, List<Host> destinations, FlowSizes sizes, double load,
            LoadBasis basis, double capacityBps, TcpConfig cfg, Supplier<? extends CongestionControl> cc, long stopPs) {
        if (sources.isEmpty() || destinations.isEmpty() || (sources.size() + destinations.size() < 3
                && sources.equals(destinations))) {
            throw new IllegalArgumentException("poisson flows: need sources and destinations with at least 2 hosts in all,"
                    + " got " + sources.size() + " and " + destinations.size());
        }
        if (!ApplicationLimits.LOAD.contains(load)) {
            throw new IllegalArgumentException("poisson flows: load must be " + ApplicationLimits.LOAD.text() + ", got " + load);
        }
        if (basis == null) {
            throw new IllegalArgumentException("poisson flows: load basis must not be null; use WIRE or PAYLOAD");
        }
        if (!(capacityBps > 0)) {
            throw new IllegalArgumentException("poisson flows: capacity must be > 0 bit/s, got " + capacityBps);
        }
        this.sim = net.simulator();
        this.net = net;
        this.sources = List.copyOf(sources);
        this.destinations = List.copyOf(destinations);
        this.samePool = this.sources.equals(this.destinations);
        this.sizes = sizes;
        this.basis = basis;
        this.cfg = cfg.copy();
        this.cc = cc;
        this.stopPs = stopPs;
        double meanCountedBytes = basis == LoadBasis.PAYLOAD ? sizes.meanBytes()
                : sizes.meanBytes() * (cfg.mssBytes() + Packet.HEADER_BYTES) / cfg.mssBytes();
        double flowsPerSecond = load * capacityBps / (8 * meanCountedBytes);
        this.meanGapPs = Time.PS_PER_S / flowsPerSecond;
        String streams = sim.randomInstanceName("poisson flows");
        this.arrivals = sim.randomStream(streams + " arrivals");
        this.pairs = sim.randomStream(streams + " pairs");
        this.sizeRandom = sim.randomStream(streams + " sizes");
    }

    /** Short flows of uniform size in [minBytes, maxBytes] from {@code senders} to {@code receiver} at a load of the bottleneck. */
    public static PoissonFlowGenerator shortFlows(Network net, List<Host> senders, Host receiver, long minBytes, long maxBytes,
            double load, long bottleneckBps, TcpConfig cfg, Supplier<? extends CongestionControl> cc, long stopPs) {
        return new PoissonFlowGenerator(net, senders, List.of(receiver), FlowSizes.uniform(minBytes, maxBytes), load,
                bottleneckBps, cfg, cc, stopPs);
    }

    private static long checkedRate(long accessBps) {
        if (accessBps <= 0) {
            throw new IllegalArgumentException("poisson flows: access rate must be > 0, got " + accessBps + " bit/s");
        }
        return accessBps;
    }

    /** Schedules the first arrival one exponential gap from now. */
    public PoissonFlowGenerator start() {
        scheduleNext();
        return this;
    }

    public FlowRecorder recorder() {
        return recorder;
    }

    /**
     * Tells {@code listener} of every flow opened from now on, after the listeners added before it: for observers
     * that name flows (an event trace), not for per-flow probes, which thousands of short flows would swamp.
     */
    public void onFlow(Consumer<TcpConnection> listener) {
        flowListener = flowListener.andThen(listener);
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

    /**
     * The flow's ideal completion times, its bytes counted as the load counts them; null (no slowdown) when the
     * routes join the two hosts in one way only, which validation refuses before a run.
     */
    private IdealFct ideal(Host src, Host dst, long bytes) {
        IdlePath path;
        try {
            path = IdlePath.between(src, dst);
        } catch (IllegalArgumentException noRoute) {
            return null;
        }
        long segments = (bytes + cfg.mssBytes() - 1) / cfg.mssBytes();
        long counted = basis == LoadBasis.PAYLOAD ? bytes : bytes + segments * Packet.HEADER_BYTES;
        return IdealFct.of(counted, path);
    }

    private void startFlow() {
        Host src;
        Host dst;
        if (samePool) {
            int n = sources.size();
            int s = pairs.nextInt(n);
            int d = pairs.nextInt(n - 1);
            if (d >= s) {
                d++;
            }
            src = sources.get(s);
            dst = sources.get(d);
        } else {
            src = sources.get(pairs.nextInt(sources.size()));
            dst = destinations.get(pairs.nextInt(destinations.size()));
            for (int tries = 0; dst == src && tries < 64; tries++) {
                dst = destinations.get(pairs.nextInt(destinations.size()));
            }
            if (dst == src) {
                scheduleNext();
                return;
            }
        }
        long bytes = sizes.sample(sizeRandom);
        TcpConnection c = TcpConnection.open(net, src, dst, cfg, cc);
        recorder.watch(c, ideal(src, dst, bytes));
        flowListener.accept(c);
        c.sender().write(bytes);
        c.sender().close();
        scheduleNext();
    }
}
