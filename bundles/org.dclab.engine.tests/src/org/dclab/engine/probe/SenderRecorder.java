package org.dclab.engine.probe;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import org.dclab.engine.tcp.TcpSender;
import org.dclab.engine.tcp.TcpListener;

/** Records one sender's cwnd and ssthresh on change, its RTT samples, and every RTO with its duration. */
public final class SenderRecorder implements TcpListener {
    /** One expiry of the retransmission timer. */
    public record RtoEvent(long timePs, long rtoPs, int backoffs) {
    }

    private final TimeSeries cwnd;
    private final TimeSeries ssthresh;
    private final TimeSeries rtt;
    private final List<RtoEvent> rtos = new ArrayList<>();
    private long fastRecoveries;
    private long retransmits;

    public SenderRecorder(String name) {
        cwnd = new TimeSeries(name + " cwnd");
        ssthresh = new TimeSeries(name + " ssthresh");
        rtt = new TimeSeries(name + " rtt");
    }

    @Override
    public void onCwnd(long nowPs, TcpSender s, long cwndBytes) {
        cwnd.add(nowPs, cwndBytes);
    }

    @Override
    public void onSsthresh(long nowPs, TcpSender s, long ssthreshBytes) {
        ssthresh.add(nowPs, ssthreshBytes == Long.MAX_VALUE ? Double.POSITIVE_INFINITY : ssthreshBytes);
    }

    @Override
    public void onRttSample(long nowPs, TcpSender s, long rttPs, long srttPs) {
        rtt.add(nowPs, rttPs);
    }

    @Override
    public void onRto(long nowPs, TcpSender s, long rtoPs, int backoffs) {
        rtos.add(new RtoEvent(nowPs, rtoPs, backoffs));
    }

    @Override
    public void onRecovery(long nowPs, TcpSender s, boolean entering) {
        if (entering) {
            fastRecoveries++;
        }
    }

    @Override
    public void onRetransmit(long nowPs, TcpSender s, long seq, int bytes) {
        retransmits++;
    }

    public TimeSeries cwnd() {
        return cwnd;
    }

    public TimeSeries ssthresh() {
        return ssthresh;
    }

    public TimeSeries rtt() {
        return rtt;
    }

    public List<RtoEvent> rtos() {
        return Collections.unmodifiableList(rtos);
    }

    public long fastRecoveries() {
        return fastRecoveries;
    }

    public long retransmits() {
        return retransmits;
    }
}
