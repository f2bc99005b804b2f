package org.dclab.model.validation;

import org.dclab.engine.api.TcpLimits;
import org.dclab.model.StackSwitch;
import org.dclab.model.TransportSettings;

/** A transport's TCP mechanisms fit together: what its stack and own switches turn on can run. */
final class StackRules {

    private StackRules() {
    }

    static void transport(TransportSettings t, Report report) {
        if (EffectiveStack.timestamps(t) && t.getMssBytes() <= TcpLimits.TIMESTAMPS_OPTION_BYTES) {
            report.error(t, "mssBytes " + t.getMssBytes() + " leaves no payload beside the " + TcpLimits.TIMESTAMPS_OPTION_BYTES
                    + "-byte timestamps option, which " + whoTurnsOn(t.getTimestamps(), t) + "; raise mssBytes above "
                    + TcpLimits.TIMESTAMPS_OPTION_BYTES + " or set timestamps=\"OFF\"");
        }
        if (!EffectiveStack.sack(t)) {
            // Only a switch set ON by hand is worth a word: a stack without SACK leaves RACK and the probe off itself.
            for (String needsSack : new String[] { "rack", "tailLossProbe" }) {
                StackSwitch s = (StackSwitch) t.eGet(t.eClass().getEStructuralFeature(needsSack));
                if (s == StackSwitch.ON) {
                    report.warning(t, needsSack + " is ON but SACK is off, and it works on SACK blocks only, so it does nothing; "
                            + "set sack=\"ON\" or " + needsSack + "=\"AS_STACK\"");
                }
            }
        }
    }

    private static String whoTurnsOn(StackSwitch own, TransportSettings t) {
        return own == StackSwitch.ON ? "this transport turns on" : "the scenario's " + EffectiveStack.stackOf(t) + " stack has";
    }
}
