package org.dclab.model.validation;

import org.dclab.engine.api.StackSwitches;
import org.dclab.model.Scenario;
import org.dclab.model.StackSwitch;
import org.dclab.model.TcpStack;
import org.dclab.model.TransportSettings;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.util.EcoreUtil;

/**
 * The TCP mechanisms a transport runs: those of its scenario's stack, and each switch the transport sets itself ON or
 * OFF instead. Which mechanisms a stack turns on is the engine's {@link StackSwitches}, the same the engine's stacks set
 * on a connection, so validation and the bridge (which maps the rest onto the engine's config) answer from one
 * definition.
 */
public final class EffectiveStack {

    private EffectiveStack() {
    }

    /** The stack of the scenario that contains {@code element}; PAPERS, what older files ran, outside a scenario. */
    public static TcpStack stackOf(EObject element) {
        return element != null && EcoreUtil.getRootContainer(element) instanceof Scenario scenario ? scenario.getTcpStack()
                : TcpStack.PAPERS;
    }

    /** The mechanisms {@code stack} turns on. */
    public static StackSwitches switchesOf(TcpStack stack) {
        return switch (stack) {
            case PAPERS -> StackSwitches.PAPERS;
            case LINUX -> StackSwitches.LINUX;
        };
    }

    /** Whether {@code t} runs SACK inside its own scenario. */
    public static boolean sack(TransportSettings t) {
        return on(t.getSack(), switchesOf(stackOf(t)).sack());
    }

    /** Whether {@code t} offers timestamps inside its own scenario. */
    public static boolean timestamps(TransportSettings t) {
        return on(t.getTimestamps(), switchesOf(stackOf(t)).timestamps());
    }

    /** What a switch set to {@code s} runs where its stack has the mechanism or not. */
    public static boolean on(StackSwitch s, boolean stackHasIt) {
        return switch (s) {
            case AS_STACK -> stackHasIt;
            case ON -> true;
            case OFF -> false;
        };
    }
}
