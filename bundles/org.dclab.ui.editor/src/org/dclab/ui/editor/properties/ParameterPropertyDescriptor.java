package org.dclab.ui.editor.properties;

import java.util.ArrayList;
import java.util.List;

import org.dclab.engine.api.Descriptor;
import org.dclab.engine.api.Parameter;
import org.dclab.engine.api.Range;
import org.dclab.engine.api.Units;
import org.dclab.model.transport.ParameterSettings;
import org.dclab.model.validation.ParameterRules;
import org.eclipse.emf.common.command.Command;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.edit.command.ChangeCommand;
import org.eclipse.jface.viewers.CellEditor;
import org.eclipse.jface.viewers.ComboBoxCellEditor;
import org.eclipse.jface.viewers.LabelProvider;
import org.eclipse.jface.viewers.TextCellEditor;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.ui.views.properties.PropertyDescriptor;

/**
 * One parameter of a transport's control or a queue's discipline in the Properties view, as the descriptor states it:
 * its name and symbol, what it sets with its unit and range in the status line, a combo for a switch or a choice and a
 * text field that takes units (5ms, 1Gbps) for a number. A value outside its range, or one that would break a rule of
 * the descriptor's the stored values keep (K beyond the queue's buffer), is refused in the status line with the row's
 * name, as an attribute's cell refuses one. A change stores the parameter by its key in one undoable command.
 */
final class ParameterPropertyDescriptor extends PropertyDescriptor {

    private final EObject settings;
    private final Parameter parameter;

    private ParameterPropertyDescriptor(EObject settings, Parameter parameter, String category) {
        super("parameter " + parameter.key(), label(parameter));
        this.settings = settings;
        this.parameter = parameter;
        setCategory(category);
        setDescription(parameter.symbol() + ", " + parameter.meaning() + ": " + parameter.range().text() + parameter.unitText());
        setLabelProvider(new LabelProvider() {
            @Override
            public String getText(Object element) {
                return display(element);
            }
        });
    }

    /**
     * A row for each parameter of the control or discipline {@code settings} names, under {@code category} with the
     * settings' other rows; none for one that is not registered.
     */
    static List<ParameterPropertyDescriptor> of(EObject settings, String category) {
        List<ParameterPropertyDescriptor> rows = new ArrayList<>();
        ParameterSettings.descriptorOf(settings).map(Descriptor::parameters)
                .ifPresent(parameters -> parameters.forEach(p -> rows.add(new ParameterPropertyDescriptor(settings, p, category))));
        return rows;
    }

    /**
     * "Marking Threshold" for markingThreshold, as the attributes' rows read; a unit a name carries goes with the value
     * ("5 ms"), not into the name.
     */
    static String label(Parameter p) {
        String name = p.name().replaceFirst("(Ps|Bps)$", "");
        StringBuilder words = new StringBuilder();
        for (char c : name.toCharArray()) {
            if (Character.isUpperCase(c) && words.length() > 0) {
                words.append(' ');
            }
            words.append(words.length() == 0 && name.length() > 1 ? Character.toUpperCase(c) : c);
        }
        return words.toString();
    }

    /** The value as the cell editor holds it: a choice's index, or the text with the unit people read. */
    Object editorValue() {
        Object value;
        try {
            value = ParameterSettings.value(settings, parameter);
        } catch (IllegalArgumentException e) {
            return parameter.range() instanceof Range.Choice ? -1 : ParameterSettings.text(settings, parameter);
        }
        if (parameter.range() instanceof Range.Choice choice) {
            return choice.names().indexOf(parameter.format(value));
        }
        Units.Kind kind = Units.Kind.of(parameter.unit());
        return value instanceof Long whole && kind != Units.Kind.NUMBER ? Units.formatWhole(whole, kind) : parameter.format(value);
    }

    boolean isSet() {
        return ParameterSettings.text(settings, parameter) != null;
    }

    /** The command that stores {@code edited} (a choice's index or a text), or null when it is what is stored already. */
    Command command(Object edited) {
        String text = edited instanceof Integer index && parameter.range() instanceof Range.Choice choice ? choice.names().get(index)
                : String.valueOf(edited);
        Object value = parameter.parse(text);
        if (parameter.format(value).equals(ParameterSettings.text(settings, parameter))) {
            return null;
        }
        ChangeCommand command = new ChangeCommand(settings) {
            @Override
            protected void doExecute() {
                ParameterSettings.set(settings, parameter, text);
            }
        };
        command.setLabel("Set " + parameter.name());
        return command;
    }

    @Override
    public CellEditor createPropertyEditor(Composite parent) {
        if (parameter.range() instanceof Range.Choice choice) {
            return new ComboBoxCellEditor(parent, choice.names().toArray(String[]::new), SWT.READ_ONLY);
        }
        TextCellEditor editor = new TextCellEditor(parent);
        editor.setValidator(value -> {
            String refusal = ParameterRules.refusal(settings, parameter, String.valueOf(value));
            return refusal == null ? null : getDisplayName() + " " + refusal;
        });
        return editor;
    }

    private String display(Object editorValue) {
        if (parameter.range() instanceof Range.Choice choice && editorValue instanceof Integer index) {
            return index >= 0 && index < choice.names().size() ? choice.names().get(index) : "";
        }
        return editorValue == null ? "" : editorValue.toString();
    }
}
