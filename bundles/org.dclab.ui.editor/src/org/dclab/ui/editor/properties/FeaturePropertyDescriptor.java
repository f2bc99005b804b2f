package org.dclab.ui.editor.properties;

import java.util.List;

import org.dclab.model.DclabPackage.Literals;
import org.dclab.model.NamedElement;
import org.dclab.model.validation.AttributeRanges;
import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.jface.viewers.CellEditor;
import org.eclipse.jface.viewers.ComboBoxCellEditor;
import org.eclipse.jface.viewers.LabelProvider;
import org.eclipse.jface.viewers.TextCellEditor;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.ui.views.properties.PropertyDescriptor;

/**
 * One feature of one element in the Properties view, with the editor its value kind calls for: a combo box for
 * enumerations, booleans, node references and optional settings, a text field that parses units for the rest. A
 * value that does not parse, or lies outside the range the engine runs, is refused in the cell with the reason in the
 * status line, so it never reaches the model.
 */
final class FeaturePropertyDescriptor extends PropertyDescriptor {

    private final EObject owner;
    private final EStructuralFeature feature;
    private final ValueKind kind;
    private final boolean editable;

    FeaturePropertyDescriptor(EObject owner, EStructuralFeature feature, String displayName, String category, boolean editable) {
        super(feature.getName(), displayName);
        this.owner = owner;
        this.feature = feature;
        this.kind = ValueKind.of(feature);
        this.editable = editable;
        setCategory(category);
        setDescription(PropertyTexts.description(feature));
        setLabelProvider(new LabelProvider() {
            @Override
            public String getText(Object element) {
                return PropertyTexts.display(kind, owner, feature, element);
            }
        });
    }

    /**
     * A name is the element's XML ID and what references in the saved file point at: two elements with one name would
     * reload with links attached to the wrong node, so a taken name is refused here rather than reported later.
     */
    private String duplicateName(Object name) {
        if (name == null || name.equals(owner.eGet(feature))) {
            return null;
        }
        EObject root = EcoreUtil.getRootContainer(owner);
        for (var contents = EcoreUtil.<EObject>getAllProperContents(root, false); contents.hasNext();) {
            if (contents.next() instanceof NamedElement other && name.equals(other.getName())) {
                return "The name " + name + " is already used in this scenario";
            }
        }
        return root instanceof NamedElement named && name.equals(named.getName()) ? "The name " + name + " is the scenario's" : null;
    }

    /**
     * A number outside what the engine runs is refused in the cell, with the range, before validation would flag it; a
     * nested cell (a link's queue, a host's transport) asks with the setting it edits, whose sizes depend on it.
     */
    private String outOfRange(Object parsed) {
        String refusal = feature instanceof EAttribute attribute && parsed != null ? AttributeRanges.outOfRange(owner, attribute, parsed)
                : null;
        return refusal == null ? null : getDisplayName() + " " + refusal;
    }

    EStructuralFeature feature() {
        return feature;
    }

    ValueKind kind() {
        return kind;
    }

    @Override
    public CellEditor createPropertyEditor(Composite parent) {
        if (!editable) {
            return null;
        }
        if (kind.usesCombo()) {
            List<String> choices = kind.choices(owner, feature);
            return new ComboBoxCellEditor(parent, choices.toArray(String[]::new), SWT.READ_ONLY) {
                @Override
                protected void doSetValue(Object value) {
                    super.doSetValue(kind == ValueKind.CONTAINED ? PropertyTexts.containedIndex(value) : value);
                }
            };
        }
        TextCellEditor editor = new TextCellEditor(parent);
        editor.setValidator(value -> {
            try {
                Object parsed = kind.fromEditor(owner, feature, value);
                return feature == Literals.NAMED_ELEMENT__NAME ? duplicateName(parsed) : outOfRange(parsed);
            } catch (IllegalArgumentException e) {
                return getDisplayName() + ": " + e.getMessage();
            }
        });
        return editor;
    }
}
