package org.dclab.sim.internal.probes;

import java.util.function.LongToDoubleFunction;

import org.dclab.engine.core.Event;
import org.dclab.engine.core.Simulator;
import org.dclab.sim.Series;

/** Samples a value every period with one reused event, from the first period on. */
final class SampledProbe extends Event {

    private final Simulator sim;
    private final SeriesSink sink;
    private final Series series;
    private final long periodPs;
    private final LongToDoubleFunction valueAtPs;

    SampledProbe(Simulator sim, SeriesSink sink, Series series, long periodPs, LongToDoubleFunction valueAtPs) {
        this.sim = sim;
        this.sink = sink;
        this.series = series;
        this.periodPs = periodPs;
        this.valueAtPs = valueAtPs;
        sim.schedule(this, sim.nowPs() + periodPs);
    }

    @Override
    protected void fire() {
        sink.record(series, sim.nowPs(), valueAtPs.applyAsDouble(sim.nowPs()));
        sim.scheduleAfter(this, periodPs);
    }
}
