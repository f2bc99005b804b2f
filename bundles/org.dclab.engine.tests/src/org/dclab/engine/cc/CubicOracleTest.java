package org.dclab.engine.cc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.dclab.engine.core.Time;
import org.dclab.engine.packet.Packet;
import org.dclab.engine.probe.SenderRecorder;
import org.dclab.engine.probe.TimeSeries;
import org.dclab.engine.queue.AbstractQueueDiscipline;
import org.dclab.engine.queue.DropReason;
import org.dclab.engine.tcp.TcpConnection;
import org.dclab.engine.tcp.TcpListener;
import org.dclab.engine.tcp.TcpSender;
import org.junit.jupiter.api.Test;

/**
 * RFC 9438's window curve: one CUBIC flow on a 1 Gbit/s path with RTT 40 ms (C*RTT = 3333 packets, far above the
 * window, so only the scripted loss limits it) loses one segment in slow start. After recovery the window must
 * follow W(t) = C(t - K)^3 + W_max, K = cbrt(W_max(1 - beta)/C), t from the end of recovery, within 5 %, through the
 * concave part and the plateau at W_max, until the Reno-friendly estimate W_est(t) = beta*W_max + 0.529*t/RTT
 * overtakes the curve (shortly after K at this RTT); from there RFC 9438 follows W_est instead, so the comparison
 * stops at that crossing, and beyond it the window must be at least the curve.
 */
class CubicOracleTest {
    @Test
    void windowFollowsTheCubicCurveAfterALoss() {
        long dropSeq = 300 * 1460L;
        boolean[] dropped = { false };
        Bottleneck b = new Bottleneck(1, 1, Bottleneck.GBPS, Time.fromMillis(40), () -> new AbstractQueueDiscipline() {
            @Override
            public boolean enqueue(Packet p) {
                if (!dropped[0] && p.payloadBytes() > 0 && p.seq() >= dropSeq) {
                    dropped[0] = true;
                    drop(p, DropReason.AQM);
                    return false;
                }
                accept(p);
                return true;
            }
        });
        TcpConnection c = b.bulk(1, Transport.cubic(Cubic.Params.DEFAULTS));
        SenderRecorder rec = new SenderRecorder("cubic");
        long[] recoveryEndPs = { -1 };
        c.sender().addListener(rec);
        c.sender().addListener(new TcpListener() {
            @Override
            public void onRecovery(long nowPs, TcpSender s, boolean entering) {
                if (!entering) {
                    recoveryEndPs[0] = nowPs;
                }
            }
        });
        b.sim.runUntil(Time.fromSeconds(2));
        Cubic cubic = (Cubic) c.sender().congestionControl();
        double wMax = cubic.wMaxSegments();
        double k = Math.cbrt(wMax * (1 - 0.7) / 0.4);
        assertTrue(recoveryEndPs[0] > 0 && wMax > 100, "one loss, recovered; W_max " + wMax);
        long t0 = recoveryEndPs[0];
        b.sim.runUntil(t0 + Time.fromSeconds(1.3 * k));
        assertEquals(1, rec.fastRecoveries(), "the scripted loss is the only congestion event");
        TimeSeries cwnd = rec.cwnd();
        double rtt = Time.toSeconds(b.rttPs);
        double renoAlpha = 3 * (1 - 0.7) / (1 + 0.7);
        double worst = 0;
        double crossing = -1;
        for (double t = 0.2; t <= 1.3 * k; t += 0.1) {
            double model = 0.4 * Math.pow(t - k, 3) + wMax;
            double measured = valueAt(cwnd, t0 + Time.fromSeconds(t)) / 1460;
            if (0.7 * wMax + renoAlpha * t / rtt > model) {
                crossing = crossing < 0 ? t : crossing;
                assertTrue(measured >= model * 0.99, "Reno-friendly region: window " + measured + " below curve " + model);
            } else {
                worst = Math.max(worst, Math.abs(measured - model) / model);
            }
        }
        assertTrue(crossing > k, "the cubic region covers the concave part and the plateau");
        assertTrue(worst <= 0.05, "worst relative error " + worst);
    }

    private static double valueAt(TimeSeries s, long tPs) {
        double v = Double.NaN;
        for (int i = 0; i < s.size() && s.timePs(i) <= tPs; i++) {
            v = s.value(i);
        }
        return v;
    }
}
