package org.dclab.ui.views;

import java.util.Set;

import org.dclab.model.transport.CongestionControls;
import org.dclab.sim.ChartModels;
import org.dclab.sim.Measure;
import org.dclab.sim.SeriesKey;

/**
 * What one live chart shows, by the measure of the bridge's series keys: queue lengths of ports, windows,
 * slow-start thresholds and α of flows, goodput, con_wnd, live connections and awnd of applications.
 */
public enum ChartKind {
    /**
     * A count of packets, but drawn as a line: its series is thinned to the first, lowest, highest and last sample of
     * each bucket of time (see SeriesThinning), and steps between those would show plateaus the queue never held.
     */
    QUEUE("Queue length", "queue (packets)", 1, false, false,
            "This scenario records no queue: add a Queue length probe on a link (Outline \u25b8 Add Probe) and run again."),
    CWND("Congestion window", "cwnd (bytes)", 1, true, false, "No connection has sent yet."),
    SSTHRESH("Slow-start threshold", "ssthresh (bytes)", 1, true, false, "No connection has sent yet."),
    /** Titled by the congestion controls the registry says keep α, as a sentence names them. */
    ALPHA(CongestionControls.keepingAlpha() + " \u03b1", "\u03b1 (fraction of marked bytes)", 1, true, false,
            "No DCTCP or GEMINI connection has sent yet: \u03b1 is theirs."),
    GOODPUT("Goodput", "goodput (Gbit/s)", 1e-9, false, false, "No application has delivered data yet."),
    /** Both change only at events, and hold their value in between. */
    CONNECTIONS("AIPM connection window and live connections", "connections", 1, false, true,
            "This scenario has no incast client: con_wnd and live connections are an incast application's (see Lab 2)."),
    AWND("AIPM advertised window", "awnd (bytes)", 1, false, true,
            "No incast client here advertises a window: awnd is AIPM's (see Lab 2)."),
    /** Derived from the goodput series, not recorded: see {@link GoodputShare}. */
    SHARE("DCTCP / TCP goodput ratio", "goodput ratio", 1, false, false,
            "This ratio needs DCTCP and TCP flows side by side, as the coexistence examples have.");

    private final String title;
    private final String axisLabel;
    private final double scale;
    private final boolean perConnection;
    private final boolean steps;
    private final String emptyAfterRun;

    ChartKind(String title, String axisLabel, double scale, boolean perConnection, boolean steps, String emptyAfterRun) {
        this.title = title;
        this.axisLabel = axisLabel;
        this.scale = scale;
        this.perConnection = perConnection;
        this.steps = steps;
        this.emptyAfterRun = emptyAfterRun;
    }

    public String title() {
        return title;
    }

    public String axisLabel() {
        return axisLabel;
    }

    /** Whether a logarithmic value axis is offered: windows, which are never zero and may differ a hundredfold. */
    boolean logarithmicOffered() {
        return this == CWND || this == SSTHRESH || this == AWND;
    }

    /** Factor from the bridge's unit to the axis' (bit/s to Gbit/s for goodput). */
    double scale() {
        return scale;
    }

    /** One series per connection: an incast has hundreds, so only the first few are drawn. */
    boolean perConnection() {
        return perConnection;
    }

    /**
     * Whether the series are step functions, recorded at each change and constant in between, drawn as steps:
     * a line from one change to the next would show values they never took.
     */
    boolean steps() {
        return steps;
    }

    /** What the chart says in place of lines when a run has gone some way and recorded nothing for it: why. */
    String emptyAfterRun() {
        return emptyAfterRun;
    }

    /**
     * Whether a run that records {@code measures} gives this chart lines, as known before it starts (see
     * {@code SimulationRun#measures}): the goodput ratio also needs the coexistence model, drawn for DCTCP beside TCP.
     */
    public boolean fillsFrom(Set<Measure> measures, ChartModels models) {
        if (this == SHARE) {
            return measures.contains(Measure.GOODPUT) && models.coexistence().isPresent();
        }
        return measures.stream().anyMatch(m -> of(m) == this);
    }

    /** The kind that shows the series of {@code key}, or null for none. */
    public static ChartKind of(SeriesKey key) {
        return of(key.measure());
    }

    /** The kind that shows series of {@code measure}, or null for none. */
    public static ChartKind of(Measure measure) {
        return switch (measure) {
            case QUEUE_LENGTH -> QUEUE;
            case CWND -> CWND;
            case SSTHRESH -> SSTHRESH;
            case ALPHA -> ALPHA;
            case GOODPUT -> GOODPUT;
            case CON_WND, LIVE_CONNECTIONS -> CONNECTIONS;
            case AWND -> AWND;
            case QUEUE_DROPS, QUEUE_MARKS, RTT, LOST_CONNECTIONS -> null;
        };
    }

    /**
     * The legend's name of a series: the port of a queue, the connection of a window, the application of a goodput,
     * "app con_wnd" and "app live connections" on the chart that shows both.
     */
    public String label(SeriesKey key) {
        String subject = key.subject().label();
        if (this != CONNECTIONS) {
            return subject;
        }
        return subject + (key.measure() == Measure.LIVE_CONNECTIONS ? " live connections" : " " + key.measure().word());
    }
}
