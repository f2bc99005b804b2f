package org.dclab.engine.app;

import java.util.List;
import java.util.function.Supplier;

import org.dclab.engine.api.ApplicationLimits;
import org.dclab.engine.net.Host;
import org.dclab.engine.net.Network;
import org.dclab.engine.tcp.CongestionControl;
import org.dclab.engine.tcp.NewReno;
import org.dclab.engine.tcp.TcpConfig;

/** Parameters of an {@link IncastClient}; {@link #build()} checks them and names what is wrong. */
public final class IncastClientBuilder {
    final Network net;
    final Host client;
    final List<Host> servers;
    long shareBytes;
    long blockBytes;
    int blocks = 1;
    long requestDelayPs;
    TcpConfig cfg = new TcpConfig();
    Supplier<? extends CongestionControl> cc = NewReno::new;
    IncastStrategy strategy = new NaiveIncast();

    IncastClientBuilder(Network net, Host client, List<Host> servers) {
        this.net = net;
        this.client = client;
        this.servers = servers;
    }

    /** Each server sends this many bytes per block (the server request unit, SRU). */
    public IncastClientBuilder sruBytes(long bytes) {
        this.shareBytes = bytes;
        this.blockBytes = 0;
        return this;
    }

    /** Each block has this many bytes, split evenly over the servers (the first get the odd bytes). */
    public IncastClientBuilder blockBytes(long bytes) {
        this.blockBytes = bytes;
        this.shareBytes = 0;
        return this;
    }

    public IncastClientBuilder blocks(int n) {
        this.blocks = n;
        return this;
    }

    public IncastClientBuilder requestDelayPs(long ps) {
        this.requestDelayPs = ps;
        return this;
    }

    public IncastClientBuilder tcp(TcpConfig config, Supplier<? extends CongestionControl> congestionControl) {
        this.cfg = config;
        this.cc = congestionControl;
        return this;
    }

    public IncastClientBuilder strategy(IncastStrategy s) {
        this.strategy = s;
        return this;
    }

    public IncastClient build() {
        String who = "incast client " + (client == null ? "?" : client.name());
        if (net == null || client == null || servers == null || servers.isEmpty()) {
            throw new IllegalArgumentException(who + ": needs a network, a client host and >= 1 server");
        }
        if (shareBytes > 0 == blockBytes > 0
                || (blockBytes > 0 && (!ApplicationLimits.BLOCK_BYTES.contains(blockBytes) || blockBytes < servers.size()))
                || (shareBytes > 0 && !ApplicationLimits.SRU_BYTES.contains(shareBytes))) {
            throw new IllegalArgumentException(who + ": set sruBytes " + ApplicationLimits.SRU_BYTES.text() + " or blockBytes >= servers ("
                    + servers.size() + "); got SRU " + shareBytes + " B, block " + blockBytes + " B");
        }
        if (!ApplicationLimits.BLOCKS.contains(blocks) || !ApplicationLimits.REQUEST_DELAY_PS.contains(requestDelayPs)) {
            throw new IllegalArgumentException(who + ": needs blocks " + ApplicationLimits.BLOCKS.text() + " and a request delay of "
                    + ApplicationLimits.REQUEST_DELAY_PS.text() + " ps; got " + blocks
                    + " blocks, " + requestDelayPs + " ps");
        }
        if (cfg == null || cc == null || strategy == null) {
            throw new IllegalArgumentException(who + ": TCP config, congestion control and strategy must not be null");
        }
        return new IncastClient(this);
    }
}
