package org.dclab.engine.api;

/**
 * The mechanisms a named TCP stack turns on, of those a scenario's transport can still switch ON or OFF one by one.
 * The engine's stacks ({@code tcp.TcpStack}) set these on a connection's config; validation asks them what a transport
 * that leaves a switch to its stack runs.
 */
public record StackSwitches(boolean sack, boolean rack, boolean tailLossProbe, boolean timestamps, boolean limitedTransmit,
        boolean prr, boolean quickAck) {

    /** The papers' simulations (ns-2's TcpAgent): none of them. */
    public static final StackSwitches PAPERS = new StackSwitches(false, false, false, false, false, false, false);
    /** Linux: all of them. */
    public static final StackSwitches LINUX = new StackSwitches(true, true, true, true, true, true, true);
}
