package org.dclab.ui.views;

import java.util.Optional;

import org.dclab.sim.explain.Explanation;
import org.dclab.sim.explain.ExplanationKind;
import org.dclab.sim.explain.Explanations;

/**
 * "Explain this" for the event list: the rule behind a drop or mark (looked up by port) or a timeout or window
 * change (looked up by flow), recorded at the very instant of the row. A window that grew has no rule to show.
 */
final class EventExplainer {

    private EventExplainer() {
    }

    /** The explanation of {@code row}, if the run recorded one at its instant. */
    static Optional<Explanation> of(EventRow row, Optional<Explanations> explanations) {
        if (row.pending()) {
            return Optional.empty();
        }
        Optional<Explanation> found = switch (row.kind()) {
            case "DROP" -> explanations.flatMap(e -> e.nearest(row.timePs(), row.node(), ExplanationKind.DROP));
            case "MARK" -> explanations.flatMap(e -> e.nearest(row.timePs(), row.node(), ExplanationKind.MARK));
            case "RTO" -> explanations.flatMap(e -> e.nearest(row.timePs(), row.flow(), ExplanationKind.RTO));
            case "CWND" -> explanations.flatMap(e -> e.nearest(row.timePs(), row.flow(), ExplanationKind.WINDOW_CUT));
            default -> Optional.empty();
        };
        return found.filter(e -> e.timePs() == row.timePs());
    }

    /** What to say when {@link #of} finds nothing. */
    static String nothingFor(EventRow row) {
        if (row.pending()) {
            return "This event has not happened yet: step to it first.";
        }
        if (row.kind().equals("CWND")) {
            return "No rule cut the window here: it grew, as every ACK lets it.";
        }
        String kind = row.kind().toLowerCase(java.util.Locale.ROOT);
        return "Only drops, marks, timeouts and window cuts are explained; this is " + ("aeiou".indexOf(kind.charAt(0)) >= 0 ? "an " : "a ")
                + kind + " event.";
    }
}
