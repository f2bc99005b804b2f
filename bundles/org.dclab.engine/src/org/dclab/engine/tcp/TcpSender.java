package org.dclab.engine.tcp;

import org.dclab.engine.core.Simulator;
import org.dclab.engine.core.Timer;
import org.dclab.engine.net.Host;
import org.dclab.engine.net.PacketHandler;
import org.dclab.engine.packet.Ecn;
import org.dclab.engine.packet.Packet;
import org.dclab.engine.packet.TcpFlags;

/**
 * The data-sending end of a TCP connection (the active opener). Sequence numbers count payload bytes from 0;
 * the FIN takes one number after the last byte. The retransmission timer is RFC 6298's with Karn's rule and the
 * configured back-off rule; loss recovery is a {@link LossRecovery}: NewReno (RFC 6582) in the papers' stack, or a
 * SACK scoreboard with PRR as Linux runs it; window arithmetic is delegated to a {@link CongestionControl}.
 */
public final class TcpSender implements PacketHandler {
    private final Simulator sim;
    private final Host host;
    private final TcpConfig cfg;
    private final CongestionControl cc;
    private final TcpConnection connection;
    private final int localPort;
    private final int remoteAddress;
    private int remotePort;
    private int flowHash;
    private int mss;
    private final NegotiatedOptions options;
    private final RttEstimator rtt;
    private final DeliveryRateSampler rates = new DeliveryRateSampler();
    private final AckSample sample = new AckSample();
    private final SenderCongestionView ccView = new SenderCongestionView(this);
    private final LossRecovery recovery;
    private final RetransmissionTimer rtoTimer;
    private final Handshake handshake;
    private final Pacer pacer;
    private Timer timeWaitTimer;

    private TcpState state = TcpState.CLOSED;
    private boolean ecnOn;
    private long appEnd;
    private boolean closeRequested;
    private long finSeq = -1;
    private long sndUna;
    private long sndNxt;
    private long sndMax;
    private long cwnd;
    private long ssthresh = Long.MAX_VALUE;
    private long rwnd;
    private boolean cwrPending;
    private boolean cwndLimited;
    private long peerFinAck;
    private long lastSendPs;

    private long startPs = -1;
    private long allAckedPs = -1;
    private long retransmits;
    private long timeouts;
    private long reportedCwnd = -1;
    private long reportedSsthresh = -1;
    private TcpListener listener;
    private TcpSenderApp app;

    TcpSender(TcpConnection connection, Host host, TcpConfig cfg, CongestionControl cc, int remoteAddress) {
        this.connection = connection;
        this.sim = host.simulator();
        this.host = host;
        this.cfg = cfg;
        this.cc = cc;
        this.mss = cfg.mssBytes();
        this.options = new NegotiatedOptions(cfg);
        this.remoteAddress = remoteAddress;
        this.localPort = host.bind(this);
        this.rtt = new RttEstimator(cfg.initialRtoPs(), cfg.minRtoPs(), cfg.maxRtoPs(), cfg.clockGranularityPs());
        this.rtoTimer = new RetransmissionTimer(sim, rtt, this::onRetransmitTimer);
        this.handshake = new Handshake(this, cfg, rtt, rtoTimer);
        this.pacer = new Pacer(sim, cfg, this::trySend);
        this.cwnd = (long) cfg.initialWindowSegments() * mss;
        this.rwnd = cfg.receiveBufferBytes();
        this.recovery = cfg.sack() || cfg.prr() ? new ScoreboardRecovery(this, cfg, cc, ccView)
                : new NewRenoRecovery(this, cfg, cc, ccView);
    }

    void setRemotePort(int port) {
        this.remotePort = port;
        this.flowHash = Packet.hashFlow(host.address(), remoteAddress, localPort, port);
    }

    // ---- application interface -------------------------------------------------------------------------

    /** Starts the three-way handshake now. */
    public void connect() {
        if (state != TcpState.CLOSED || startPs >= 0) {
            throw new IllegalStateException("tcp flow " + connection.name() + ": connect() called twice");
        }
        startPs = sim.nowPs();
        state = TcpState.SYN_SENT;
        handshake.sendSyn();
    }

    /**
     * Appends {@code bytes} to the send buffer; returns how many fit (the rest must be written again after
     * {@link TcpSenderApp#onWritable}).
     */
    public long write(long bytes) {
        if (bytes < 0) {
            throw new IllegalArgumentException("tcp flow " + connection.name() + ": write size must be >= 0, got " + bytes);
        }
        if (closeRequested) {
            throw new IllegalStateException("tcp flow " + connection.name() + ": write after close()");
        }
        long room = cfg.sendBufferBytes() == Long.MAX_VALUE ? TcpConfig.MAX_STREAM_BYTES - appEnd
                : Math.min(cfg.sendBufferBytes() - (appEnd - sndUna), TcpConfig.MAX_STREAM_BYTES - appEnd);
        long accepted = Math.min(bytes, Math.max(0, room));
        appEnd += accepted;
        if (accepted > 0) {
            allAckedPs = -1;
            trySend();
        }
        return accepted;
    }

    /** No more data: a FIN follows the last written byte. */
    public void close() {
        if (!closeRequested) {
            closeRequested = true;
            trySend();
        }
    }

    /** Tears the connection down at once with a RST. */
    public void abort() {
        if (state == TcpState.CLOSED || state == TcpState.TIME_WAIT) {
            return;
        }
        send(sndNxt, 0, TcpFlags.RST, Ecn.NOT_ECT);
        finish(true);
    }

    public void setApp(TcpSenderApp app) {
        this.app = app;
    }

    /** Adds a probe; with none, each probe point costs one null check. */
    public void addListener(TcpListener l) {
        listener = TcpListeners.both(listener, l);
        ccView.explainTo(listener);
    }

    // ---- packet input --------------------------------------------------------------------------------------

    @Override
    public void receive(Packet p) {
        if (p.has(TcpFlags.RST)) {
            finish(true);
            return;
        }
        switch (state) {
            case SYN_SENT:
                if (p.has(TcpFlags.SYN) && p.has(TcpFlags.ACK)) {
                    onSynAck(p);
                }
                break;
            case ESTABLISHED:
            case FIN_WAIT:
                onAck(p);
                if (p.has(TcpFlags.FIN) && finSeq >= 0 && sndUna > finSeq) {
                    peerFinAck = p.seq() + 1;
                    send(sndNxt, 0, TcpFlags.ACK, Ecn.NOT_ECT);
                    enterTimeWait();
                }
                break;
            case TIME_WAIT:
                if (p.has(TcpFlags.FIN)) {
                    send(sndNxt, 0, TcpFlags.ACK, Ecn.NOT_ECT);
                }
                break;
            default:
                break;
        }
    }

    private void onSynAck(Packet p) {
        handshake.completed();
        ecnOn = cfg.ecn() && p.has(TcpFlags.ECE);
        options.agree(p);
        if (options.timestamps()) {
            mss = options.payloadPerSegment();
            cwnd = (long) cfg.initialWindowSegments() * mss;
        }
        rwnd = p.windowBytes();
        state = TcpState.ESTABLISHED;
        send(0, 0, TcpFlags.ACK, Ecn.NOT_ECT);
        cc.init(ccView);
        pacer.followWindow(cwnd, ssthresh, rtt.srttPs());
        reportWindows();
        if (listener != null) {
            listener.onEstablished(sim.nowPs(), this);
        }
        if (app != null) {
            app.onConnected(this);
        }
        trySend();
    }

    private void onAck(Packet p) {
        long ack = p.ack();
        if (ack > sndMax) {
            return;
        }
        long now = sim.nowPs();
        options.onSegment(p, peerFinAck);
        recovery.onAckArrived(p);
        boolean ece = ecnOn && p.has(TcpFlags.ECE);
        long priorInFlight = sndNxt - sndUna;
        AckSample a = sample;
        a.nowPs = now;
        a.ece = ece;
        a.rttPs = -1;
        a.deliveryRateBps = -1;
        a.priorDeliveredBytes = -1;
        a.inRecovery = recovery.inRecovery();
        a.priorInFlightBytes = priorInFlight;
        if (ack > sndUna) {
            long acked = ack - sndUna;
            long dataAcked = Math.min(ack, appEnd) - Math.min(sndUna, appEnd);
            long rttPs = rates.onAck(ack, now, dataAcked, a);
            if (rttPs < 0 && dataAcked > 0) {
                rttPs = options.rttFromEcho(p, now);
            }
            if (rttPs >= 0) {
                rtt.sample(rttPs);
                a.rttPs = rttPs;
                if (listener != null) {
                    listener.onRttSample(now, this, rttPs, rtt.srttPs());
                }
            }
            sndUna = ack;
            if (sndNxt < ack) {
                sndNxt = ack;
            }
            if (cfg.rtoBackoff() == RtoBackoff.CLEARED_BY_NEW_ACK) {
                rtt.clearBackoff();
            }
            rwnd = p.windowBytes();
            a.ackedBytes = dataAcked;
            a.duplicate = false;
            boolean restartTimer = recovery.onCumulativeAck(ack, acked);
            if (sndUna >= sndMax) {
                rtoTimer.stop();
            } else if (restartTimer) {
                rtoTimer.restart();
            }
        } else {
            boolean dup = ack == sndUna && p.payloadBytes() == 0 && !p.has(TcpFlags.FIN | TcpFlags.SYN)
                    && p.windowBytes() == rwnd && sndMax > sndUna;
            rwnd = p.windowBytes();
            a.ackedBytes = 0;
            a.duplicate = dup;
            if (dup) {
                recovery.onDuplicateAck();
            }
        }
        if (recovery.beforeCongestionControl(a, ece)) {
            cwrPending = true;
        }
        a.deliveredBytes = rates.delivered();
        cc.onAck(ccView, a);
        recovery.afterCongestionControl(a);
        reportWindows();
        pacer.followWindow(cwnd, ssthresh, rtt.srttPs());
        if (a.ackedBytes > 0) {
            afterDataAcked();
        }
        trySend();
    }

    private void afterDataAcked() {
        if (sndUna >= appEnd && allAckedPs < 0 && appEnd > 0) {
            allAckedPs = sim.nowPs();
            if (listener != null) {
                listener.onAllAcked(allAckedPs, this, appEnd);
            }
            if (app != null) {
                app.onAllAcked(this);
            }
        }
        if (app != null && cfg.sendBufferBytes() != Long.MAX_VALUE && !closeRequested) {
            long free = cfg.sendBufferBytes() - (appEnd - Math.min(sndUna, appEnd));
            if (free > 0) {
                app.onWritable(this, free);
            }
        }
    }

    // ---- timers ------------------------------------------------------------------------------------------

    private void onRetransmitTimer() {
        if (state == TcpState.SYN_SENT) {
            noteTimeout();
            if (!handshake.retry()) {
                finish(true);
            }
            return;
        }
        if (sndUna >= sndMax || (state != TcpState.ESTABLISHED && state != TcpState.FIN_WAIT)) {
            return;
        }
        noteTimeout();
        recovery.onTimeout(rtt.backoffs() == 0);
        cc.onRetransmitTimeout(ccView);
        rtoTimer.backOffAndRestart();
        reportWindows();
        trySend();
    }

    /** Counts an expiry of the retransmission timer and reports it with the timeout that expired. */
    private void noteTimeout() {
        timeouts++;
        if (ccView.explaining()) {
            ccView.explain(SenderReasons.timeout(rtt, cfg, state == TcpState.SYN_SENT));
        }
        if (listener != null) {
            listener.onRto(sim.nowPs(), this, rtt.rtoPs(), rtt.backoffs());
        }
    }

    private void enterTimeWait() {
        state = TcpState.TIME_WAIT;
        rtoTimer.dispose();
        pacer.dispose();
        timeWaitTimer = new Timer(sim, () -> finish(false));
        timeWaitTimer.armAfter(cfg.timeWaitPs());
    }

    private void finish(boolean reset) {
        if (state == TcpState.CLOSED && startPs >= 0 && !reset) {
            return;
        }
        boolean wasOpen = state != TcpState.CLOSED;
        state = TcpState.CLOSED;
        rtoTimer.dispose();
        pacer.dispose();
        if (timeWaitTimer != null) {
            timeWaitTimer.dispose();
        }
        host.unbind(localPort);
        if (wasOpen) {
            if (listener != null) {
                listener.onClosed(sim.nowPs(), this, reset);
            }
            if (app != null) {
                app.onClosed(this, reset);
            }
        }
    }

    // ---- output ------------------------------------------------------------------------------------------

    private void trySend() {
        if (state != TcpState.ESTABLISHED && state != TcpState.FIN_WAIT) {
            return;
        }
        long now = sim.nowPs();
        if (!recovery.retransmit(now)) {
            return;
        }
        while (true) {
            if (sndNxt < appEnd) {
                int len = (int) Math.min(mss, appEnd - sndNxt);
                if (recovery.pipeBytes() + len > cwnd + recovery.limitedTransmitAllowance() || sndNxt - sndUna + len > rwnd) {
                    cwndLimited = true;
                    return;
                }
                if (!pacer.mayTransmit(now)) {
                    return;
                }
                if (cfg.slowStartAfterIdle() && sndUna == sndMax && sndMax > 0 && now - lastSendPs > rtt.rtoPs()) {
                    cwnd = SenderReasons.restartAfterIdle(cc, ccView, now - lastSendPs, rtt.rtoPs());
                    reportWindows();
                }
                sendSegment(sndNxt, len);
                sndNxt += len;
            } else {
                cwndLimited = false;
                if (!closeRequested) {
                    rates.noteAppLimited(sndNxt - sndUna);
                }
                if (closeRequested && sndNxt == appEnd) {
                    sendFin();
                }
                return;
            }
        }
    }

    private void sendSegment(long seq, int len) {
        long now = sim.nowPs();
        boolean retx = seq < sndMax;
        int flags = TcpFlags.ACK;
        Ecn ecn = Ecn.NOT_ECT;
        if (ecnOn && !retx) {
            ecn = Ecn.ECT0;
            if (cwrPending) {
                flags |= TcpFlags.CWR;
                cwrPending = false;
            }
        }
        rates.onTransmit(seq + len, now, retx, sndUna == sndMax);
        send(seq, len, flags, ecn);
        if (seq + len > sndMax) {
            sndMax = seq + len;
        }
        if (retx) {
            noteRetransmit(seq, len);
        }
        lastSendPs = now;
        pacer.onTransmit(len, now);
        rtoTimer.startIfStopped();
        recovery.onTransmit(seq, len, retx);
        cc.onSend(ccView, seq, len, retx);
    }

    /** A retransmission chosen by a scoreboard recovery, within the window it checked. */
    void retransmitSegment(long seq, int len) {
        long now = sim.nowPs();
        rates.markRetransmitted(sndUna, seq + len);
        send(seq, len, TcpFlags.ACK, Ecn.NOT_ECT);
        noteRetransmit(seq, len);
        lastSendPs = now;
        pacer.onTransmit(len, now);
        rtoTimer.startIfStopped();
    }

    /** Resends the segment at snd.una (or the FIN), bypassing the window as fast retransmit must. */
    void retransmitHead() {
        long dataEnd = Math.min(appEnd, sndMax);
        if (sndUna < dataEnd) {
            int len = (int) Math.min(mss, dataEnd - sndUna);
            rates.markRetransmitted(sndUna, sndUna + len);
            send(sndUna, len, TcpFlags.ACK, Ecn.NOT_ECT);
            noteRetransmit(sndUna, len);
        } else if (finSeq >= 0 && sndUna == finSeq) {
            send(finSeq, 0, TcpFlags.FIN | TcpFlags.ACK, Ecn.NOT_ECT);
        }
        lastSendPs = sim.nowPs();
    }

    private void sendFin() {
        finSeq = appEnd;
        state = TcpState.FIN_WAIT;
        rates.onTransmit(appEnd + 1, sim.nowPs(), sndMax > appEnd, false);
        send(appEnd, 0, TcpFlags.FIN | TcpFlags.ACK, Ecn.NOT_ECT);
        sndNxt = appEnd + 1;
        sndMax = Math.max(sndMax, sndNxt);
        rtoTimer.startIfStopped();
    }

    /** A segment without payload at sequence 0: the handshake's SYN. */
    void sendControl(int flags) {
        send(0, 0, flags, Ecn.NOT_ECT);
    }

    private void noteRetransmit(long seq, int len) {
        retransmits++;
        if (listener != null) {
            listener.onRetransmit(sim.nowPs(), this, seq, len);
        }
    }

    private void send(long seq, int len, int flags, Ecn ecn) {
        long now = sim.nowPs();
        int opts = (flags & TcpFlags.SYN) != 0 ? options.offered() : options.onSegments();
        host.send(new Packet(host.address(), remoteAddress, localPort, remotePort, flowHash, seq, peerFinAck, flags,
                len, cfg.receiveBufferBytes(), ecn, now, opts, opts == 0 ? 0 : options.clock(now), options.tsRecent(), null));
    }

    private void reportWindows() {
        if (cwnd < mss) {
            cwnd = mss;
        }
        ccView.deliverPending(cwnd);
        if (listener == null) {
            return;
        }
        if (cwnd != reportedCwnd) {
            reportedCwnd = cwnd;
            listener.onCwnd(sim.nowPs(), this, cwnd);
        }
        if (ssthresh != reportedSsthresh) {
            reportedSsthresh = ssthresh;
            listener.onSsthresh(sim.nowPs(), this, ssthresh);
        }
    }

    // ---- observation -----------------------------------------------------------------------------------

    public TcpConnection connection() {
        return connection;
    }

    public Host host() {
        return host;
    }

    public int localPort() {
        return localPort;
    }

    public TcpState state() {
        return state;
    }

    public CongestionControl congestionControl() {
        return cc;
    }

    public long cwndBytes() {
        return cwnd;
    }

    public long ssthreshBytes() {
        return ssthresh;
    }

    public long sndUna() {
        return sndUna;
    }

    public long sndNxt() {
        return sndNxt;
    }

    /** Payload bytes acknowledged so far. */
    public long bytesAcked() {
        return Math.min(sndUna, appEnd);
    }

    public long bytesWritten() {
        return appEnd;
    }

    public boolean ecnNegotiated() {
        return ecnOn;
    }

    public boolean sackNegotiated() {
        return options.sack();
    }

    public boolean timestampsNegotiated() {
        return options.timestamps();
    }

    public boolean inRecovery() {
        return recovery.inRecovery();
    }

    public RttEstimator rtt() {
        return rtt;
    }

    public long retransmits() {
        return retransmits;
    }

    public long timeouts() {
        return timeouts;
    }

    /** Time {@link #connect()} was called, or -1. */
    public long startPs() {
        return startPs;
    }

    /** Time the last written byte was acknowledged, or -1 while data is outstanding. */
    public long allAckedPs() {
        return allAckedPs;
    }

    long pacingRateBps() {
        return pacer.rateBps();
    }

    // ---- raw window writes: SenderCongestionView applies the control's floors, LossRecovery writes below them ----

    Pacer pacer() {
        return pacer;
    }

    long sndMax() {
        return sndMax;
    }

    void setCwndRaw(long v) {
        cwnd = v;
    }

    void setSsthreshRaw(long v) {
        ssthresh = v;
    }

    /** After a timeout without a scoreboard: everything outstanding is sent again from snd.una. */
    void goBackN() {
        sndNxt = sndUna;
        rates.clear();
    }

    /** What the window gate counts against cwnd (RFC 6675's pipe with a scoreboard). */
    long pipeBytes() {
        return recovery.pipeBytes();
    }

    long limitedTransmitBytes() {
        return recovery.limitedTransmitBytes();
    }

    void noteWindowLimited() {
        cwndLimited = true;
    }

    boolean pacerAllows(long nowPs) {
        return pacer.mayTransmit(nowPs);
    }

    void restartRetransmitTimer() {
        rtoTimer.restart();
    }

    void notifyRecovery(boolean entering) {
        if (listener != null) {
            listener.onRecovery(sim.nowPs(), this, entering);
        }
    }

    boolean isCwndLimited() {
        return cwndLimited;
    }

    int mssBytes() {
        return mss;
    }

    long initialWindowBytes() {
        return (long) cfg.initialWindowSegments() * mss;
    }

    long nowPs() {
        return sim.nowPs();
    }

    @Override
    public String toString() {
        return "tcp sender " + connection.name();
    }
}
