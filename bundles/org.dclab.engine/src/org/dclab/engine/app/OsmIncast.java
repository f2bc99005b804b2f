package org.dclab.engine.app;

import java.util.List;

/**
 * OSM (Kajita, Osada, Fukushima, Yokohira, IEEE ICTC 2013): restrict the number of simultaneous connections and
 * the advertised window so the total window fits in port buffer plus BDP, and start the next connection before the
 * current one ends so the link does not idle during its handshake. Exact formulas were not recovered
 * (docs/ALGORITHMS.md section 2.3); reconstruction (RECON): every connection advertises w = ceil(C*D / packet) segments
 * (one connection alone fills the pipe), at most n = max(1, floor((B + C*D) / (w*packet))) connections carry a
 * full window, and a connection whose remaining data is at most one window no longer counts toward n, so its
 * successor's request and handshake overlap its last round trip (at most one successor each, so never more than
 * 2n are live). Envelope in wire packets as for {@link OsdtIncast}.
 */
public final class OsmIncast extends EnvelopeSchedule {
    public OsmIncast(OsdtIncast.Params params) {
        super(params);
    }

    @Override
    public String name() {
        return "osm";
    }

    @Override
    public void init(IncastSetup setup) {
        OsdtIncast.Params params = params();
        double bdpPackets = (params.envelopeBytes() - params.bufferBytes()) / setup.packetBytes();
        long windowSegments = Math.max(1, (long) Math.ceil(bdpPackets));
        schedule((int) Math.max(1, Math.floor(params.envelopeBytes() / (windowSegments * (double) setup.packetBytes()))),
                windowSegments * setup.mssBytes());
    }

    @Override
    public boolean mayStart(List<? extends IncastTransfer> live) {
        int busy = 0;
        for (IncastTransfer t : live) {
            if (t.remainingBytes() > windowBytes()) {
                busy++;
            }
        }
        return busy < concurrency() && live.size() < 2 * concurrency();
    }

    @Override
    public boolean reconsiderOnProgress() {
        return true;
    }
}
