package org.dclab.engine.api;

import java.util.function.Supplier;

import org.dclab.engine.cc.AlphaEstimator;
import org.dclab.engine.cc.Transport;
import org.dclab.engine.tcp.CongestionControl;
import org.dclab.engine.tcp.EcnEchoPolicy;
import org.dclab.engine.tcp.Rfc3168EcnEcho;

/**
 * A congestion control, described once (the role ns-3's TypeId plays): its key and label, its parameters with their
 * units, ranges and defaults, the rules between them, whether its connections negotiate ECN and need it, the
 * receiver's echo rule, whether the sender paces by its window, and the factory that makes its controls from parameter
 * values. Whether it keeps α is not said but read off the control it makes ({@link AlphaEstimator}). The
 * {@link Registry} holds every one, built in or from a plug-in; files, Properties, {@code --set}, sweeps, validation,
 * the docs' tables and the charts' models read it.
 * <pre>{@code
 * public static final TransportType TYPE = TransportType.builder("dctcp", "DCTCP")
 *         .summary("DCTCP (Alizadeh et al., SIGCOMM 2010; RFC 8257)").ecn(true).needsEcn(true).echo(DctcpEcnEcho::new)
 *         .parameters(G).factory((values, connection) -> { Params p = new Params(values.real("g"), 1); return () -> new Dctcp(p); })
 *         .build();
 * }</pre>
 */
public final class TransportType extends DescriptorParts<TransportType.Connection> {

    /** What a control's factory may read beside its parameters: the connection's configured segment size. */
    public record Connection(int mssBytes) {
        /** The connection settings a transport made without a scenario assumes: a 1460-byte MSS. */
        public static final Connection DEFAULT = new Connection(1460);

        /** A full-size packet on the wire: the MSS and 40 bytes of headers. */
        public int packetBytes() {
            return mssBytes + org.dclab.engine.packet.Packet.HEADER_BYTES;
        }
    }

    /** Makes the controls of one transport from its parameter values, one per connection. */
    @FunctionalInterface
    public interface Factory {
        /**
         * A supplier of controls with {@code values}; checks them once here, throwing IllegalArgumentException naming a
         * value the control refuses.
         */
        Supplier<? extends CongestionControl> controls(ParameterValues values, Connection connection);
    }

    private final boolean ecn;
    private final boolean needsEcn;
    private final Supplier<EcnEchoPolicy> echo;
    private final boolean pacing;
    private final Factory factory;
    private volatile Boolean keepsAlpha;

    private TransportType(Builder b) {
        super(b);
        this.ecn = b.ecn;
        this.needsEcn = b.needsEcn;
        this.echo = b.echo;
        this.pacing = b.pacing;
        this.factory = b.factory;
    }

    /** A new descriptor of the control {@code key}, called {@code label}. */
    public static Builder builder(String key, String label) {
        return new Builder(key, label);
    }

    /** Whether connections negotiate ECN. */
    public boolean ecn() {
        return ecn;
    }

    /**
     * Whether the control needs ECN as Linux's {@code TCP_CONG_NEEDS_ECN} says: its connections never send a
     * retransmission Not-ECT ({@link org.dclab.engine.tcp.EctRule#forControlThatNeedsEcn}), since one dropped as Not-ECT
     * at a queue above its threshold would cost it a timeout.
     */
    public boolean needsEcn() {
        return needsEcn;
    }

    /** The receiver's ECN-Echo rule. */
    public Supplier<EcnEchoPolicy> echo() {
        return echo;
    }

    /** Whether the sender paces by its window (controls that set their own rate pace regardless). */
    public boolean pacing() {
        return pacing;
    }

    /**
     * Whether the control keeps α ({@link AlphaEstimator}) and sizes its cut by the fraction of marked bytes: behind
     * ports that never mark it only ever sees loss. Read off a control made with the defaults, so it is never repeated.
     */
    public boolean keepsAlpha() {
        Boolean keeps = keepsAlpha;
        if (keeps == null) {
            keeps = withDefaults().cc().get() instanceof AlphaEstimator;
            keepsAlpha = keeps;
        }
        return keeps;
    }

    /** This transport with {@code values} for a connection of {@code connection}; refuses values its rules or control refuse. */
    public Transport transport(ParameterValues values, Connection connection) {
        check(values, connection);
        return transport(factory.controls(values, connection));
    }

    /** This transport with its control's default parameters. */
    public Transport withDefaults() {
        return transport(defaults(), Connection.DEFAULT);
    }

    /** This transport with controls made by {@code cc}, one per connection, for a caller that builds them itself. */
    public Transport transport(Supplier<? extends CongestionControl> cc) {
        return new Transport(this, cc, pacing);
    }

    /** Says what a {@link TransportType} is; every setting but key, label and factory has a default. */
    public static final class Builder extends DescriptorParts.Builder<Connection, Builder> {
        private boolean ecn;
        private boolean needsEcn;
        private Supplier<EcnEchoPolicy> echo = Rfc3168EcnEcho::new;
        private boolean pacing;
        private Factory factory;

        private Builder(String key, String label) {
            super(key, label);
        }

        @Override
        protected Builder self() {
            return this;
        }

        /** Connections negotiate ECN. */
        public Builder ecn(boolean on) {
            this.ecn = on;
            return this;
        }

        /** The control needs ECN, as Linux's TCP_CONG_NEEDS_ECN; implies {@link #ecn}. */
        public Builder needsEcn(boolean on) {
            this.needsEcn = on;
            this.ecn |= on;
            return this;
        }

        /** The receiver's echo rule; RFC 3168's unless said. */
        public Builder echo(Supplier<EcnEchoPolicy> rule) {
            this.echo = rule;
            return this;
        }

        /** The sender paces by its window. */
        public Builder pacing(boolean on) {
            this.pacing = on;
            return this;
        }

        public Builder factory(Factory f) {
            this.factory = f;
            return this;
        }

        /** The descriptor; throws IllegalArgumentException for a key, name or default that could not be stored. */
        public TransportType build() {
            checkParts("transport", factory != null && echo != null, "a label, a factory and an echo rule are");
            return new TransportType(this);
        }
    }
}
