package org.dclab.model.transport;

import java.util.Arrays;
import java.util.List;
import java.util.Map;

import org.dclab.engine.cc.TransportParameter;
import org.dclab.engine.cc.TransportType;
import org.dclab.model.CongestionControl;
import org.dclab.model.DclabPackage;
import org.dclab.model.TransportSettings;
import org.eclipse.emf.ecore.EAttribute;

/**
 * The engine's registered transport of each congestion control of the model: what validation, the bridge and the
 * charts ask of a literal (does it negotiate ECN, does it keep α, its parameters' units and ranges) is read from
 * there, never listed again.
 */
public final class CongestionControls {

    private static final Map<TransportParameter, EAttribute> ATTRIBUTES = Map.ofEntries(
            Map.entry(TransportParameter.DCTCP_G, DclabPackage.Literals.TRANSPORT_SETTINGS__DCTCP_G),
            Map.entry(TransportParameter.CUBIC_C, DclabPackage.Literals.TRANSPORT_SETTINGS__CUBIC_C),
            Map.entry(TransportParameter.CUBIC_BETA, DclabPackage.Literals.TRANSPORT_SETTINGS__CUBIC_BETA),
            Map.entry(TransportParameter.VEGAS_ALPHA, DclabPackage.Literals.TRANSPORT_SETTINGS__VEGAS_ALPHA_PACKETS),
            Map.entry(TransportParameter.VEGAS_BETA, DclabPackage.Literals.TRANSPORT_SETTINGS__VEGAS_BETA_PACKETS),
            Map.entry(TransportParameter.VEGAS_GAMMA, DclabPackage.Literals.TRANSPORT_SETTINGS__VEGAS_GAMMA_PACKETS),
            Map.entry(TransportParameter.GEMINI_CAPACITY, DclabPackage.Literals.TRANSPORT_SETTINGS__GEMINI_CAPACITY_BPS),
            Map.entry(TransportParameter.GEMINI_K, DclabPackage.Literals.TRANSPORT_SETTINGS__GEMINI_MARKING_THRESHOLD_PACKETS),
            Map.entry(TransportParameter.GEMINI_T, DclabPackage.Literals.TRANSPORT_SETTINGS__GEMINI_DELAY_THRESHOLD_PS),
            Map.entry(TransportParameter.GEMINI_BETA, DclabPackage.Literals.TRANSPORT_SETTINGS__GEMINI_BETA),
            Map.entry(TransportParameter.GEMINI_H, DclabPackage.Literals.TRANSPORT_SETTINGS__GEMINI_H));

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

    /** The attribute of {@link TransportSettings} that gives the engine's {@code parameter}. */
    public static EAttribute attributeOf(TransportParameter parameter) {
        EAttribute attribute = ATTRIBUTES.get(parameter);
        if (attribute == null) {
            throw new IllegalArgumentException("transport parameter " + parameter + " has no attribute in the model");
        }
        return attribute;
    }

    /** The literals whose control keeps α, as a sentence names them: "DCTCP and GEMINI". */
    public static String keepingAlpha() {
        List<String> names = Arrays.stream(CongestionControl.values()).filter(cc -> typeOf(cc).keepsAlpha())
                .map(CongestionControl::getName).toList();
        return Names.sentence(names, "and");
    }
}
