package org.dclab.sim;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.locks.ReentrantLock;

import org.dclab.engine.core.Simulator;
import org.dclab.engine.core.StopReason;
import org.dclab.engine.net.Network;
import org.dclab.sim.explain.Explanations;
import org.dclab.sim.internal.apps.RunningApplication;
import org.dclab.sim.internal.probes.ActivityMeter;
import org.dclab.sim.internal.probes.FlowOwners;
import org.dclab.sim.internal.probes.RouteBook;
import org.dclab.sim.internal.probes.PortInspector;
import org.dclab.sim.internal.probes.SeriesSink;
import org.dclab.sim.live.FlowRoutes;
import org.dclab.sim.live.Motion;
import org.dclab.sim.live.NetworkActivity;
import org.dclab.sim.live.PortInspection;
import org.dclab.sim.internal.trace.TraceRecorder;
import org.dclab.sim.pcap.PacketCapture;
import org.dclab.sim.trace.EventTrace;
import org.dclab.sim.trace.ScheduledEvent;
import org.dclab.sim.trace.TraceKind;

/**
 * One prepared run of a scenario. {@link #run} executes it on the calling thread in slices of simulated time, so
 * that progress is reported about ten times per wall second; {@link #cancel} (from any thread) stops it between
 * two events, and the result then covers everything simulated so far.
 */
public final class SimulationRun {

    /**
     * Wall time one slice should take: short enough for a canvas to show ten or more pictures of the network a second
     * (each slice ends with one), long enough that what a slice's end costs does not show.
     */
    private static final long SLICE_TARGET_NANOS = 50_000_000L;
    private static final long FIRST_SLICE_PS = 1_000_000L;
    /** Pending events the trace lists after every stop. */
    private static final int PENDING_SHOWN = 50;

    private final String scenarioName;
    private final Simulator sim;
    private final Network net;
    private final List<RunningApplication> apps;
    private final SeriesSink sink;
    private final long endPs;
    private final List<PacketCapture> captures = new ArrayList<>();
    private final Map<String, List<String>> portsOfLinks;
    private final Explanations explanations;
    private final boolean watchesLive;
    private final ChartModels chartModels;
    private final ActivityMeter meter;
    private volatile NetworkActivity activity;
    private final RouteBook routes;
    private final PortInspector inspector;
    /** The port someone inspects, or null: the only thing a run nobody inspects checks, once per slice or step. */
    private volatile String inspected;
    private volatile PortInspection inspection;
    /**
     * Held by the thread that runs the engine for the whole of {@link #advanceTo} or {@link #step}, so that an
     * inspector may look into the engine from its own thread exactly when no one runs it.
     */
    private final ReentrantLock running = new ReentrantLock();
    private final EventTrace trace;
    private final TraceRecorder recorder;
    private volatile double slowdown;
    /** Whether a canvas animates this run ({@link #animate}): only then is the network pictured after every slice. */
    private volatile boolean animated;
    private volatile boolean outOfMemory;
    /**
     * What an event threw, ending the run for good: the engine's state past a half-done event is no state to go on
     * from. A control compiled in the workbench that loops or throws ends a run this way (its message names its line).
     */
    private volatile RuntimeException failure;
    /** How the last command returned: whether the run finished or only stands still. Written by the running thread. */
    private volatile Halt lastHalt;

    SimulationRun(String scenarioName, Simulator sim, Network net, List<RunningApplication> apps, SeriesSink sink, long endPs,
            Map<String, List<String>> portsOfLinks, RunObservers observers, ChartModels chartModels) {
        this.scenarioName = scenarioName;
        this.explanations = observers.explanations();
        this.watchesLive = observers.watchesLive();
        this.trace = observers.trace();
        this.recorder = observers.recorder();
        this.chartModels = chartModels;
        this.portsOfLinks = portsOfLinks;
        this.sim = sim;
        this.net = net;
        this.apps = apps;
        this.sink = sink;
        this.endPs = endPs;
        FlowOwners owners = new FlowOwners(apps);
        if (trace != null) {
            // Its trace names every flow as it opens already: learning the owners alongside costs as little, and the
            // Inspector then names the generated flows that were dropped or marked, and closed, before it looked.
            owners.learnFromNow();
        }
        this.meter = new ActivityMeter(net, owners);
        this.activity = meter.snapshot(Motion.RUNNING);
        this.routes = new RouteBook(apps, portsOfLinks);
        this.inspector = new PortInspector(net, owners, trace != null);
        listPending();
    }

    public long endPs() {
        return endPs;
    }

    /**
     * Writes every packet that starts onto the wire at {@code target} to a pcap file: a link of the scenario (both
     * directions), a host (both directions of its link) or an engine port "from->to". Call before {@link #run}.
     */
    public void capture(String target, Path file) throws IOException {
        List<String> linkPorts = portsOfLinks.get(target);
        captures.add(linkPorts != null ? PacketCapture.open(net, linkPorts, file) : PacketCapture.open(net, target, file));
    }

    /**
     * Whether {@link #capture} can capture at {@code target}, asked before any file is made for it: throws
     * IllegalArgumentException naming a link, host and ports there are when it names none of them.
     */
    public void checkCaptureTarget(String target) {
        if (!portsOfLinks.containsKey(target)) {
            PacketCapture.checkTarget(net, target);
        }
    }

    /** Runs to the end on the calling thread and closes the captures. */
    public RunResult run(ProgressListener listener) throws IOException {
        try {
            advanceTo(endPs, listener);
            if (failure != null) {
                throw failure;
            }
        } finally {
            closeCaptures();
        }
        return result();
    }

    /**
     * Runs on the calling thread until simulated time {@code targetPs} (at most the end time) in slices of about
     * 50 ms wall time, telling {@code listener} after each. Events at exactly {@code targetPs} are executed. With
     * a {@link #slowdown} set, slices are 20 ms of wall time and the thread sleeps between them to keep the pace. An
     * interrupt of the thread pauses the run at the end of the slice (at once while it sleeps) and stays set.
     */
    public Halt advanceTo(long targetPs, ProgressListener listener) {
        running.lock();
        try {
            return advanceLocked(targetPs, listener);
        } finally {
            running.unlock();
        }
    }

    private Halt advanceLocked(long targetPs, ProgressListener listener) {
        if (outOfMemory || failure != null) {
            return lastHalt = Halt.CANCELLED;
        }
        long wallStart = System.nanoTime();
        long target = Math.min(endPs, Math.max(targetPs, sim.nowPs()));
        long slicePs = FIRST_SLICE_PS;
        StopReason stop = StopReason.TIME_LIMIT;
        Pace pace = null;
        try {
            while (sim.nowPs() < target) {
                long sliceStart = System.nanoTime();
                double slow = slowdown;
                if (slow > 0 && (pace == null || pace.slowdown != slow)) {
                    // A new pace counts from now, so a change of speed mid-run neither races nor stalls.
                    pace = new Pace(slow, sliceStart, sim.nowPs());
                } else if (slow <= 0) {
                    pace = null;
                }
                long sliceEndPs = pace == null ? sim.nowPs() + slicePs : sim.nowPs() + pace.slicePs();
                stop = sim.runUntil(Math.min(target, sliceEndPs));
                if (animated) {
                    activity = meter.snapshot(Motion.ofSlice(pace == null ? 0 : pace.slowdown));
                }
                inspectNow();
                listener.progress(new RunProgress(sim.nowPs(), endPs, sim.eventCount(), System.nanoTime() - wallStart));
                // The Event List shows what comes next while the run goes on, at full speed too: a few dozen of the
                // earliest pending events per slice of about 50 ms costs nothing that shows.
                listPending();
                if (stop != StopReason.TIME_LIMIT) {
                    break;
                }
                boolean onTime = pace == null || pace.sleepUntilDue(sim.nowPs());
                if (!onTime || Thread.currentThread().isInterrupted()) {
                    // Whoever owns the thread wants it back: the run pauses and the interrupt stays set for them.
                    stop = StopReason.PAUSED;
                    break;
                }
                if (pace == null) {
                    slicePs = nextSlice(slicePs, System.nanoTime() - sliceStart);
                }
            }
        } catch (OutOfMemoryError e) {
            // What was measured is worth more than the event that did not fit: the run stops here for good.
            MemoryReserve.release();
            outOfMemory = true;
            stop = StopReason.CANCELLED;
        } catch (RuntimeException e) {
            failure = e;
            stop = StopReason.CANCELLED;
        } finally {
            listPending();
        }
        if (!animated && !outOfMemory) {
            activity = meter.snapshot(Motion.ofSlice(pace == null ? 0 : pace.slowdown));
        }
        return lastHalt = halt(stop);
    }

    /**
     * Runs until right after the next trace event of {@code kind} (the clock then equals its time) or, if none
     * comes, until the end. Needs a run prepared with {@link RunOptions#trace(int)}.
     */
    public Halt advanceUntilNext(TraceKind kind, ProgressListener listener) {
        if (recorder == null) {
            throw new IllegalStateException("run until the next " + kind + ": prepare the run with RunOptions.trace(capacity)");
        }
        recorder.stopAfter(kind);
        Halt halt;
        try {
            halt = advanceTo(endPs, listener);
        } finally {
            if (recorder.stoppedByKind()) {
                halt = Halt.REACHED;
            }
        }
        return lastHalt = halt;
    }

    /**
     * Simulated time per wall time from now on: 1000 plays one simulated microsecond in one wall millisecond
     * (a real-time factor of 1:1000); 0 runs as fast as possible. Callable from any thread.
     */
    public void slowdown(double wallPerSimulated) {
        if (!(wallPerSimulated >= 0) || Double.isInfinite(wallPerSimulated)) {
            throw new IllegalArgumentException("slowdown must be a finite number >= 0, got " + wallPerSimulated);
        }
        slowdown = wallPerSimulated;
    }

    /** The trace of this run, or null unless it was prepared with {@link RunOptions#trace(int)}. */
    public EventTrace trace() {
        return trace;
    }

    /**
     * Whether the trace keeps what happens from now on (it does from the start). Off, a traced run costs about a
     * branch per event, and {@link #advanceUntilNext} still stops where it would: a workbench records only while an
     * event list shows the run. Callable from any thread; ignored for a run without a trace.
     */
    public void recordTrace(boolean on) {
        if (recorder != null) {
            recorder.recording(on);
        }
    }

    /**
     * Runs until the clock reads {@code targetPs} as {@link #advanceTo} does, then pictures the network as after a
     * {@link #step}, its packets in flight told apart: a teacher's "Step Δt", whose packets the canvas draws.
     */
    public Halt stepTo(long targetPs, ProgressListener listener) {
        running.lock();
        try {
            return advanceLocked(targetPs, listener);
        } finally {
            activity = meter.snapshot(Motion.STEPPED);
            running.unlock();
        }
    }

    /**
     * Executes the next {@code events} events on the calling thread, never past the end time; a teacher's "Step".
     */
    public Halt step(long events) {
        running.lock();
        try {
            return lastHalt = stepEvents(events);
        } finally {
            activity = meter.snapshot(Motion.STEPPED);
            inspectNow();
            listPending();
            running.unlock();
        }
    }

    /**
     * Inspects the queue of port {@code portName} ("from->to") from now on, or nobody's for null: its picture is taken
     * after every slice of a run and every step, and at once when the run stands still. Callable from any thread.
     */
    public void inspect(String portName) {
        inspected = portName;
        if (portName == null) {
            inspection = null;
        } else if (running.tryLock()) {
            try {
                inspectNow();
            } finally {
                running.unlock();
            }
        }
    }

    /**
     * The latest picture of the inspected port's queue, or null when none is inspected, the run has no such port or
     * the picture is not taken yet (the run's thread takes it at the end of its current slice). A new picture is a
     * new object. Callable from any thread; costs one volatile read.
     */
    public PortInspection inspection() {
        PortInspection shown = inspection;
        return shown != null && shown.port().equals(inspected) ? shown : null;
    }

    /** Takes the inspected port's picture; only by whoever holds {@link #running}. */
    private void inspectNow() {
        String port = inspected;
        if (port != null) {
            inspection = inspector.inspect(port);
        }
    }

    private Halt stepEvents(long events) {
        if (failure != null) {
            return Halt.CANCELLED;
        }
        try {
            return stepEventsOrFail(events);
        } catch (RuntimeException e) {
            failure = e;
            return Halt.CANCELLED;
        }
    }

    private Halt stepEventsOrFail(long events) {
        for (long i = 0; i < events; i++) {
            if (sim.isCancelled()) {
                return Halt.CANCELLED;
            }
            if (sim.takePauseRequest()) {
                return Halt.PAUSED;
            }
            if (sim.nextEventPs() > endPs || !sim.step()) {
                return Halt.FINISHED;
            }
        }
        return Halt.REACHED;
    }

    private void listPending() {
        if (trace != null) {
            trace.pending(sim.pending(PENDING_SHOWN).stream().map(e -> new ScheduledEvent(e.timePs(), e.label())).toList());
        }
    }

    private Halt halt(StopReason stop) {
        return switch (stop) {
            case CANCELLED -> Halt.CANCELLED;
            case PAUSED -> Halt.PAUSED;
            case EMPTY -> Halt.FINISHED;
            case TIME_LIMIT -> sim.nowPs() >= endPs ? Halt.FINISHED : Halt.REACHED;
        };
    }

    /** Simulated time now; read it on the thread that runs, or after that thread has handed the run over. */
    public long nowPs() {
        return sim.nowPs();
    }

    /**
     * Pictures the network after every slice of {@link #advanceTo} from now on, for a canvas that animates this run
     * ({@link org.dclab.sim.live.LiveActivity#show} asks for it). A run nobody shows is pictured only when a command
     * ends, so it walks no ports while it runs.
     */
    public void animate() {
        animated = true;
    }

    /**
     * The network's activity as the run's thread last published it: after preparing, after each {@link #step}, and
     * after each slice of {@link #advanceTo} once {@link #animate animated}, else when it returns. Callable from any
     * thread at any time; costs one volatile read.
     */
    public NetworkActivity activity() {
        return activity;
    }

    /**
     * The links each flow opened so far takes, as the run's switches forward it (ECMP's choice included). Callable
     * from any thread; the same object until another flow opens.
     */
    public FlowRoutes flowRoutes() {
        return routes.routes();
    }

    /** Events executed so far; same threading as {@link #nowPs()}. */
    public long eventCount() {
        return sim.eventCount();
    }

    /**
     * Why windows were cut, packets dropped or marked and timers expired so far, when {@link RunOptions#explain}
     * asked for it; empty otherwise. Readable from any thread while the run goes on.
     */
    public Optional<Explanations> explanations() {
        return Optional.ofNullable(explanations);
    }

    /**
     * Levels of the recorded queues, by series key then label ("K", "min_th", "max_th"), in the series' unit
     * (packets; a queue in bytes is counted in 1500-byte packets): what a queue chart draws as lines.
     */
    public Map<SeriesKey, Map<String, Double>> queueLines() {
        return chartModels.queueLines();
    }

    /**
     * Every series recorded so far, in the order each was created, readable from any thread while the run goes on:
     * a series' samples below its {@link Series#published()} count are final.
     */
    public List<Series> series() {
        return sink.all();
    }

    /**
     * The measures this run records, or will record once its connections open: known as soon as it is prepared, so a
     * chart can tell before the run starts whether the run will give it lines. Readable from any thread.
     */
    public Set<Measure> measures() {
        return sink.measures();
    }

    /** What the charts draw beside the series: queue levels and the analytic models of the scenario. */
    public ChartModels chartModels() {
        return chartModels;
    }

    /**
     * True when the run samples what live charts show beyond the scenario's probes (see
     * {@link RunOptions#watchLive}); those samples are events, so a remake of the run must watch alike.
     */
    public boolean watchesLive() {
        return watchesLive;
    }

    /** What was measured so far; callable between steps and after the end. */
    public RunResult result() {
        RunStatus status = status();
        List<FlowResult> flows = new ArrayList<>();
        apps.forEach(app -> flows.addAll(app.flows()));
        return new RunResult(status, RunSummaries.summarize(scenarioName, sim, net, apps, status), sink.all(), standing(),
                flows);
    }

    private RunStatus status() {
        if (outOfMemory) {
            return RunStatus.OUT_OF_MEMORY;
        }
        if (sim.isCancelled() || failure != null) {
            return RunStatus.CANCELLED;
        }
        return lastHalt == Halt.FINISHED ? RunStatus.COMPLETED : RunStatus.STOPPED;
    }

    /**
     * Where the run stands, in words a person reads: "finished at 1000 ms", "stopped at 64 ms of 1000 ms (paused)",
     * "(stopped where asked)" after a step or Run until, "cancelled at …", "out of memory at …".
     */
    public String standing() {
        String at = millis(sim.nowPs());
        String of = " of " + millis(endPs);
        return switch (status()) {
            case COMPLETED -> "finished at " + at;
            case CANCELLED -> failure != null ? "stopped at " + at + of + ": " + failure() : "cancelled at " + at + of;
            case OUT_OF_MEMORY -> "out of memory at " + at + of;
            case STOPPED -> "stopped at " + at + of + " (" + (lastHalt == null ? "not started" : lastHalt == Halt.PAUSED ? "paused"
                    : "stopped where asked") + ")";
        };
    }

    /** "64 ms", "0.0125 ms": to the picosecond, without trailing zeros. */
    private static String millis(long ps) {
        return java.math.BigDecimal.valueOf(ps, 9).stripTrailingZeros().toPlainString() + " ms";
    }

    /** Why an event ended the run for good, in the words of what it threw; null while it has not. */
    public String failure() {
        RuntimeException f = failure;
        return f == null ? null : f.getMessage() == null ? f.toString() : f.getMessage();
    }

    /** How the last command left the run, or null before any. */
    public Halt lastHalt() {
        return lastHalt;
    }

    /** Asks a running {@link #advanceTo} to return before its next event; callable from any thread. */
    public void pause() {
        sim.requestPause();
    }

    private void closeCaptures() throws IOException {
        for (PacketCapture capture : captures) {
            capture.close();
        }
    }

    /** Stops the run between two events; callable from any thread, also before {@link #run} or after it. */
    public void cancel() {
        sim.requestCancel();
    }

    private static long nextSlice(long slicePs, long tookNanos) {
        if (tookNanos < SLICE_TARGET_NANOS / 2) {
            return Math.min(slicePs * 2, Long.MAX_VALUE / 4);
        }
        if (tookNanos > SLICE_TARGET_NANOS * 2) {
            return Math.max(slicePs / 2, 1);
        }
        return slicePs;
    }
}
