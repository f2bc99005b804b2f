package org.dclab.model.parameters;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;

import org.dclab.model.NamedElement;
import org.dclab.model.Scenario;
import org.dclab.model.internal.resource.OneLine;
import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.emf.ecore.util.EcoreUtil;

/**
 * A parameter of a scenario named the way the command line and sweeps name it: a scenario attribute ({@code seed},
 * {@code durationPs}, {@code experiment.repetitions}) or an element name followed by attributes, through single
 * contained settings where needed ({@code s1-s2.rateBps}, {@code h1.transport.minRtoPs},
 * {@code s1-s2.sourceQueue.markingThreshold}). Element names may contain dots; the longest name that matches wins.
 */
public final class ParameterPath {

    private final String text;
    private final EObject start;
    private final String[] features;

    private ParameterPath(String text, EObject start, String[] features) {
        this.text = text;
        this.start = start;
        this.features = features;
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
                return checked(new ParameterPath(text, element, Arrays.copyOfRange(segments, split, segments.length)));
            }
        }
        return checked(new ParameterPath(text, scenario, segments));
    }

    public String text() {
        return text;
    }

    /** The element the path starts at: the scenario, or the element whose name it begins with. */
    public EObject element() {
        return start;
    }

    /**
     * The features from {@link #element()} to the attribute, in order: the single contained settings on the way (a
     * transport, a source queue), then the attribute. For an editor that makes the change a command of its own.
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

    /** The attribute this path ends in. */
    public EAttribute attribute() {
        EClass type = start.eClass();
        EStructuralFeature feature = null;
        for (String name : features) {
            feature = type.getEStructuralFeature(name);
            if (feature instanceof EReference reference) {
                type = reference.getEReferenceType();
            }
        }
        return (EAttribute) feature;
    }

    /** The object that holds the attribute, creating single contained settings (such as a transport) on the way. */
    public EObject owner() {
        EObject current = start;
        for (int i = 0; i < features.length - 1; i++) {
            EReference reference = (EReference) current.eClass().getEStructuralFeature(features[i]);
            EObject next = (EObject) current.eGet(reference);
            if (next == null) {
                next = EcoreUtil.create(reference.getEReferenceType());
                current.eSet(reference, next);
            }
            current = next;
        }
        return current;
    }

    /** Sets the parameter from its command-line text, see {@link ParameterValues}. */
    public void set(String value) {
        EAttribute attribute = attribute();
        Object parsed = ParameterValues.parse(attribute, value, text);
        owner().eSet(attribute, parsed);
    }

    private static ParameterPath checked(ParameterPath path) {
        EClass type = path.start.eClass();
        String where = path.start instanceof NamedElement named ? "'" + OneLine.of(named.getName()) + "'" : "the scenario";
        for (int i = 0; i < path.features.length; i++) {
            String name = path.features[i];
            EStructuralFeature feature = type.getEStructuralFeature(name);
            boolean last = i == path.features.length - 1;
            if (feature == null) {
                throw new IllegalArgumentException("parameter " + OneLine.of(path.text) + ": " + where + " (" + type.getName()
                        + ") has no setting '" + OneLine.of(name) + "'; its settings are " + settingNames(type));
            }
            if (last && !(feature instanceof EAttribute && !feature.isMany())) {
                throw new IllegalArgumentException("parameter " + OneLine.of(path.text) + ": '" + name
                        + "' is not a single value; name one of its attributes, e.g. " + name + "."
                        + (feature instanceof EReference r ? firstAttribute(r.getEReferenceType()) : "…"));
            }
            if (!last) {
                if (!(feature instanceof EReference reference) || !reference.isContainment() || reference.isMany()
                        || reference.getEReferenceType().isAbstract()) {
                    throw new IllegalArgumentException("parameter " + OneLine.of(path.text) + ": cannot step into '" + name
                            + "' of " + where + "; only single settings such as transport or sourceQueue can be");
                }
                type = reference.getEReferenceType();
            }
        }
        return path;
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
