package org.dclab.ui.editor.properties;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

import org.dclab.model.NamedElement;
import org.dclab.model.transport.ParameterSettings;
import org.dclab.engine.api.Units;
import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EEnum;
import org.eclipse.emf.ecore.EEnumLiteral;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.emf.ecore.util.EcoreUtil;

/**
 * How a feature's value is shown and typed in the Properties view. The unit is read off the feature's name, the
 * model's one convention for units (rateBps, delayPs, minRtoPs, ...), so a feature added to the model later gets the
 * right editor without a change here.
 */
enum ValueKind {

    TEXT,
    INTEGER,
    DECIMAL,
    RATE,
    TIME,
    ENUM,
    BOOLEAN,
    REFERENCE,
    CONTAINED,
    LIST,
    /** The key of a registered control or discipline, chosen from the registry. */
    DESCRIPTOR;

    static ValueKind of(EStructuralFeature feature) {
        if (feature.isMany()) {
            return LIST;
        }
        if (feature instanceof EReference reference) {
            return reference.isContainment() ? CONTAINED : REFERENCE;
        }
        Class<?> type = feature.getEType().getInstanceClass();
        if (feature instanceof EAttribute attribute && !ParameterSettings.keysOf(attribute).isEmpty()) {
            return DESCRIPTOR;
        }
        if (feature.getEType() instanceof EEnum) {
            return ENUM;
        }
        if (type == boolean.class || type == Boolean.class) {
            return BOOLEAN;
        }
        if (type == long.class || type == Long.class) {
            return feature.getName().endsWith("Bps") ? RATE : feature.getName().endsWith("Ps") ? TIME : INTEGER;
        }
        if (type == int.class || type == Integer.class) {
            return INTEGER;
        }
        if (type == double.class || type == Double.class || type == float.class) {
            return DECIMAL;
        }
        return TEXT;
    }

    /** The choices a combo box offers, for the kinds edited with one; empty for typed kinds. */
    List<String> choices(EObject owner, EStructuralFeature feature) {
        return switch (this) {
            case ENUM -> ((EEnum) feature.getEType()).getELiterals().stream().map(EEnumLiteral::getName).toList();
            case BOOLEAN -> List.of("false", "true");
            case REFERENCE -> candidates(owner, feature).stream().map(ValueKind::nameOf).toList();
            case CONTAINED -> List.of("default", "custom");
            case DESCRIPTOR -> ParameterSettings.keysOf((EAttribute) feature);
            default -> List.of();
        };
    }

    boolean usesCombo() {
        return this == ENUM || this == BOOLEAN || this == REFERENCE || this == CONTAINED || this == DESCRIPTOR;
    }

    /** The model value as the cell editor holds it: text for typed kinds, a choice index for combos. */
    Object toEditor(EObject owner, EStructuralFeature feature, Object value) {
        return switch (this) {
            case RATE -> Units.formatRate((Long) value);
            case TIME -> Units.formatTime((Long) value);
            case ENUM -> ((EEnum) feature.getEType()).getELiterals().indexOf(((EEnum) feature.getEType()).getEEnumLiteral(value
                    .toString()));
            case BOOLEAN -> Boolean.TRUE.equals(value) ? 1 : 0;
            case REFERENCE -> candidates(owner, feature).indexOf(value);
            case LIST -> ((List<?>) value).stream().map(ValueKind::nameOf).collect(Collectors.joining(", "));
            case CONTAINED -> value == null ? 0 : 1;
            case DESCRIPTOR -> ParameterSettings.keysOf((EAttribute) feature).indexOf(value);
            default -> value == null ? "" : value.toString();
        };
    }

    /**
     * The model value for what the user entered; throws IllegalArgumentException with a message for the status line
     * when the text is not a value of this kind.
     */
    Object fromEditor(EObject owner, EStructuralFeature feature, Object edited) {
        Class<?> type = feature.getEType().getInstanceClass();
        String text = edited == null ? "" : edited.toString().trim();
        return switch (this) {
            case RATE -> Units.parseRate(text);
            case TIME -> Units.parseTime(text);
            case INTEGER -> parseInteger(text, type);
            case DECIMAL -> parseDecimal(text);
            case ENUM -> {
                EEnum eEnum = (EEnum) feature.getEType();
                yield EcoreUtil.createFromString(eEnum, eEnum.getELiterals().get((Integer) edited).getName());
            }
            case BOOLEAN -> ((Integer) edited) == 1;
            case REFERENCE -> candidates(owner, feature).get((Integer) edited);
            case LIST -> parseList(owner, feature, text);
            case CONTAINED -> ((Integer) edited) == 0 ? null : EcoreUtil.create((EClass) feature.getEType());
            case DESCRIPTOR -> ParameterSettings.keysOf((EAttribute) feature).get((Integer) edited);
            case TEXT -> text.isEmpty() && !(feature instanceof EAttribute a && a.isRequired()) ? null : text;
        };
    }

    /**
     * Whether a value of this kind can be typed: lists can when they hold names of elements (an incast client's
     * servers, a background's hosts) or plain text (a sweep's values), written comma-separated.
     */
    static boolean isEditable(EStructuralFeature feature) {
        return of(feature) != LIST || feature instanceof EReference reference && !reference.isContainment()
                || feature.getEType().getInstanceClass() == String.class;
    }

    private static List<Object> parseList(EObject owner, EStructuralFeature feature, String text) {
        List<Object> values = new ArrayList<>();
        for (String item : text.split("\\s*,\\s*")) {
            if (item.isEmpty()) {
                continue;
            }
            if (feature instanceof EReference reference) {
                values.add(candidates(owner, feature).stream().filter(c -> item.equals(nameOf(c))).findFirst()
                        .orElseThrow(() -> new IllegalArgumentException("no " + reference.getEReferenceType().getName().toLowerCase()
                                + " is named '" + item + "'")));
            } else {
                values.add(item);
            }
        }
        return values;
    }

    private static Object parseInteger(String text, Class<?> type) {
        try {
            long value = Long.parseLong(text.replace("_", ""));
            if (type == int.class || type == Integer.class) {
                return Math.toIntExact(value);
            }
            return value;
        } catch (NumberFormatException | ArithmeticException e) {
            throw new IllegalArgumentException("'" + text + "' is not a whole number");
        }
    }

    private static Object parseDecimal(String text) {
        try {
            return Double.parseDouble(text);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("'" + text + "' is not a number");
        }
    }

    /**
     * What a reference may point at: every element of the scenario of the reference's type, in document order (a
     * link end offers the network's nodes; a reference added to the model later offers its own kind of element).
     */
    private static List<EObject> candidates(EObject owner, EStructuralFeature feature) {
        EClass type = ((EReference) feature).getEReferenceType();
        List<EObject> candidates = new ArrayList<>();
        EcoreUtil.getRootContainer(owner).eAllContents().forEachRemaining(e -> {
            if (type.isInstance(e)) {
                candidates.add(e);
            }
        });
        return candidates;
    }

    private static String nameOf(Object element) {
        return element instanceof NamedElement named ? named.getName() : String.valueOf(element);
    }
}
