package org.dclab.model.transport;

import java.util.List;
import java.util.Optional;

import org.dclab.engine.api.ParameterValues;
import org.dclab.engine.api.Registry;
import org.dclab.engine.api.TransportType;
import org.dclab.model.TransportSettings;

/**
 * The engine's descriptor of a transport's congestion control ({@link Registry}): what validation, the bridge and the
 * charts ask of a control (does it negotiate ECN, does it keep α, its parameters' units and ranges) is read from
 * there, never listed again.
 */
public final class CongestionControls {

    private CongestionControls() {
    }

    /** The descriptor of {@code t}'s control, if one of that key is registered. */
    public static Optional<TransportType> find(TransportSettings t) {
        return Registry.findControl(t.getCongestionControl());
    }

    /** The descriptor of {@code t}'s control; throws IllegalArgumentException naming the registered ones for an unknown key. */
    public static TransportType typeOf(TransportSettings t) {
        return Registry.control(t.getCongestionControl());
    }

    /** The values of {@code t}'s control's parameters; throws IllegalArgumentException naming a value its control refuses. */
    public static ParameterValues valuesOf(TransportSettings t) {
        return ParameterSettings.values(t, typeOf(t));
    }

    /** The segment size {@code t}'s connections are configured with, as a control's factory may read it. */
    public static TransportType.Connection connectionOf(TransportSettings t) {
        return new TransportType.Connection(t.getMssBytes());
    }

    /** Every registered control's key, in the registry's order. */
    public static List<String> choices() {
        return Registry.controls().stream().map(TransportType::key).toList();
    }

    /** The controls that keep α, as a sentence names them: "dctcp and gemini". */
    public static String keepingAlpha() {
        return Names.sentence(Registry.controls().stream().filter(TransportType::keepsAlpha).map(TransportType::key).toList(), "and");
    }
}
