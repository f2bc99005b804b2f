package org.dclab.engine.probe;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.dclab.engine.tcp.TcpConnection;
import org.dclab.engine.tcp.TcpListener;
import org.dclab.engine.tcp.TcpReceiver;
import org.dclab.engine.tcp.SenderStats;
import org.dclab.engine.tcp.TcpSender;

/**
 * Collects a {@link FlowRecord} per connection it observes. Attach one recorder to many connections with
 * {@link #watch(TcpConnection)}; read records at any time, including for flows still running.
 */
public final class FlowRecorder implements TcpListener {
    private final Map<Integer, TcpSender> senders = new LinkedHashMap<>();
    private final Map<Integer, IdealFct> ideals = new HashMap<>();

    public TcpConnection watch(TcpConnection c) {
        senders.put(c.id(), c.sender());
        c.sender().addListener(this);
        return c;
    }

    /** Watches {@code c}, whose ideal completion times are {@code ideal}, so that its record has its slowdown. */
    public TcpConnection watch(TcpConnection c, IdealFct ideal) {
        ideals.put(c.id(), ideal);
        return watch(c);
    }

    public List<FlowRecord> records() {
        List<FlowRecord> out = new ArrayList<>(senders.size());
        for (TcpSender s : senders.values()) {
            SenderStats stats = s.stats();
            out.add(new FlowRecord(s.connection().id(), s.connection().name(), stats.startPs(), stats.allAckedPs(),
                    stats.bytesAcked(), stats.retransmits(), stats.timeouts(), receivedPs(s, stats),
                    ideals.get(s.connection().id())));
        }
        return out;
    }

    /**
     * When the receiver had the flow's last byte in order, or -1: the flow must be closed for writing, so its size
     * is known, and the receiver must have all of it. The receiver's last in-order delivery is then that byte's.
     */
    private static long receivedPs(TcpSender s, SenderStats stats) {
        TcpReceiver r = s.connection().receiver();
        long written = stats.bytesWritten();
        boolean all = s.closeRequested() && written > 0 && r != null && r.bytesDelivered() >= written;
        return all ? r.lastDataPs() : -1;
    }

    public int size() {
        return senders.size();
    }
}
