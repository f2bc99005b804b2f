package org.dclab.model.parameters;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

import org.dclab.engine.api.Descriptor;
import org.dclab.engine.api.Parameter;
import org.dclab.engine.api.Registry;
import org.dclab.model.DclabPackage;
import org.dclab.model.NamedElement;
import org.dclab.model.Scenario;
import org.dclab.model.transport.ParameterSettings;
import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;

/**
 * What differs between two versions of a scenario, each setting named by its path as {@code --set} names it
 * ({@code left-right.sourceQueue.markingThreshold}, {@code seed}): what a class compares two runs by after changing a
 * parameter and running again ("K 20 → 65").
 *
 * @param path   the setting, or an element added or removed
 * @param before its value in the earlier version, "" for an element added
 * @param after  its value in the later version, "" for an element removed
 */
public record ScenarioChanges(String path, String before, String after) {

    /** The settings that differ from {@code before} to {@code after}, in the order {@code after} lists them, then removals. */
    public static List<ScenarioChanges> between(Scenario before, Scenario after) {
        Map<String, String> earlier = settings(before);
        Map<String, String> later = settings(after);
        List<ScenarioChanges> changes = new ArrayList<>();
        later.forEach((path, value) -> {
            String was = earlier.get(path);
            if (was == null) {
                changes.add(new ScenarioChanges(path, "", value));
            } else if (!was.equals(value)) {
                changes.add(new ScenarioChanges(path, was, value));
            }
        });
        earlier.forEach((path, value) -> {
            if (!later.containsKey(path)) {
                changes.add(new ScenarioChanges(path, value, ""));
            }
        });
        return changes;
    }

    /** Every attribute and reference of {@code scenario} by its path, values as the file writes them. */
    private static Map<String, String> settings(Scenario scenario) {
        Map<String, String> settings = new LinkedHashMap<>();
        if (scenario != null) {
            add("", scenario, settings);
        }
        return settings;
    }

    private static void add(String path, EObject element, Map<String, String> settings) {
        for (EAttribute attribute : element.eClass().getEAllAttributes()) {
            if (!attribute.isDerived() && !attribute.isTransient() && !(element instanceof NamedElement && attribute.getName().equals(
                    "name"))) {
                settings.put(join(path, attribute.getName()), String.valueOf(element.eGet(attribute)));
            }
        }
        for (EReference reference : element.eClass().getEAllReferences()) {
            if (reference.isDerived() || reference.isTransient() || reference.isContainer()) {
                continue;
            }
            if (reference == DclabPackage.Literals.TRANSPORT_SETTINGS__PARAMETERS
                    || reference == DclabPackage.Literals.QUEUE_SETTINGS__PARAMETERS) {
                addParameters(path, element, settings);
                continue;
            }
            Object value = element.eGet(reference);
            List<?> values = value instanceof List<?> list ? list : value == null ? List.of() : List.of(value);
            if (!reference.isContainment()) {
                settings.put(join(path, reference.getName()), values.stream().map(ScenarioChanges::nameOf).toList().toString());
                continue;
            }
            for (int i = 0; i < values.size(); i++) {
                EObject contained = (EObject) values.get(i);
                // A named element is known by its name wherever it stands, as --set names it; a setting by where it is.
                String at = contained instanceof NamedElement named && named.getName() != null ? named.getName()
                        : join(path, reference.getName() + (reference.isMany() ? "[" + (i + 1) + "]" : ""));
                add(at, contained, settings);
            }
        }
    }

    /**
     * A control's or discipline's parameters as {@code --set} names them: its own by name, each at the value it runs
     * with, stored or default; another's that the settings keep by its key.
     */
    private static void addParameters(String path, EObject element, Map<String, String> settings) {
        Descriptor<?> own = ParameterSettings.descriptorOf(element).orElse(null);
        if (own != null) {
            for (Parameter p : own.parameters()) {
                String text = ParameterSettings.text(element, p);
                settings.put(join(path, p.name()), text != null ? text : p.format(p.defaultValue()));
            }
        }
        ParameterSettings.storeOf(element).forEach(entry -> {
            Parameter p = entry.getKey() == null ? null : Registry.parameter(entry.getKey()).orElse(null);
            if (own == null || p == null || !own.parameters().contains(p)) {
                settings.put(join(path, String.valueOf(entry.getKey())), String.valueOf(entry.getValue()));
            }
        });
    }

    private static String join(String path, String name) {
        return path.isEmpty() ? name : path + "." + name;
    }

    private static String nameOf(Object element) {
        return element instanceof NamedElement named ? Objects.toString(named.getName(), "") : String.valueOf(element);
    }
}
