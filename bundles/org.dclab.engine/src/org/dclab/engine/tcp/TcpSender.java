package org.dclab.engine.tcp;

import org.dclab.engine.core.Simulator;
import org.dclab.engine.core.Timer;
import org.dclab.engine.net.Host;
import org.dclab.engine.net.PacketHandler;
import org.dclab.engine.packet.Packet;
import org.dclab.engine.packet.TcpFlags;

/**
 * The data-sending end of a TCP connection (the active opener). Sequence numbers count payload bytes from 0;
 * the FIN takes one number after the last byte. The retransmission timer is RFC 6298's with Karn's rule and the
 * configured back-off rule; loss recovery is a {@link LossRecovery}: NewReno (RFC 6582) in the papers' stack, or a
 * SACK scoreboard with PRR as Linux runs it; window arithmetic is delegated to a {@link CongestionControl}.
 * <p>
 * The sender decides what goes when; its parts keep the rest: the {@link SendBuffer} what the application wrote,
 * the {@link CongestionWindow} cwnd and ssthresh (written raw only by the loss recovery, and with the control's floors
 * through its {@link SenderCongestionView}), the {@link SegmentOutput} what each transmission updates, over the
 * {@link SegmentWriter} that builds the segments; {@link #stats()} is a snapshot of its counters.
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
    private final CongestionWindow window;
    private final SenderCongestionView ccView;
    private final SendBuffer buffer;
    private final LossRecovery recovery;
    private final SegmentOutput output;
    private final RetransmissionTimer rtoTimer;
    private final Handshake handshake;
    private final Pacer pacer;
    private Timer timeWaitTimer;

    private TcpState state = TcpState.CLOSED;
    private long finSeq = -1;
    /** The FIN rides on the segment that carries the last written byte ({@link FinRule#ON_UNSENT_TAIL}). */
    private boolean finOnData;
    private long sndUna;
    private long sndNxt;
    private long rwnd;
    private boolean cwndLimited;

    private long startPs = -1;
    private long allAckedPs = -1;
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
        this.window = new CongestionWindow((long) cfg.initialWindowSegments() * mss);
        this.ccView = new SenderCongestionView(this, window);
        this.buffer = new SendBuffer(cfg.sendBufferBytes());
        this.rwnd = cfg.receiveBufferBytes();
        this.recovery = cfg.sack() || cfg.prr() ? new ScoreboardRecovery(this, window, cfg, cc, ccView, rtoTimer)
                : new NewRenoRecovery(this, window, cfg, cc, ccView, rtoTimer);
        this.output = new SegmentOutput(this, sim, writer, rates, pacer, rtoTimer, recovery, cc, ccView);
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
        if (buffer.closed()) {
            throw new IllegalStateException("tcp flow " + connection.name() + ": write after close()");
        }
        long accepted = buffer.write(bytes, sndUna);
        if (accepted > 0) {
            allAckedPs = -1;
            trySend();
        }
        return accepted;
    }

    /**
     * No more data: a FIN follows the last written byte, on the segment that carries it when the connection's
     * {@link FinRule} says so and that byte has not been sent yet.
     */
    public void close() {
        if (buffer.close()) {
            finOnData = cfg.finRule() == FinRule.ON_UNSENT_TAIL && buffer.endSeq() > output.sndMax();
            trySend();
        }
    }

    /** Whether the application said it writes no more: then {@link SenderStats#bytesWritten()} is the flow's size. */
    public boolean closeRequested() {
        return buffer.closed();
    }

    /** Tears the connection down at once with a RST. */
    public void abort() {
        if (state == TcpState.CLOSED || state == TcpState.TIME_WAIT) {
            return;
        }
        output.control(sndNxt, TcpFlags.RST);
        finish(true);
    }

    public void setApp(TcpSenderApp app) {
        this.app = app;
    }

    /** Adds a probe; with none, each probe point costs one null check. */
    public void addListener(TcpListener l) {
        listener = TcpListeners.both(listener, l);
        ccView.explainTo(listener);
        output.listenWith(listener);
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
                    output.acknowledgePeerFin(p.seq() + 1);
                    output.control(sndNxt, TcpFlags.ACK);
                    enterTimeWait();
                }
            }
            case TIME_WAIT -> {
                if (p.has(TcpFlags.FIN)) {
                    output.control(sndNxt, TcpFlags.ACK);
                }
            }
        }
    }

    private void onSynAck(Packet p) {
        handshake.completed(p);
        mss = writer.options().payloadPerSegment();
        window.setCwndBytes(initialWindowBytes());
        rwnd = p.windowBytes();
        state = TcpState.ESTABLISHED;
        output.control(0, TcpFlags.ACK);
        cc.init(ccView);
        pacer.followWindow(window.cwndBytes(), window.ssthreshBytes(), rtt.srttPs());
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
        if (ack > output.sndMax()) {
            return;
        }
        long now = sim.nowPs();
        writer.options().onSegment(p, output.peerFinAck());
        recovery.onAckArrived(p);
        boolean ece = writer.ecn() && p.has(TcpFlags.ECE);
        AckSample a = sample.begin(now, ece, recovery.inRecovery(), sndNxt - sndUna);
        if (ack > sndUna) {
            long acked = ack - sndUna;
            long dataAcked = buffer.ackedBytes(ack) - buffer.ackedBytes(sndUna);
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
            if (sndUna >= output.sndMax()) {
                rtoTimer.stop();
            } else if (restartTimer) {
                rtoTimer.restart();
            }
        } else {
            boolean dup = ack == sndUna && p.payloadBytes() == 0 && !p.has(TcpFlags.FIN | TcpFlags.SYN)
                    && p.windowBytes() == rwnd && output.sndMax() > sndUna;
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
        a.newlyDeliveredBytes = recovery.newlyDeliveredBytes(a);
        a.deliveredBytes = rates.delivered();
        cc.onAck(ccView, a);
        recovery.afterCongestionControl(a);
        reportWindows();
        pacer.followWindow(window.cwndBytes(), window.ssthreshBytes(), rtt.srttPs());
        if (a.ackedBytes > 0) {
            afterDataAcked();
        }
        trySend();
    }

    private void afterDataAcked() {
        long end = buffer.endSeq();
        if (sndUna >= end && allAckedPs < 0 && end > 0) {
            allAckedPs = sim.nowPs();
            if (listener != null) {
                listener.onAllAcked(allAckedPs, this, end);
            }
            if (app != null) {
                app.onAllAcked(this);
            }
        }
        if (app != null && buffer.bounded() && !buffer.closed()) {
            long free = buffer.freeBytes(sndUna);
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
        if (sndUna >= output.sndMax() || (state != TcpState.ESTABLISHED && state != TcpState.FIN_WAIT)) {
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
            long end = buffer.endSeq();
            if (sndNxt < end) {
                int len = (int) Math.min(mss, end - sndNxt);
                if (recovery.pipeBytes() + len > window.cwndBytes() + recovery.limitedTransmitAllowance()
                        || sndNxt - sndUna + len > rwnd) {
                    cwndLimited = true;
                    return;
                }
                if (!pacer.mayTransmit(now)) {
                    return;
                }
                long idlePs = now - output.lastSendPs();
                if (cfg.idleRestart() != IdleRestart.OFF && sndUna == output.sndMax() && output.sndMax() > 0 && idlePs > rtt.rtoPs()
                        && !cc.controlsWindowInRecovery()) {
                    RestartAfterIdle.apply(cfg.idleRestart(), cc, ccView, window, idlePs, rtt.rtoPs());
                    reportWindows();
                }
                boolean fin = finOnData && sndNxt + len == end;
                output.data(sndNxt, len, sndUna, fin);
                sndNxt += len;
                if (fin) {
                    finSeq = end;
                    state = TcpState.FIN_WAIT;
                    sndNxt = end + 1;
                }
            } else {
                cwndLimited = false;
                recovery.retransmitWithoutNewData(now);
                if (!buffer.closed()) {
                    rates.noteAppLimited(sndNxt - sndUna);
                }
                if (buffer.closed() && sndNxt == end) {
                    sendFin();
                }
                return;
            }
        }
    }

    /**
     * Resends [seq, seq + len), or the FIN when {@code len} is 0, as the recovery decided; the segment that carries
     * the last byte carries the FIN again when it did the first time. {@code paced}: it goes through the pacer and
     * starts the timer like any transmission (a scoreboard's retransmissions); otherwise it leaves at once, as
     * NewReno's fast retransmit always has.
     */
    void retransmit(long seq, int len, boolean paced) {
        output.retransmit(seq, len, paced, sndUna, finOnData && len > 0 && seq + len == finSeq);
    }

    private void sendFin() {
        long end = buffer.endSeq();
        finSeq = end;
        state = TcpState.FIN_WAIT;
        output.fin(end);
        sndNxt = end + 1;
    }

    private void reportWindows() {
        if (window.cwndBytes() < mss) {
            window.setCwndBytes(mss);
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

    /** The hash of the 5-tuple its segments carry, by which switches pick its path under per-flow ECMP. */
    public int flowHash() {
        return writer.flowHash();
    }

    public TcpState state() {
        return state;
    }

    public CongestionControl congestionControl() {
        return cc;
    }

    public long cwndBytes() {
        return window.cwndBytes();
    }

    public long ssthreshBytes() {
        return window.ssthreshBytes();
    }

    public long sndUna() {
        return sndUna;
    }

    public long sndNxt() {
        return sndNxt;
    }

    /** The counters as they stand now; a new value each call, so not for the send path. */
    public SenderStats stats() {
        return new SenderStats(startPs, allAckedPs, buffer.endSeq(), buffer.ackedBytes(sndUna), output.retransmits(),
                timeouts);
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

    // ---- for SenderCongestionView and LossRecovery --------------------------------------------------------------

    Pacer pacer() {
        return pacer;
    }

    long sndMax() {
        return output.sndMax();
    }

    /** The sequence number after the last written byte. */
    long dataEndSeq() {
        return buffer.endSeq();
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

    TcpConfig config() {
        return cfg;
    }

    @Override
    public String toString() {
        return "tcp sender " + connection.name();
    }
}
