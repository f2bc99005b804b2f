package org.dclab.ui.editor.properties;

import java.util.List;

import org.dclab.model.NamedElement;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.emf.ecore.util.EcoreUtil;

/** Names, descriptions and value texts for the Properties view. */
final class PropertyTexts {

    private PropertyTexts() {
    }

    /** "Rate" for rateBps: the unit goes with the value ("10 Gbps"), not into the name. */
    static String displayName(String itemProviderName, ValueKind kind) {
        String name = itemProviderName;
        if (kind == ValueKind.RATE && name.endsWith(" Bps")) {
            name = name.substring(0, name.length() - 4);
        } else if (kind == ValueKind.TIME && name.endsWith(" Ps")) {
            name = name.substring(0, name.length() - 3);
        }
        return name;
    }

    /** The model's documentation of the feature, which the Properties view shows in the status line. */
    static String description(EStructuralFeature feature) {
        String documentation = EcoreUtil.getDocumentation(feature);
        return documentation != null ? documentation : feature.getName();
    }

    /**
     * The combo index of an optional setting, from whatever stands for it: the index its combo chose, the
     * {@link ContainedValue} of an unset setting, or the setting itself, which the Properties view hands over once it
     * is custom because a value with properties of its own is replaced by its editable value.
     */
    static int containedIndex(Object value) {
        if (value instanceof Integer index) {
            return index;
        }
        return value instanceof ContainedValue contained ? contained.index() : value instanceof EObject ? 1 : 0;
    }

    static String display(ValueKind kind, EObject owner, EStructuralFeature feature, Object editorValue) {
        if (kind == ValueKind.CONTAINED) {
            if (containedIndex(editorValue) == 0) {
                return owner instanceof NamedElement ? "default (inherited)" : "default";
            }
            return "custom";
        }
        if (kind.usesCombo() && editorValue instanceof Integer index) {
            List<String> choices = kind.choices(owner, feature);
            return index >= 0 && index < choices.size() ? choices.get(index) : "";
        }
        return editorValue == null ? "" : editorValue.toString();
    }
}
