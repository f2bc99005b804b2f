package org.dclab.engine.core;

/**
 * A parameter as a descriptor lists it, a queue discipline's ({@code QueueParameter}) or a congestion control's
 * ({@code TransportParameter}): the symbol papers and explanations use, what it sets, its unit and the values the
 * engine accepts.
 */
public interface Parameter {

    /** What a descriptor says of one parameter; {@code unit} is "" for a pure number. */
    record Spec(String symbol, String meaning, String unit, Range range) {
    }

    Spec spec();

    /** The name in papers, charts and explanations: "K", "max_p", "β". */
    default String symbol() {
        return spec().symbol();
    }

    /** What it sets, in a few words. */
    default String meaning() {
        return spec().meaning();
    }

    /** Its unit, "" for a pure number. */
    default String unit() {
        return spec().unit();
    }

    /** The values the engine accepts. */
    default Range range() {
        return spec().range();
    }
}
