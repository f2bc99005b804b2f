package org.dclab.ui.views;

import java.util.ArrayList;
import java.util.List;

import org.dclab.sim.AnalyticModels.Coexistence;
import org.dclab.sim.Measure;
import org.dclab.sim.SeriesKey;
import org.dclab.ui.run.SessionHistory;
import org.jfree.data.xy.XYSeries;

/**
 * The goodput of a coexistence run's DCTCP flows over that of its TCP flows, one point per goodput period, from
 * the recorded goodput series. The probes of one period fire together, so the i-th samples of all flows belong
 * to the same interval.
 */
final class GoodputShare {

    static final String SIMULATED = "DCTCP / TCP";

    private XYSeries ratio;
    private int drawnTo;

    void clear() {
        ratio = null;
        drawnTo = 0;
    }

    /** Adds the periods every flow has reported since the last call. */
    void update(ChartSlot slot, Coexistence flows, SessionHistory history) {
        List<SessionHistory.Track> dctcp = goodputs(flows.dctcpApps(), history);
        List<SessionHistory.Track> tcp = goodputs(flows.tcpApps(), history);
        if (dctcp == null || tcp == null) {
            return;
        }
        if (ratio == null) {
            ratio = slot.addDerivedSeries(SIMULATED, ChartFeed.MAX_ITEMS);
        }
        int end = Integer.MAX_VALUE;
        for (SessionHistory.Track t : concat(dctcp, tcp)) {
            end = Math.min(end, t.end());
        }
        for (int i = drawnTo; i < end; i++) {
            double tcpBps = sum(tcp, i);
            if (tcpBps > 0) {
                ratio.add(dctcp.get(0).timePs(i) / 1e12, sum(dctcp, i) / tcpBps, i == end - 1);
            }
        }
        drawnTo = Math.max(drawnTo, end);
    }

    /** The goodput track of every app, or null while one has not reported yet. */
    private static List<SessionHistory.Track> goodputs(List<String> apps, SessionHistory history) {
        List<SessionHistory.Track> tracks = new ArrayList<>();
        for (String app : apps) {
            SessionHistory.Track t = history.track(SeriesKey.ofApplication(app, Measure.GOODPUT));
            if (t == null) {
                return null;
            }
            tracks.add(t);
        }
        return tracks;
    }

    private static double sum(List<SessionHistory.Track> tracks, int i) {
        return tracks.stream().mapToDouble(t -> t.value(i)).sum();
    }

    private static List<SessionHistory.Track> concat(List<SessionHistory.Track> a, List<SessionHistory.Track> b) {
        List<SessionHistory.Track> all = new ArrayList<>(a);
        all.addAll(b);
        return all;
    }
}
