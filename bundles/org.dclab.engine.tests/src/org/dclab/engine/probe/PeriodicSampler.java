package org.dclab.engine.probe;

import java.util.function.DoubleSupplier;

import org.dclab.engine.api.Range;
import org.dclab.engine.api.TimeLimits;
import org.dclab.engine.core.Event;
import org.dclab.engine.core.Simulator;

/** Samples a value every {@code periodPs} into a {@link TimeSeries}, with one reused event. */
public final class PeriodicSampler {
    private final Simulator sim;
    private final long periodPs;
    private final DoubleSupplier source;
    private final TimeSeries series;
    private final Event tick = new Event() {
        @Override
        protected void fire() {
            series.add(sim.nowPs(), source.getAsDouble());
            sim.scheduleAfter(this, periodPs);
        }
    };

    public static final Range.Whole PERIOD_PS = TimeLimits.POSITIVE_SPAN_PS;

    /** Starts sampling now; stop with {@link #stop()}. */
    public PeriodicSampler(Simulator sim, String name, long periodPs, DoubleSupplier source) {
        if (!PERIOD_PS.contains(periodPs)) {
            throw new IllegalArgumentException("sampler " + name + ": period must be > 0 ps, got " + periodPs);
        }
        this.sim = sim;
        this.periodPs = periodPs;
        this.source = source;
        this.series = new TimeSeries(name);
        sim.schedule(tick, sim.nowPs());
    }

    public TimeSeries series() {
        return series;
    }

    public void stop() {
        sim.cancel(tick);
    }
}
