package org.dclab.model.internal.format;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.dclab.engine.api.Descriptor;
import org.dclab.engine.api.Parameter;
import org.dclab.engine.api.Registry;
import org.dclab.model.DclabPackage;
import org.dclab.model.QueueSettings;
import org.dclab.model.Scenario;
import org.dclab.model.SweepParameter;
import org.dclab.model.TransportSettings;
import org.dclab.model.parameters.LinkedParameter;
import org.dclab.model.parameters.ParameterPath;
import org.dclab.model.resource.ScenarioFormat;
import org.dclab.model.transport.ParameterSettings;
import org.eclipse.emf.common.util.EMap;
import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EObject;

/**
 * Brings a scenario read as version 2 of the file format to the current one, so that it runs as it ran: each control
 * and discipline literal becomes its key, and each attribute that held a parameter becomes a value of that parameter
 * ({@link FormatTwo}). A transport or queue then stores every parameter of its own control or discipline, and of the
 * others those whose value differs from the default, so that a sweep or an edit that switches to one of them finds what
 * the file said. Sweep paths and values are written the current way.
 */
public final class Migration {

    private Migration() {
    }

    /**
     * Migrates {@code scenario}, whose version-2 attributes the reader kept aside in {@code attributes} (by the element
     * that had them, attribute name to text).
     */
    public static void fromFormatTwo(Scenario scenario, Map<EObject, Map<String, String>> attributes) {
        List<SweepParameter> sweeps = new ArrayList<>();
        for (Iterator<EObject> it = scenario.eAllContents(); it.hasNext();) {
            EObject o = it.next();
            if (o instanceof TransportSettings t) {
                t.setCongestionControl(FormatTwo.key(FormatTwo.CONTROLS, t.getCongestionControl()));
                store(t, values(attributes.get(t), FormatTwo.TRANSPORT), Registry.controls());
            } else if (o instanceof QueueSettings q) {
                q.setDiscipline(FormatTwo.key(FormatTwo.DISCIPLINES, q.getDiscipline()));
                store(q, values(attributes.get(q), FormatTwo.QUEUE), Registry.disciplines());
            } else if (o instanceof SweepParameter sweep) {
                sweeps.add(sweep);
            }
        }
        sweeps.forEach(sweep -> sweep(scenario, sweep));
        scenario.setSchemaVersion(ScenarioFormat.CURRENT_VERSION);
    }

    /** The text each parameter key had: an attribute that set several keys gives each its text. */
    private static Map<String, String> values(Map<String, String> attributes, Map<String, FormatTwo.Attribute> known) {
        Map<String, String> byKey = new HashMap<>();
        if (attributes != null) {
            attributes.forEach((name, text) -> {
                if (!FormatTwo.AS_DISCIPLINE.equals(text)) {
                    known.get(name).keys().forEach(key -> byKey.put(key, text));
                }
            });
        }
        return byKey;
    }

    private static void store(EObject settings, Map<String, String> legacy, List<? extends Descriptor<?>> registered) {
        EMap<String, String> store = ParameterSettings.storeOf(settings);
        Optional<? extends Descriptor<?>> own = ParameterSettings.descriptorOf(settings);
        List<Descriptor<?>> order = new ArrayList<>();
        own.ifPresent(order::add);
        registered.stream().filter(d -> own.isEmpty() || d != own.get()).forEach(order::add);
        for (Descriptor<?> d : order) {
            boolean mine = own.isPresent() && d == own.get();
            for (Parameter p : d.parameters()) {
                String text = legacy.get(p.key());
                String defaultText = p.format(p.defaultValue());
                String value = text == null ? defaultText : canonical(p, text);
                if (!store.containsKey(p.key()) && (mine || !value.equals(defaultText))) {
                    store.put(p.key(), value);
                }
            }
        }
    }

    /** The text as this release writes the value; a text that does not parse is kept, for validation to name. */
    private static String canonical(Parameter p, String text) {
        try {
            return p.format(p.parse(text));
        } catch (IllegalArgumentException e) {
            return text;
        }
    }

    /** A sweep's paths in this release's names, and its controls' and disciplines' values as keys. */
    private static void sweep(Scenario scenario, SweepParameter sweep) {
        if (sweep.getPath() == null) {
            return;
        }
        List<String> paths = new ArrayList<>();
        Map<String, String> literals = null;
        for (String part : LinkedParameter.pathsOf(sweep.getPath())) {
            try {
                ParameterPath path = ParameterPath.parse(scenario, part);
                paths.add(path.canonicalText());
                EAttribute attribute = path.attribute();
                if (attribute == DclabPackage.Literals.TRANSPORT_SETTINGS__CONGESTION_CONTROL) {
                    literals = FormatTwo.CONTROLS;
                } else if (attribute == DclabPackage.Literals.QUEUE_SETTINGS__DISCIPLINE) {
                    literals = FormatTwo.DISCIPLINES;
                }
            } catch (IllegalArgumentException e) {
                // Validation names a path that names nothing; it is kept as written.
                paths.add(part);
            }
        }
        sweep.setPath(String.join(LinkedParameter.SEPARATOR, paths));
        if (literals != null) {
            for (int i = 0; i < sweep.getValues().size(); i++) {
                sweep.getValues().set(i, FormatTwo.key(literals, sweep.getValues().get(i)));
            }
        }
    }
}
