package org.dclab.model.parameters;

import java.util.Locale;

import org.dclab.engine.api.Units;
import org.dclab.model.internal.resource.OneLine;
import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EEnum;
import org.eclipse.emf.ecore.util.EcoreUtil;

/**
 * Parses attribute values written by people, by the engine's one set of rules for quantities ({@link Units}): an
 * attribute named …Ps takes a time with a unit ({@code 10us}, {@code 0.5s}), …Bps a rate ({@code 10Gbps},
 * {@code 40G}), …Bytes a size ({@code 64KiB}); a bare number is in the attribute's own unit, and a value that would
 * need a fraction of it is refused. Everything else is parsed as EMF parses the attribute's type in a file,
 * enumerations ignoring case. A control's or a discipline's parameter parses itself ({@code Parameter.parse}).
 */
public final class ParameterValues {

    private ParameterValues() {
    }

    /** The value of {@code attribute} written as {@code text}; {@code context} names the parameter in messages. */
    public static Object parse(EAttribute attribute, String text, String context) {
        String value = text == null ? "" : text.strip();
        Class<?> type = attribute.getEAttributeType().getInstanceClass();
        try {
            Units.Kind kind = kindOf(attribute);
            if (kind != Units.Kind.NUMBER && (type == long.class || type == int.class)) {
                long parsed = Units.parseWhole(value, kind);
                return type == int.class ? (Object) Math.toIntExact(parsed) : (Object) parsed;
            }
            if (attribute.getEAttributeType() instanceof EEnum enumType) {
                return enumLiteral(enumType, value);
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
        try {
            return Units.parseTime(text);
        } catch (RuntimeException e) {
            throw new IllegalArgumentException("'" + OneLine.of(text)
                    + "' is not a time; write a number with a unit: ps, ns, us, ms or s, e.g. 0.5s", e);
        }
    }

    /** What an attribute's name says it measures, by the model's one convention for units (rateBps, delayPs, sizeBytes). */
    public static Units.Kind kindOf(EAttribute attribute) {
        String name = attribute.getName();
        return name.endsWith("Ps") ? Units.Kind.TIME : name.endsWith("Bps") ? Units.Kind.RATE
                : name.endsWith("Bytes") ? Units.Kind.SIZE : Units.Kind.NUMBER;
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
        return switch (kindOf(attribute)) {
            case TIME -> "time for " + attribute.getName() + " (picoseconds, or a number with ps, ns, us, ms or s)";
            case RATE -> "rate for " + attribute.getName() + " (bits per second, or a number with kbps, Mbps or Gbps)";
            case SIZE -> "size for " + attribute.getName() + " (bytes, or a number with KiB, MiB, kB or MB)";
            case NUMBER -> type.replaceFirst("^E", "").toLowerCase(Locale.ROOT) + " for " + attribute.getName();
        };
    }
}
