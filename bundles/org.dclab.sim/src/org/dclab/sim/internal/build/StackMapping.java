package org.dclab.sim.internal.build;

import org.dclab.engine.tcp.TcpConfig;
import org.dclab.model.TcpStack;
import org.dclab.model.TransportSettings;
import org.dclab.model.validation.EffectiveStack;

/**
 * The model's TCP stack and a transport's own switches and rules as the engine's: the stack's mechanisms first
 * ({@link org.dclab.engine.tcp.TcpStack}), then each switch set ON or OFF and each rule named rather than left
 * AS_STACK. A switch means what {@link EffectiveStack#on} says, which validation asks too.
 */
final class StackMapping {

    private StackMapping() {
    }

    /** Sets on {@code config} every mechanism of {@code stack} and then the transport's own switches and rules. */
    static TcpConfig applyTo(TcpConfig config, TcpStack stack, TransportSettings t) {
        engineStack(stack).applyTo(config);
        return config.sack(EffectiveStack.on(t.getSack(), config.sack()))
                .timestamps(EffectiveStack.on(t.getTimestamps(), config.timestamps()))
                .limitedTransmit(EffectiveStack.on(t.getLimitedTransmit(), config.limitedTransmit()))
                .prr(EffectiveStack.on(t.getPrr(), config.prr()))
                .rack(EffectiveStack.on(t.getRack(), config.rack()))
                .tailLossProbe(EffectiveStack.on(t.getTailLossProbe(), config.tailLossProbe()))
                .quickAck(EffectiveStack.on(t.getQuickAck(), config.quickAck()))
                .prrBound(prrBound(t.getPrrBound()))
                .rtoBackoff(rtoBackoff(t.getRtoBackoff()))
                .growthRule(growthRule(t.getWindowGrowth(), config.growthRule()))
                .ssthreshRule(ssthreshRule(t.getSsthreshRule(), config.ssthreshRule()))
                .idleRestart(idleRestart(t.getIdleRestart(), config.idleRestart()))
                .ectRule(ectRule(t.getEctRule(), config.ectRule()))
                .finRule(finRule(t.getFinRule(), config.finRule()));
    }

    private static org.dclab.engine.tcp.TcpStack engineStack(TcpStack stack) {
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
