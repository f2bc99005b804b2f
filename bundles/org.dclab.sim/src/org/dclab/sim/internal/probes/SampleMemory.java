package org.dclab.sim.internal.probes;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.dclab.engine.explain.Numbers;
import org.dclab.model.IncastClient;
import org.dclab.model.Probe;
import org.dclab.model.Scenario;
import org.dclab.model.validation.Labels;
import org.dclab.sim.Series;

/**
 * Whether a run can hold what its sampled probes record, known before it runs. Such a probe takes a sample every
 * period for the whole run, in each series it records (one per application, one per connection for α: an incast
 * client's servers, at least one otherwise), so the samples are the run's length over the period, times the series. A
 * sample is a time and a value, {@link Series#BYTES_PER_SAMPLE} bytes, kept in chunks whose first grows by doubling
 * and whose last may be partly empty, so a series takes up to twice that. Half the heap is left to the samples, the
 * rest to the network, its packets and writing the results.
 *
 * <p>When they do not fit, each probe sampling faster than the slowest period that would let all of them fit is named,
 * with that period: a period every sampled series can take, so following each warning makes the whole fit.
 */
public final class SampleMemory {

    /** Bytes a sample may take in the heap: its own, and as much again of chunk allocated ahead of it. */
    static final long HEAP_BYTES_PER_SAMPLE = 2L * Series.BYTES_PER_SAMPLE;

    private SampleMemory() {
    }

    /** One warning per probe whose samples do not fit a run to {@code endPs} in a heap of {@code heapBytes}. */
    public static List<String> warnings(Scenario scenario, long endPs, long heapBytes) {
        List<Probe> sampled = scenario.getExperiment() == null ? List.of()
                : scenario.getExperiment().getProbes().stream().filter(p -> isSampled(p) && p.getPeriodPs() > 0).toList();
        double samples = 0;
        long series = 0;
        for (Probe probe : sampled) {
            samples += (double) endPs / probe.getPeriodPs() * series(probe);
            series += series(probe);
        }
        double fitting = heapBytes / 2.0 / HEAP_BYTES_PER_SAMPLE;
        if (samples <= fitting) {
            return List.of();
        }
        long periodPs = roundedUp(Math.ceil(endPs * (double) series / fitting));
        List<String> warnings = new ArrayList<>();
        for (Probe probe : sampled) {
            if (probe.getPeriodPs() < periodPs) {
                double own = (double) endPs / probe.getPeriodPs() * series(probe);
                warnings.add(Labels.of(probe) + ": sampling every " + Numbers.time(probe.getPeriodPs()) + " for " + Numbers.time(endPs)
                        + " makes " + String.format(Locale.ROOT, "%.0f", own) + " samples (about " + bytes(own * HEAP_BYTES_PER_SAMPLE)
                        + "), more than the heap of " + (heapBytes >> 20) + " MiB can hold; sample every " + Numbers.time(periodPs)
                        + " or more (periodPs=\"" + periodPs + "\")");
            }
        }
        return warnings;
    }

    /** The kinds that take a sample every period; the others record a value when it changes. */
    private static boolean isSampled(Probe probe) {
        return switch (probe.getKind()) {
            case QUEUE_DROPS, QUEUE_MARKS, GOODPUT, ALPHA -> probe.getTarget() != null;
            default -> false;
        };
    }

    private static long series(Probe probe) {
        if (probe.getKind() == org.dclab.model.ProbeKind.ALPHA && probe.getTarget() instanceof IncastClient client) {
            int listed = client.getServers().size();
            return Math.max(1, client.getServerCount() > 0 ? Math.min(client.getServerCount(), listed) : listed);
        }
        return 1;
    }

    /** The next period of 1, 2 or 5 times a power of ten picoseconds, so that the advice reads as a round time. */
    static long roundedUp(double ps) {
        for (long decade = 1; decade <= Long.MAX_VALUE / 10; decade *= 10) {
            for (long step : new long[] { 1, 2, 5 }) {
                if (step * decade >= ps) {
                    return step * decade;
                }
            }
        }
        return Long.MAX_VALUE;
    }

    private static String bytes(double bytes) {
        String[] units = { "MiB", "GiB", "TiB", "PiB" };
        double value = bytes / (1 << 20);
        int unit = 0;
        while (value >= 1024 && unit < units.length - 1) {
            value /= 1024;
            unit++;
        }
        return Numbers.format(value) + " " + units[unit];
    }
}
