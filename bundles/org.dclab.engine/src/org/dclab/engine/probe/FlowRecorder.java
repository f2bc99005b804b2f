package org.dclab.engine.probe;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.dclab.engine.tcp.TcpConnection;
import org.dclab.engine.tcp.TcpListener;
import org.dclab.engine.tcp.TcpSender;

/**
 * Collects a {@link FlowRecord} per connection it observes. Attach one recorder to many connections with
 * {@link #watch(TcpConnection)}; read records at any time, including for flows still running.
 */
public final class FlowRecorder implements TcpListener {
    private final Map<Integer, TcpSender> senders = new LinkedHashMap<>();

    public TcpConnection watch(TcpConnection c) {
        senders.put(c.id(), c.sender());
        c.sender().addListener(this);
        return c;
    }

    public List<FlowRecord> records() {
        List<FlowRecord> out = new ArrayList<>(senders.size());
        for (TcpSender s : senders.values()) {
            out.add(new FlowRecord(s.connection().id(), s.connection().name(), s.startPs(), s.allAckedPs(),
                    s.bytesAcked(), s.retransmits(), s.timeouts()));
        }
        return out;
    }

    public int size() {
        return senders.size();
    }
}
