package org.dclab.engine.cc;

import org.dclab.engine.explain.Reason;
import org.dclab.engine.tcp.AckSample;
import org.dclab.engine.tcp.CongestionControl;
import org.dclab.engine.tcp.CongestionState;

/**
 * A congestion control that passes every call to another, so that a test can watch one call by overriding it alone
 * and the control under test still behaves exactly as it would unwatched: every method is forwarded, the defaults
 * included, since a control that overrides a default would otherwise lose that override behind the watcher.
 */
abstract class ForwardingCongestionControl implements CongestionControl {

    protected final CongestionControl inner;

    ForwardingCongestionControl(CongestionControl inner) {
        this.inner = inner;
    }

    @Override
    public String name() {
        return inner.name();
    }

    @Override
    public String displayName() {
        return inner.displayName();
    }

    @Override
    public void init(CongestionState s) {
        inner.init(s);
    }

    @Override
    public void onAck(CongestionState s, AckSample ack) {
        inner.onAck(s, ack);
    }

    @Override
    public long ssthreshAfterLoss(CongestionState s) {
        return inner.ssthreshAfterLoss(s);
    }

    @Override
    public void onEnterRecovery(CongestionState s) {
        inner.onEnterRecovery(s);
    }

    @Override
    public void onExitRecovery(CongestionState s) {
        inner.onExitRecovery(s);
    }

    @Override
    public void onRetransmitTimeout(CongestionState s) {
        inner.onRetransmitTimeout(s);
    }

    @Override
    public void onEcnEcho(CongestionState s) {
        inner.onEcnEcho(s);
    }

    @Override
    public long ssthreshAfterEcnEcho(CongestionState s) {
        return inner.ssthreshAfterEcnEcho(s);
    }

    @Override
    public String explainEcnEcho(CongestionState s, long ssthreshBytes, Reason.Builder reason) {
        return inner.explainEcnEcho(s, ssthreshBytes, reason);
    }

    @Override
    public boolean reducesOnEcnEcho() {
        return inner.reducesOnEcnEcho();
    }

    @Override
    public boolean controlsWindowInRecovery() {
        return inner.controlsWindowInRecovery();
    }

    @Override
    public String explainLoss(CongestionState s, long ssthreshBytes, Reason.Builder reason) {
        return inner.explainLoss(s, ssthreshBytes, reason);
    }

    @Override
    public void onSend(CongestionState s, long seq, int bytes, boolean retransmission) {
        inner.onSend(s, seq, bytes, retransmission);
    }
}
