package org.dclab.ui.editor.properties;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

import org.dclab.model.DclabPackage.Literals;
import org.dclab.model.transport.ParameterSettings;
import org.dclab.model.validation.Labels;
import org.eclipse.emf.common.command.Command;
import org.eclipse.emf.common.notify.AdapterFactory;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.emf.edit.command.ChangeCommand;
import org.eclipse.emf.edit.command.SetCommand;
import org.eclipse.emf.edit.domain.EditingDomain;
import org.eclipse.emf.edit.provider.IItemPropertyDescriptor;
import org.eclipse.emf.edit.provider.IItemPropertySource;
import org.eclipse.ui.views.properties.IPropertyDescriptor;
import org.eclipse.ui.views.properties.IPropertySource;

/**
 * The Properties view's face of one model element. Names and editability come from the generated item providers'
 * property descriptors; optional contained settings (queues, transport), which item providers do not describe as
 * properties, are added so that they can be switched between default and custom and edited in place, and so are the
 * parameters of a transport's control and a queue's discipline, as their descriptors state them. Every change is a
 * command on the editor's editing domain, so Undo takes it back like any canvas gesture.
 */
public final class ElementPropertySource implements IPropertySource {

    private static final String DIAGRAM = "Diagram";
    private static final String SETTINGS = "Settings";

    private final EObject element;
    private final EditingDomain domain;
    private final AdapterFactory adapterFactory;

    public ElementPropertySource(EObject element, EditingDomain domain, AdapterFactory adapterFactory) {
        this.element = element;
        this.domain = domain;
        this.adapterFactory = adapterFactory;
    }

    @Override
    public Object getEditableValue() {
        return element;
    }

    @Override
    public IPropertyDescriptor[] getPropertyDescriptors() {
        List<IPropertyDescriptor> descriptors = new ArrayList<>();
        IItemPropertySource itemSource = (IItemPropertySource) adapterFactory.adapt(element, IItemPropertySource.class);
        if (itemSource != null) {
            for (IItemPropertyDescriptor item : itemSource.getPropertyDescriptors(element)) {
                if (item.getFeature(element) instanceof EStructuralFeature feature) {
                    ValueKind kind = ValueKind.of(feature);
                    String category = feature == Literals.NODE__X || feature == Literals.NODE__Y ? DIAGRAM : kind();
                    boolean editable = item.canSetProperty(element) && ValueKind.isEditable(feature);
                    descriptors.add(new FeaturePropertyDescriptor(element, feature,
                            PropertyTexts.displayName(item.getDisplayName(element), kind), category, editable));
                }
            }
        }
        descriptors.addAll(ParameterPropertyDescriptor.of(element, kind()));
        for (EReference containment : element.eClass().getEAllContainments()) {
            if (!containment.isMany() && containment != Literals.SCENARIO__NETWORK) {
                String name = PropertyTexts.displayName(itemName(containment), ValueKind.CONTAINED);
                descriptors.add(new FeaturePropertyDescriptor(element, containment, name, SETTINGS, true));
            }
        }
        return descriptors.toArray(IPropertyDescriptor[]::new);
    }

    @Override
    public Object getPropertyValue(Object id) {
        if (row(id) instanceof ParameterPropertyDescriptor parameter) {
            return parameter.editorValue();
        }
        FeaturePropertyDescriptor descriptor = descriptor(id);
        if (descriptor == null) {
            return null;
        }
        Object value = element.eGet(descriptor.feature());
        if (descriptor.kind() == ValueKind.CONTAINED) {
            return new ContainedValue(value == null ? 0 : 1, (EObject) value);
        }
        return descriptor.kind().toEditor(element, descriptor.feature(), value);
    }

    @Override
    public boolean isPropertySet(Object id) {
        if (row(id) instanceof ParameterPropertyDescriptor parameter) {
            return parameter.isSet();
        }
        FeaturePropertyDescriptor descriptor = descriptor(id);
        return descriptor != null && element.eIsSet(descriptor.feature());
    }

    @Override
    public void resetPropertyValue(Object id) {
        FeaturePropertyDescriptor descriptor = descriptor(id);
        if (descriptor != null) {
            execute(SetCommand.create(domain, element, descriptor.feature(), SetCommand.UNSET_VALUE));
        }
    }

    /**
     * Parses {@code value} as the cell editor delivered it and sets it with a command. Setting a value equal to the
     * current one runs no command, so merely opening and closing a cell adds nothing to the undo history.
     *
     * <p>An optional setting is set in two ways: its own cell hands over the combo index (default or custom), and an
     * edit of one of its nested rows hands over the setting itself, which the Properties view passes up to every
     * outer row once the nested row has been set. The setting is then already the one shown, so nothing changes here.
     */
    @Override
    public void setPropertyValue(Object id, Object value) {
        if (row(id) instanceof ParameterPropertyDescriptor parameter) {
            Command command = parameter.command(value);
            if (command != null) {
                execute(command);
            }
            return;
        }
        FeaturePropertyDescriptor descriptor = descriptor(id);
        if (descriptor == null) {
            return;
        }
        EStructuralFeature feature = descriptor.feature();
        Object edited = descriptor.kind() == ValueKind.CONTAINED ? PropertyTexts.containedIndex(value) : value;
        if (descriptor.kind() == ValueKind.CONTAINED && ((Integer) edited == 1) == (element.eGet(feature) != null)) {
            return;
        }
        Object modelValue = descriptor.kind().fromEditor(element, feature, edited);
        if (descriptor.kind() != ValueKind.CONTAINED && Objects.equals(modelValue, element.eGet(feature))) {
            return;
        }
        if (descriptor.kind() == ValueKind.DESCRIPTOR) {
            // A new control or discipline brings its parameters' defaults with it, in the same undoable step.
            execute(switchTo((String) modelValue));
            return;
        }
        execute(SetCommand.create(domain, element, feature, modelValue));
    }

    private Command switchTo(String key) {
        ChangeCommand command = new ChangeCommand(element) {
            @Override
            protected void doExecute() {
                ParameterSettings.switchTo(element, key);
            }
        };
        command.setLabel("Set " + key);
        return command;
    }

    private void execute(Command command) {
        if (command.canExecute()) {
            domain.getCommandStack().execute(command);
        }
    }

    private FeaturePropertyDescriptor descriptor(Object id) {
        return row(id) instanceof FeaturePropertyDescriptor feature ? feature : null;
    }

    private IPropertyDescriptor row(Object id) {
        for (IPropertyDescriptor descriptor : getPropertyDescriptors()) {
            if (descriptor.getId().equals(id)) {
                return descriptor;
            }
        }
        return null;
    }

    /** The element's kind as a category heading: "Transport settings", not the model's class name. */
    private String kind() {
        String words = Labels.words(element.eClass().getName());
        return Character.toUpperCase(words.charAt(0)) + words.substring(1);
    }

    private String itemName(EStructuralFeature feature) {
        String name = feature.getName();
        StringBuilder words = new StringBuilder();
        for (char c : name.toCharArray()) {
            if (Character.isUpperCase(c) && words.length() > 0) {
                words.append(' ');
            }
            words.append(words.length() == 0 ? Character.toUpperCase(c) : c);
        }
        return words.toString();
    }
}
