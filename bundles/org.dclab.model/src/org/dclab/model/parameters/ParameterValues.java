package org.dclab.model.parameters;

import java.math.BigDecimal;
import java.util.Locale;
import java.util.Map;

import org.dclab.model.internal.resource.OneLine;
import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EEnum;
import org.eclipse.emf.ecore.util.EcoreUtil;

/**
 * Parses parameter values written by people. Attributes named …Ps accept a time with a unit ({@code 10us},
 * {@code 0.5s}) and …Bps a rate ({@code 10Gbps}); a bare number is in the attribute's own unit. Everything else is
 * parsed as EMF parses the attribute's type in a file, enumerations ignoring case.
 */
public final class ParameterValues {

    private static final Map<String, BigDecimal> PS_PER_UNIT = Map.of(
            "ps", BigDecimal.ONE, "ns", BigDecimal.valueOf(1_000L), "us", BigDecimal.valueOf(1_000_000L),
            "µs", BigDecimal.valueOf(1_000_000L), "ms", BigDecimal.valueOf(1_000_000_000L),
            "s", BigDecimal.valueOf(1_000_000_000_000L));
    private static final Map<String, BigDecimal> BPS_PER_UNIT = Map.of(
            "bps", BigDecimal.ONE, "kbps", BigDecimal.valueOf(1_000L), "mbps", BigDecimal.valueOf(1_000_000L),
            "gbps", BigDecimal.valueOf(1_000_000_000L), "tbps", BigDecimal.valueOf(1_000_000_000_000L));

    private ParameterValues() {
    }

    /** The value of {@code attribute} written as {@code text}; {@code context} names the parameter in messages. */
    public static Object parse(EAttribute attribute, String text, String context) {
        String value = text == null ? "" : text.strip();
        try {
            if (attribute.getName().endsWith("Ps") && !isPlainNumber(value)) {
                return withUnit(value, PS_PER_UNIT, "a time such as 100us, 2ms or 0.5s");
            }
            if (attribute.getName().endsWith("Bps") && !isPlainNumber(value)) {
                return withUnit(value.toLowerCase(Locale.ROOT), BPS_PER_UNIT, "a rate such as 1Gbps or 100Mbps");
            }
            if (attribute.getEAttributeType() instanceof EEnum type) {
                return enumLiteral(type, value);
            }
            Object parsed = EcoreUtil.createFromString(attribute.getEAttributeType(), value);
            if (parsed == null) {
                throw new IllegalArgumentException("empty value");
            }
            return parsed;
        } catch (RuntimeException e) {
            throw new IllegalArgumentException(OneLine.of(context) + ": '" + OneLine.of(text) + "' is not a valid " + describe(attribute)
                    + (e.getMessage() != null && !(e instanceof NumberFormatException) ? " (" + e.getMessage() + ")" : ""), e);
        }
    }

    /** A time such as {@code 0.5s} or {@code 200us} in picoseconds; a bare number is picoseconds. */
    public static long timePs(String text) {
        String value = text == null ? "" : text.strip();
        try {
            return isPlainNumber(value) ? Long.parseLong(value) : withUnit(value, PS_PER_UNIT, "a time such as 100us, 2ms or 0.5s");
        } catch (RuntimeException e) {
            throw new IllegalArgumentException("'" + OneLine.of(text)
                    + "' is not a time; write a number with a unit: ps, ns, us, ms or s, e.g. 0.5s", e);
        }
    }

    private static boolean isPlainNumber(String value) {
        return value.matches("-?\\d+");
    }

    private static long withUnit(String value, Map<String, BigDecimal> units, String expected) {
        int split = 0;
        while (split < value.length() && (Character.isDigit(value.charAt(split)) || ".-+eE".indexOf(value.charAt(split)) >= 0)) {
            split++;
        }
        BigDecimal factor = units.get(value.substring(split).strip());
        if (split == 0 || factor == null) {
            throw new IllegalArgumentException("expected " + expected);
        }
        return new BigDecimal(value.substring(0, split)).multiply(factor).setScale(0, java.math.RoundingMode.HALF_EVEN)
                .longValueExact();
    }

    private static Object enumLiteral(EEnum type, String value) {
        for (var literal : type.getELiterals()) {
            if (literal.getName().equalsIgnoreCase(value) || literal.getLiteral().equalsIgnoreCase(value)) {
                return literal.getInstance();
            }
        }
        StringBuilder names = new StringBuilder();
        type.getELiterals().forEach(l -> names.append(names.length() == 0 ? "" : ", ").append(l.getName()));
        throw new IllegalArgumentException("one of " + names);
    }

    private static String describe(EAttribute attribute) {
        String type = attribute.getEAttributeType().getName();
        if (attribute.getName().endsWith("Ps")) {
            return "time for " + attribute.getName() + " (picoseconds, or a number with ps, ns, us, ms or s)";
        }
        if (attribute.getName().endsWith("Bps")) {
            return "rate for " + attribute.getName() + " (bits per second, or a number with kbps, Mbps or Gbps)";
        }
        return type.replaceFirst("^E", "").toLowerCase(Locale.ROOT) + " for " + attribute.getName();
    }
}
