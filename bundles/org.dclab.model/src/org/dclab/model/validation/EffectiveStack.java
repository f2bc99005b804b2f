package org.dclab.model.validation;

import org.dclab.engine.tcp.TcpConfig;
import org.dclab.model.Scenario;
import org.dclab.model.StackSwitch;
import org.dclab.model.TcpStack;
import org.dclab.model.TransportSettings;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.util.EcoreUtil;

/**
 * The TCP mechanisms a transport runs: those of its scenario's stack, each switch the transport sets itself ON or
 * OFF, and each rule it names rather than leaving AS_STACK, overriding the stack. Which mechanisms a stack has is the engine's {@link org.dclab.engine.tcp.TcpStack}; this
 * class only maps the model's names onto it, so validation and the bridge answer from the same definition.
 */
public final class EffectiveStack {

    private EffectiveStack() {
    }

    /** The stack of the scenario that contains {@code element}; PAPERS, what older files ran, outside a scenario. */
    public static TcpStack stackOf(EObject element) {
        return element != null && EcoreUtil.getRootContainer(element) instanceof Scenario scenario ? scenario.getTcpStack()
                : TcpStack.PAPERS;
    }

    /** Sets on {@code config} every mechanism of {@code stack} and then the transport's own switches and rules. */
    public static TcpConfig applyTo(TcpConfig config, TcpStack stack, TransportSettings t) {
        engineStack(stack).applyTo(config);
        return config.sack(on(t.getSack(), config.sack()))
                .timestamps(on(t.getTimestamps(), config.timestamps()))
                .limitedTransmit(on(t.getLimitedTransmit(), config.limitedTransmit()))
                .prr(on(t.getPrr(), config.prr()))
                .rack(on(t.getRack(), config.rack()))
                .tailLossProbe(on(t.getTailLossProbe(), config.tailLossProbe()))
                .quickAck(on(t.getQuickAck(), config.quickAck()))
                .prrBound(prrBound(t.getPrrBound()))
                .rtoBackoff(rtoBackoff(t.getRtoBackoff()))
                .growthRule(growthRule(t.getWindowGrowth(), config.growthRule()))
                .ssthreshRule(ssthreshRule(t.getSsthreshRule(), config.ssthreshRule()))
                .idleRestart(idleRestart(t.getIdleRestart(), config.idleRestart()))
                .ectRule(ectRule(t.getEctRule(), config.ectRule()))
                .finRule(finRule(t.getFinRule(), config.finRule()));
    }

    /** The mechanisms {@code t} runs inside its own scenario, on an otherwise default config. */
    public static TcpConfig configOf(TransportSettings t) {
        return applyTo(new TcpConfig(), stackOf(t), t);
    }

    static boolean on(StackSwitch s, boolean stackHasIt) {
        return switch (s) {
            case AS_STACK -> stackHasIt;
            case ON -> true;
            case OFF -> false;
        };
    }

    static org.dclab.engine.tcp.TcpStack engineStack(TcpStack stack) {
        return switch (stack) {
            case PAPERS -> org.dclab.engine.tcp.TcpStack.PAPERS;
            case LINUX -> org.dclab.engine.tcp.TcpStack.LINUX;
        };
    }

    private static org.dclab.engine.tcp.PrrBound prrBound(org.dclab.model.PrrBound bound) {
        return switch (bound) {
            case LINUX -> org.dclab.engine.tcp.PrrBound.LINUX;
            case CONSERVATIVE -> org.dclab.engine.tcp.PrrBound.CONSERVATIVE;
            case SLOW_START -> org.dclab.engine.tcp.PrrBound.SLOW_START;
        };
    }

    private static org.dclab.engine.tcp.GrowthRule growthRule(org.dclab.model.WindowGrowth rule,
            org.dclab.engine.tcp.GrowthRule stacks) {
        return switch (rule) {
            case AS_STACK -> stacks;
            case BYTE_COUNTING -> org.dclab.engine.tcp.GrowthRule.BYTE_COUNTING;
            case PER_ACK -> org.dclab.engine.tcp.GrowthRule.PER_ACK;
            case LINUX -> org.dclab.engine.tcp.GrowthRule.LINUX;
        };
    }

    private static org.dclab.engine.tcp.SsthreshRule ssthreshRule(org.dclab.model.SsthreshRule rule,
            org.dclab.engine.tcp.SsthreshRule stacks) {
        return switch (rule) {
            case AS_STACK -> stacks;
            case CWND -> org.dclab.engine.tcp.SsthreshRule.CWND;
            case FLIGHT_SIZE -> org.dclab.engine.tcp.SsthreshRule.FLIGHT_SIZE;
        };
    }

    private static org.dclab.engine.tcp.IdleRestart idleRestart(org.dclab.model.IdleRestart rule,
            org.dclab.engine.tcp.IdleRestart stacks) {
        return switch (rule) {
            case AS_STACK -> stacks;
            case OFF -> org.dclab.engine.tcp.IdleRestart.OFF;
            case INITIAL_WINDOW -> org.dclab.engine.tcp.IdleRestart.INITIAL_WINDOW;
            case DECAY -> org.dclab.engine.tcp.IdleRestart.DECAY;
        };
    }

    private static org.dclab.engine.tcp.EctRule ectRule(org.dclab.model.EctRule rule, org.dclab.engine.tcp.EctRule stacks) {
        return switch (rule) {
            case AS_STACK -> stacks;
            case NEW_DATA -> org.dclab.engine.tcp.EctRule.NEW_DATA;
            case ALL_DATA -> org.dclab.engine.tcp.EctRule.ALL_DATA;
            case EVERY_PACKET -> org.dclab.engine.tcp.EctRule.EVERY_PACKET;
        };
    }

    private static org.dclab.engine.tcp.FinRule finRule(org.dclab.model.FinRule rule, org.dclab.engine.tcp.FinRule stacks) {
        return switch (rule) {
            case AS_STACK -> stacks;
            case ALONE -> org.dclab.engine.tcp.FinRule.ALONE;
            case ON_UNSENT_TAIL -> org.dclab.engine.tcp.FinRule.ON_UNSENT_TAIL;
        };
    }

    private static org.dclab.engine.tcp.RtoBackoff rtoBackoff(org.dclab.model.RtoBackoff rule) {
        return switch (rule) {
            case KEPT_UNTIL_RTT_SAMPLE -> org.dclab.engine.tcp.RtoBackoff.KEPT_UNTIL_RTT_SAMPLE;
            case CLEARED_BY_NEW_ACK -> org.dclab.engine.tcp.RtoBackoff.CLEARED_BY_NEW_ACK;
        };
    }
}
