package org.dclab.model.parameters;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

import org.dclab.engine.api.Descriptor;
import org.dclab.engine.api.Parameter;
import org.dclab.engine.api.Registry;
import org.dclab.model.DclabPackage;
import org.dclab.model.NamedElement;
import org.dclab.model.QueueSettings;
import org.dclab.model.Scenario;
import org.dclab.model.TransportSettings;
import org.dclab.model.internal.format.FormatTwo;
import org.dclab.model.internal.resource.OneLine;
import org.dclab.model.transport.ParameterSettings;
import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.emf.ecore.util.EcoreUtil;

/**
 * A parameter of a scenario named the way the command line and sweeps name it: a scenario attribute ({@code seed},
 * {@code durationPs}, {@code experiment.repetitions}) or an element name followed by attributes, through single
 * contained settings where needed ({@code s1-s2.rateBps}, {@code h1.transport.minRtoPs}). A transport's control and a
 * queue's discipline add their parameters by name ({@code h1.transport.g}, {@code s1-s2.sourceQueue.markingThreshold})
 * or, for one of another control or discipline, by its key ({@code h1.transport.gemini.beta}); the names version 2 of
 * the file format used ({@code h1.transport.geminiBeta}) still work. Element names may contain dots; the longest name
 * that matches wins.
 */
public final class ParameterPath {

    private final String text;
    private final EObject start;
    private final String[] features;
    private final Parameter parameter;

    private ParameterPath(String text, EObject start, String[] features, Parameter parameter) {
        this.text = text;
        this.start = start;
        this.features = features;
        this.parameter = parameter;
    }

    /** Resolves {@code text} in {@code scenario}; the message of the exception says what did not match and why. */
    public static ParameterPath parse(Scenario scenario, String text) {
        if (text == null || text.isBlank()) {
            throw new IllegalArgumentException("empty parameter name; write element.attribute, e.g. s1-s2.rateBps");
        }
        String[] segments = text.split("\\.", -1);
        for (int split = segments.length - 1; split >= 1; split--) {
            String name = String.join(".", Arrays.copyOfRange(segments, 0, split));
            EObject element = findElement(scenario, name);
            if (element != null) {
                return resolve(text, element, Arrays.copyOfRange(segments, split, segments.length));
            }
        }
        return resolve(text, scenario, segments);
    }

    public String text() {
        return text;
    }

    /** The element the path starts at: the scenario, or the element whose name it begins with. */
    public EObject element() {
        return start;
    }

    /**
     * The features from {@link #element()} on, in order: the single contained settings on the way (a transport, a source
     * queue), then the attribute, which a path to a control's or a discipline's {@link #parameter()} does not have.
     */
    public List<EStructuralFeature> features() {
        List<EStructuralFeature> path = new ArrayList<>();
        EClass type = start.eClass();
        for (String name : features) {
            EStructuralFeature feature = type.getEStructuralFeature(name);
            path.add(feature);
            if (feature instanceof EReference reference) {
                type = reference.getEReferenceType();
            }
        }
        return path;
    }

    /** The attribute this path ends in, or null when it names a control's or a discipline's parameter. */
    public EAttribute attribute() {
        List<EStructuralFeature> path = features();
        return parameter != null ? null : (EAttribute) path.get(path.size() - 1);
    }

    /** The control's or discipline's parameter this path names, or null when it ends in an attribute. */
    public Parameter parameter() {
        return parameter;
    }

    /** The object that holds the value, creating single contained settings (such as a transport) on the way. */
    public EObject owner() {
        EObject current = start;
        int steps = parameter != null ? features.length : features.length - 1;
        for (int i = 0; i < steps; i++) {
            EReference reference = (EReference) current.eClass().getEStructuralFeature(features[i]);
            EObject next = (EObject) current.eGet(reference);
            if (next == null) {
                next = EcoreUtil.create(reference.getEReferenceType());
                ParameterSettings.fillDefaults(next);
                current.eSet(reference, next);
            }
            current = next;
        }
        return current;
    }

    /** The value the path names now, as its attribute or parameter holds it (creating settings on the way, as {@link #owner}). */
    public Object value() {
        return parameter != null ? ParameterSettings.value(owner(), parameter) : owner().eGet(attribute());
    }

    /**
     * Sets the parameter from its command-line text, see {@link ParameterValues}: a control or a discipline by its key
     * (or a name of version 2 such as ECN_TCP), which stores the new one's defaults where nothing is stored; a control's
     * or discipline's parameter as the parameter parses itself.
     */
    public void set(String value) {
        try {
            if (parameter != null) {
                ParameterSettings.set(owner(), parameter, value);
                return;
            }
            EAttribute attribute = attribute();
            if (attribute == DclabPackage.Literals.TRANSPORT_SETTINGS__CONGESTION_CONTROL) {
                ParameterSettings.setControl((TransportSettings) owner(), value);
            } else if (attribute == DclabPackage.Literals.QUEUE_SETTINGS__DISCIPLINE) {
                ParameterSettings.setDiscipline((QueueSettings) owner(), value);
            } else {
                owner().eSet(attribute, ParameterValues.parse(attribute, value, text));
            }
        } catch (IllegalArgumentException e) {
            throw e.getMessage() != null && e.getMessage().startsWith(OneLine.of(text)) ? e
                    : new IllegalArgumentException(OneLine.of(text) + ": " + e.getMessage(), e);
        }
    }

    /**
     * The path as this release writes it: a parameter by its name when the settings' own control or discipline has it,
     * else by its key. What a file of version 2 is migrated to.
     */
    public String canonicalText() {
        List<String> parts = new ArrayList<>();
        if (start instanceof NamedElement named && !(start instanceof Scenario)) {
            parts.add(named.getName());
        }
        parts.addAll(List.of(features));
        if (parameter != null) {
            Descriptor<?> own = currentDescriptor(settingsOrDefault(), null);
            parts.add(own != null && own.parameters().contains(parameter) ? parameter.name() : parameter.key());
        }
        return String.join(".", parts);
    }

    private EObject settingsOrDefault() {
        EObject current = start;
        for (String name : features) {
            EReference reference = (EReference) current.eClass().getEStructuralFeature(name);
            EObject next = (EObject) current.eGet(reference);
            current = next != null ? next : EcoreUtil.create(reference.getEReferenceType());
        }
        return current;
    }

    private static ParameterPath resolve(String text, EObject start, String[] segments) {
        EClass type = start.eClass();
        EObject object = start;
        String where = start instanceof NamedElement named ? "'" + OneLine.of(named.getName()) + "'" : "the scenario";
        for (int i = 0; i < segments.length; i++) {
            String name = segments[i];
            EStructuralFeature feature = type.getEStructuralFeature(name);
            boolean last = i == segments.length - 1;
            if (feature == null && keepsParameters(type) && segments.length - i <= 2) {
                EObject settings = object != null ? object : EcoreUtil.create(type);
                Parameter p = parameterOf(text, settings, Arrays.copyOfRange(segments, i, segments.length));
                return new ParameterPath(text, start, Arrays.copyOfRange(segments, 0, i), p);
            }
            if (feature == null) {
                throw new IllegalArgumentException("parameter " + OneLine.of(text) + ": " + where + " (" + type.getName()
                        + ") has no setting '" + OneLine.of(name) + "'; its settings are " + settingNames(type));
            }
            if (last && !(feature instanceof EAttribute && !feature.isMany())) {
                throw new IllegalArgumentException("parameter " + OneLine.of(text) + ": '" + name
                        + "' is not a single value; name one of its attributes, e.g. " + name + "."
                        + (feature instanceof EReference r ? firstAttribute(r.getEReferenceType()) : "…"));
            }
            if (!last) {
                if (!(feature instanceof EReference reference) || !reference.isContainment() || reference.isMany()
                        || reference.getEReferenceType().isAbstract()) {
                    throw new IllegalArgumentException("parameter " + OneLine.of(text) + ": cannot step into '" + name
                            + "' of " + where + "; only single settings such as transport or sourceQueue can be");
                }
                type = reference.getEReferenceType();
                object = object == null ? null : (EObject) object.eGet(reference);
            }
        }
        return new ParameterPath(text, start, segments, null);
    }

    /**
     * The parameter {@code names} (one name, or a descriptor's key and a name) means for {@code settings}: its own
     * control's or discipline's, else the one a name of version 2 set, else the named descriptor's.
     */
    private static Parameter parameterOf(String text, EObject settings, String[] names) {
        boolean transport = settings instanceof TransportSettings;
        Descriptor<?> own = currentDescriptor(settings, text);
        if (names.length == 1) {
            Parameter p = own.parameter(names[0]);
            FormatTwo.Attribute legacy = (transport ? FormatTwo.TRANSPORT : FormatTwo.QUEUE).get(names[0]);
            if (p == null && legacy != null) {
                p = Registry.parameter(legacy.keys().get(0)).orElse(null);
            }
            if (p == null) {
                throw new IllegalArgumentException("parameter " + OneLine.of(text) + ": " + own.key() + " has no parameter '"
                        + OneLine.of(names[0]) + "'; " + parameterNames(own) + "; name another "
                        + (transport ? "control's" : "discipline's") + " by its key, e.g. " + example(transport));
            }
            return p;
        }
        Optional<? extends Descriptor<?>> named = transport ? Registry.findControl(names[0]) : Registry.findDiscipline(names[0]);
        Parameter p = named.map(d -> d.parameter(names[1])).orElse(null);
        if (p == null) {
            throw new IllegalArgumentException("parameter " + OneLine.of(text) + ": " + (named.isEmpty()
                    ? "no " + (transport ? "congestion control" : "queue discipline") + " is registered as '" + OneLine.of(names[0]) + "'"
                    : named.get().key() + " has no parameter '" + OneLine.of(names[1]) + "'; " + parameterNames(named.get())));
        }
        return p;
    }

    private static Descriptor<?> currentDescriptor(EObject settings, String text) {
        Optional<? extends Descriptor<?>> own = ParameterSettings.descriptorOf(settings);
        if (own.isEmpty() && text != null) {
            throw new IllegalArgumentException("parameter " + OneLine.of(text) + ": its settings name no registered "
                    + (settings instanceof TransportSettings ? "congestion control" : "queue discipline"));
        }
        return own.orElse(null);
    }

    private static boolean keepsParameters(EClass type) {
        return type == DclabPackage.Literals.TRANSPORT_SETTINGS || type == DclabPackage.Literals.QUEUE_SETTINGS;
    }

    private static String parameterNames(Descriptor<?> d) {
        return d.parameters().isEmpty() ? "it has none"
                : "its parameters are " + d.parameters().stream().map(Parameter::name).collect(Collectors.joining(", "));
    }

    private static String example(boolean transport) {
        return transport ? "gemini.beta" : "red.minThreshold";
    }

    private static EObject findElement(Scenario scenario, String name) {
        for (Iterator<EObject> it = scenario.eAllContents(); it.hasNext();) {
            EObject o = it.next();
            if (o instanceof NamedElement named && name.equals(named.getName())) {
                return o;
            }
        }
        return null;
    }

    private static String settingNames(EClass type) {
        StringBuilder names = new StringBuilder();
        for (EStructuralFeature f : type.getEAllStructuralFeatures()) {
            if ((f instanceof EAttribute && !f.isMany()) || (f instanceof EReference r && r.isContainment() && !r.isMany())) {
                names.append(names.length() == 0 ? "" : ", ").append(f.getName());
            }
        }
        return names.toString();
    }

    private static String firstAttribute(EClass type) {
        return type.getEAllAttributes().isEmpty() ? "…" : type.getEAllAttributes().get(0).getName();
    }
}
