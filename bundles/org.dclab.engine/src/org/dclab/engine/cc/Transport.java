package org.dclab.engine.cc;

import java.util.List;
import java.util.function.Supplier;

import org.dclab.engine.net.Host;
import org.dclab.engine.net.Network;
import org.dclab.engine.tcp.CongestionControl;
import org.dclab.engine.tcp.EcnEchoPolicy;
import org.dclab.engine.tcp.NewReno;
import org.dclab.engine.tcp.Rfc3168EcnEcho;
import org.dclab.engine.tcp.TcpConfig;
import org.dclab.engine.tcp.TcpConnection;

/**
 * A complete transport choice: the congestion control and the connection settings it depends on (ECN, the
 * receiver's echo rule, pacing). Pick one with a static factory, typed parameters included, or by name with
 * default parameters; then {@link #open} connections or {@link #configure} a {@link TcpConfig} for other
 * openers such as {@code IncastClient}:
 * <pre>{@code
 * Transport t = Transport.dctcp(new Dctcp.Params(1.0 / 16, 1.0));   // or Transport.byName("dctcp")
 * TcpConnection c = t.open(net, "h1", "h2", new TcpConfig().mssBytes(1460));
 * }</pre>
 *
 * @param name   the name {@link #byName} accepts
 * @param cc     makes one congestion control per connection
 * @param ecn    whether ECN is negotiated
 * @param echo   the receiver's ECN-Echo rule
 * @param pacing whether the sender paces by its window (controls that set their own rate pace regardless)
 */
public record Transport(String name, Supplier<? extends CongestionControl> cc, boolean ecn, Supplier<EcnEchoPolicy> echo,
        boolean pacing) {
    /** Names accepted by {@link #byName}. */
    public static final List<String> NAMES = List.of("newreno", "ecn-newreno", "dctcp", "cubic", "vegas", "gemini", "bbr");

    public Transport {
        if (name == null || cc == null || echo == null) {
            throw new IllegalArgumentException("transport: name, congestion control and echo rule must not be null");
        }
    }

    /**
     * NewReno without ECN: loss is the only signal. Like every profile here it grows by the bytes acknowledged
     * (one MSS per window in congestion avoidance, as Linux), so profiles compared with one another differ only
     * in how they react to congestion, not in how delayed ACKs slow their increase.
     */
    public static Transport newReno() {
        return new Transport("newreno", () -> new NewReno(true), false, Rfc3168EcnEcho::new, false);
    }

    /** "ECN TCP" (RFC 3168): NewReno that halves once per window on ECN-Echo as on a loss, without retransmitting. */
    public static Transport ecnNewReno() {
        return new Transport("ecn-newreno", () -> new NewReno(true), true, Rfc3168EcnEcho::new, false);
    }

    public static Transport dctcp(Dctcp.Params p) {
        return new Transport("dctcp", () -> new Dctcp(p), true, DctcpEcnEcho::new, false);
    }

    public static Transport cubic(Cubic.Params p) {
        return new Transport("cubic", () -> new Cubic(p), false, Rfc3168EcnEcho::new, false);
    }

    public static Transport vegas(Vegas.Params p) {
        return new Transport("vegas", () -> new Vegas(p), false, Rfc3168EcnEcho::new, false);
    }

    /** GEMINI with ECN, DCTCP's receiver echo (it needs exact marked-byte counts) and pacing. */
    public static Transport gemini(Gemini.Params p) {
        return new Transport("gemini", () -> new Gemini(p), true, DctcpEcnEcho::new, true);
    }

    /** BBR v1; it sets its own pacing rate, and ignores ECN. */
    public static Transport bbr() {
        return new Transport("bbr", Bbr::new, false, Rfc3168EcnEcho::new, false);
    }

    /** One of {@link #NAMES} with default parameters. */
    public static Transport byName(String name) {
        if (name == null) {
            throw new IllegalArgumentException("transport: name must not be null; choose one of " + NAMES);
        }
        return switch (name) {
            case "newreno" -> newReno();
            case "ecn-newreno" -> ecnNewReno();
            case "dctcp" -> dctcp(Dctcp.Params.DEFAULTS);
            case "cubic" -> cubic(Cubic.Params.DEFAULTS);
            case "vegas" -> vegas(Vegas.Params.DEFAULTS);
            case "gemini" -> gemini(Gemini.Params.DEFAULTS);
            case "bbr" -> bbr();
            default -> throw new IllegalArgumentException("transport: unknown congestion control '" + name
                    + "'; choose one of " + NAMES);
        };
    }

    /** Same transport with window-based pacing turned on or off. */
    public Transport withPacing(boolean on) {
        return new Transport(name, cc, ecn, echo, on);
    }

    /** A copy of {@code base} with this transport's ECN, echo rule and pacing. */
    public TcpConfig configure(TcpConfig base) {
        return base.copy().ecn(ecn).ecnEcho(echo).pacing(pacing);
    }

    public TcpConnection open(Network net, Host src, Host dst, TcpConfig base) {
        return TcpConnection.open(net, src, dst, configure(base), cc);
    }

    public TcpConnection open(Network net, String src, String dst, TcpConfig base) {
        return open(net, net.host(src), net.host(dst), base);
    }
}
