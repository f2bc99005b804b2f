package org.dclab.model.transport;

import java.util.Arrays;
import java.util.List;

import org.dclab.engine.cc.TransportType;
import org.dclab.model.CongestionControl;

/**
 * The engine's registered transport of each congestion control of the model: what validation, the bridge and the
 * charts ask of a literal (does it negotiate ECN, does it keep α) is read from there, never listed again.
 */
public final class CongestionControls {

    private CongestionControls() {
    }

    public static TransportType typeOf(CongestionControl cc) {
        return switch (cc) {
            case NEW_RENO -> TransportType.NEWRENO;
            case ECN_TCP -> TransportType.ECN_NEWRENO;
            case DCTCP -> TransportType.DCTCP;
            case CUBIC -> TransportType.CUBIC;
            case VEGAS -> TransportType.VEGAS;
            case GEMINI -> TransportType.GEMINI;
            case BBR -> TransportType.BBR;
        };
    }

    /** The literals whose control keeps α, as a sentence names them: "DCTCP and GEMINI". */
    public static String keepingAlpha() {
        List<String> names = Arrays.stream(CongestionControl.values()).filter(cc -> typeOf(cc).keepsAlpha())
                .map(CongestionControl::getName).toList();
        return Names.sentence(names, "and");
    }
}
