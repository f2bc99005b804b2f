package org.dclab.engine.cc;

import java.util.List;
import java.util.function.Supplier;

import org.dclab.engine.api.Registry;
import org.dclab.engine.api.TransportType;
import org.dclab.engine.net.Host;
import org.dclab.engine.net.Network;
import org.dclab.engine.tcp.CongestionControl;
import org.dclab.engine.tcp.EcnEchoPolicy;
import org.dclab.engine.tcp.TcpConfig;
import org.dclab.engine.tcp.TcpConnection;

/**
 * A complete transport choice: a {@link TransportType} (ECN, the receiver's echo rule, pacing) with its congestion
 * control's parameters. Pick one with a static factory, typed parameters included, by name with default parameters,
 * or from a descriptor with its parameter values ({@link TransportType#transport(org.dclab.engine.api.ParameterValues,
 * TransportType.Connection)}); then {@link #open} connections or {@link #configure} a {@link TcpConfig} for other openers such as
 * {@code IncastClient}:
 * <pre>{@code
 * Transport t = Transport.dctcp(new Dctcp.Params(1.0 / 16, 1.0));   // or Transport.byName("dctcp")
 * TcpConnection c = t.open(net, "h1", "h2", new TcpConfig().mssBytes(1460));
 * }</pre>
 *
 * @param type   what the transport is, registered once
 * @param cc     makes one congestion control per connection
 * @param pacing whether the sender paces by its window (controls that set their own rate pace regardless)
 */
public record Transport(TransportType type, Supplier<? extends CongestionControl> cc, boolean pacing) {
    public Transport {
        if (type == null || cc == null) {
            throw new IllegalArgumentException("transport: type and congestion control must not be null");
        }
    }

    /** The name {@link #byName} accepts. */
    public String name() {
        return type.key();
    }

    /** Whether ECN is negotiated. */
    public boolean ecn() {
        return type.ecn();
    }

    /** The receiver's ECN-Echo rule. */
    public Supplier<EcnEchoPolicy> echo() {
        return type.echo();
    }

    public static Transport newReno() {
        return org.dclab.engine.tcp.NewReno.TYPE.withDefaults();
    }

    public static Transport ecnNewReno() {
        return org.dclab.engine.tcp.NewReno.ECN_TYPE.withDefaults();
    }

    public static Transport dctcp(Dctcp.Params p) {
        return Dctcp.TYPE.transport(() -> new Dctcp(p));
    }

    public static Transport cubic(Cubic.Params p) {
        return Cubic.TYPE.transport(() -> new Cubic(p));
    }

    public static Transport vegas(Vegas.Params p) {
        return Vegas.TYPE.transport(() -> new Vegas(p));
    }

    public static Transport gemini(Gemini.Params p) {
        return Gemini.TYPE.transport(() -> new Gemini(p));
    }

    public static Transport bbr() {
        return Bbr.TYPE.withDefaults();
    }

    /** The names {@link #byName} accepts: the key of every registered control. */
    public static List<String> names() {
        return Registry.controls().stream().map(TransportType::key).toList();
    }

    /** The registered control {@code name} with default parameters. */
    public static Transport byName(String name) {
        if (name == null) {
            throw new IllegalArgumentException("transport: name must not be null; choose one of " + names());
        }
        return Registry.control(name).withDefaults();
    }

    /** Same transport with window-based pacing turned on or off. */
    public Transport withPacing(boolean on) {
        return new Transport(type, cc, on);
    }

    /** A copy of {@code base} with this transport's ECN (every packet ECN-capable if its control needs it), echo rule and pacing. */
    public TcpConfig configure(TcpConfig base) {
        TcpConfig c = base.copy().ecn(ecn()).ecnEcho(echo()).pacing(pacing);
        return type.needsEcn() ? c.ectRule(c.ectRule().forControlThatNeedsEcn()) : c;
    }

    public TcpConnection open(Network net, Host src, Host dst, TcpConfig base) {
        return TcpConnection.open(net, src, dst, configure(base), cc);
    }

    public TcpConnection open(Network net, String src, String dst, TcpConfig base) {
        return open(net, net.host(src), net.host(dst), base);
    }
}
