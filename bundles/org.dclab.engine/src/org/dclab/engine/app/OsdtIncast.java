package org.dclab.engine.app;

import java.util.List;

import org.dclab.engine.api.ApplicationLimits;
import org.dclab.engine.core.Time;

/**
 * OSDT (Zhang et al., IEEE ICC 2015): a static schedule that limits both the number of concurrent connections and
 * the senders' windows so the total in flight fills the pipe without overflowing the buffer: n*w <= B + C*D. The
 * paper's optimisation model is not recoverable; docs/ALGORITHMS.md section 2.3 reconstructs it (RECON) as
 * n = min(N, floor((B + C*D) / packet)) and awnd = max(1, floor((B + C*D) / (n*packet))) segments, the next server
 * being asked when one finishes. The envelope is counted in wire packets (MSS + 40 B headers) because that is what
 * the buffer holds; counting payload MSS instead would overflow the buffer by the header share. It does not adapt
 * to background traffic, and without lost-connection detection a loss of a one-segment window waits for the RTO.
 */
public final class OsdtIncast extends EnvelopeSchedule {
    /** Bottleneck capacity, propagation RTT and buffer the schedule is computed for. */
    public record Params(long capacityBps, long rttPs, long bufferBytes) {
        public Params {
            if (!ApplicationLimits.SCHEDULE_CAPACITY_BPS.contains(capacityBps) || !ApplicationLimits.SCHEDULE_RTT_PS.contains(rttPs)
                    || !ApplicationLimits.SCHEDULE_BUFFER_BYTES.contains(bufferBytes)) {
                throw new IllegalArgumentException("osdt/osm: capacity and RTT must be > 0 and buffer >= 0, got "
                        + capacityBps + " bit/s, " + rttPs + " ps, " + bufferBytes + " B");
            }
        }

        /** B + C*D in bytes: what may be in flight without a drop. */
        public double envelopeBytes() {
            return bufferBytes + capacityBps * Time.toSeconds(rttPs) / 8;
        }
    }

    public OsdtIncast(Params params) {
        super(params);
    }

    @Override
    public String name() {
        return "osdt";
    }

    @Override
    public void init(IncastSetup setup) {
        double envelopePackets = params().envelopeBytes() / setup.packetBytes();
        int concurrency = (int) Math.max(1, Math.min(setup.servers(), Math.floor(envelopePackets)));
        schedule(concurrency, Math.max(1, (long) Math.floor(envelopePackets / concurrency)) * setup.mssBytes());
    }

    @Override
    public boolean mayStart(List<? extends IncastTransfer> live) {
        return live.size() < concurrency();
    }
}
