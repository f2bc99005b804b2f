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
    private final SegmentWriter writer;
    private int mss;
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
    private long appEnd;
    private boolean closeRequested;
    private long finSeq = -1;
    private long sndUna;
    private long sndNxt;
    private long sndMax;
    private long cwnd;
    private long ssthresh = Long.MAX_VALUE;
    private long rwnd;
    private boolean cwndLimited;
    private long peerFinAck;
    private long lastSendPs;

    private long startPs = -1;
    private long allAckedPs = -1;
    private long retransmits;
    private long timeouts;
    private TcpListener listener;
    private TcpSenderApp app;

    TcpSender(TcpConnection connection, Host host, TcpConfig cfg, CongestionControl cc, int remoteAddress) {
        this.connection = connection;
        this.sim = host.simulator();
        this.host = host;
        this.cfg = cfg;
        this.cc = cc;
        this.mss = cfg.mssBytes();
        this.localPort = host.bind(this);
        this.writer = new SegmentWriter(host, cfg, remoteAddress, localPort);
        this.rtt = new RttEstimator(cfg.initialRtoPs(), cfg.minRtoPs(), cfg.maxRtoPs(), cfg.clockGranularityPs());
        this.rtoTimer = new RetransmissionTimer(sim, rtt, this::onRetransmitTimer);
        this.handshake = new Handshake(this, writer, cfg, rtt, rtoTimer);
        this.pacer = new Pacer(sim, cfg, this::trySend);
        this.cwnd = (long) cfg.initialWindowSegments() * mss;
        this.rwnd = cfg.receiveBufferBytes();
        this.recovery = cfg.sack() || cfg.prr() ? new ScoreboardRecovery(this, cfg, cc, ccView, rtoTimer)
                : new NewRenoRecovery(this, cfg, cc, ccView, rtoTimer);
    }

    void setRemotePort(int port) {
        writer.connectTo(port);
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

    /** Whether the application said it writes no more: then {@link #bytesWritten()} is the flow's size. */
    public boolean closeRequested() {
        return closeRequested;
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
            case SYN_SENT -> {
                if (p.has(TcpFlags.SYN) && p.has(TcpFlags.ACK)) {
                    onSynAck(p);
                }
            }
            case ESTABLISHED, FIN_WAIT -> {
                onAck(p);
                if (p.has(TcpFlags.FIN) && finSeq >= 0 && sndUna > finSeq) {
                    peerFinAck = p.seq() + 1;
                    send(sndNxt, 0, TcpFlags.ACK, Ecn.NOT_ECT);
                    enterTimeWait();
                }
            }
            case TIME_WAIT -> {
                if (p.has(TcpFlags.FIN)) {
                    send(sndNxt, 0, TcpFlags.ACK, Ecn.NOT_ECT);
                }
            }
        }
    }

    private void onSynAck(Packet p) {
        handshake.completed(p);
        mss = writer.options().payloadPerSegment();
        cwnd = initialWindowBytes();
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
        writer.options().onSegment(p, peerFinAck);
        recovery.onAckArrived(p);
        boolean ece = writer.ecn() && p.has(TcpFlags.ECE);
        AckSample a = sample.begin(now, ece, recovery.inRecovery(), sndNxt - sndUna);
        if (ack > sndUna) {
            long acked = ack - sndUna;
            long dataAcked = Math.min(ack, appEnd) - Math.min(sndUna, appEnd);
            long echoRttPs = dataAcked > 0 ? writer.options().rttFromEcho(p, now) : -1;
            a.rttPs = rtt.onNewAck(rates.onAck(ack, now, dataAcked, a), echoRttPs, cfg.rtoBackoff());
            if (a.rttPs >= 0 && listener != null) {
                listener.onRttSample(now, this, a.rttPs, rtt.srttPs());
            }
            sndUna = ack;
            if (sndNxt < ack) {
                sndNxt = ack;
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
            writer.requestCwr();
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
        resume();
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
                recovery.retransmitWithoutNewData(now);
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
        rates.onTransmit(seq + len, now, retx, sndUna == sndMax);
        writer.data(seq, len, retx, peerFinAck);
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

    /**
     * Resends [seq, seq + len), or the FIN when {@code len} is 0, as the recovery decided. {@code paced}: it goes
     * through the pacer and starts the timer like any transmission (a scoreboard's retransmissions); otherwise it
     * leaves at once, as NewReno's fast retransmit always has.
     */
    void retransmit(long seq, int len, boolean paced) {
        long now = sim.nowPs();
        if (len == 0) {
            send(seq, 0, TcpFlags.FIN | TcpFlags.ACK, Ecn.NOT_ECT);
        } else {
            rates.markRetransmitted(sndUna, seq + len);
            send(seq, len, TcpFlags.ACK, Ecn.NOT_ECT);
            noteRetransmit(seq, len);
        }
        lastSendPs = now;
        if (paced) {
            pacer.onTransmit(len, now);
            rtoTimer.startIfStopped();
        }
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

    private void noteRetransmit(long seq, int len) {
        retransmits++;
        if (listener != null) {
            listener.onRetransmit(sim.nowPs(), this, seq, len);
        }
    }

    private void send(long seq, int len, int flags, Ecn ecn) {
        writer.send(seq, len, flags, ecn, peerFinAck);
    }

    private void reportWindows() {
        if (cwnd < mss) {
            cwnd = mss;
        }
        ccView.report(listener);
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
        return writer.ecn();
    }

    public boolean sackNegotiated() {
        return writer.options().sack();
    }

    public boolean timestampsNegotiated() {
        return writer.options().timestamps();
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

    // ---- for SenderCongestionView, which applies the control's floors, and LossRecovery, which writes below them ----

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

    /** A recovery's own timer changed the window or marked losses: report and send what may go now. */
    void resume() {
        reportWindows();
        trySend();
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
