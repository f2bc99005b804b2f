package org.dclab.model.internal.resource;

import java.util.Map;
import java.util.StringTokenizer;

import org.dclab.model.DclabPackage;
import org.dclab.model.QueueSettings;
import org.dclab.model.Scenario;
import org.dclab.model.TransportSettings;
import org.dclab.model.internal.format.FormatTwo;
import org.dclab.model.resource.ScenarioFormat;
import org.dclab.model.util.DclabValidator;
import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EPackage;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.emf.ecore.InternalEObject;
import org.eclipse.emf.ecore.xmi.XMLHelper;
import org.eclipse.emf.ecore.xmi.XMLResource;
import org.eclipse.emf.ecore.xmi.impl.SAXXMIHandler;

/**
 * Reads a scenario as one self-contained file. EMF's XMI reader would follow a reference into another document
 * ({@code source="other.dclab#h1"}, {@code source="http://…#h1"}, an {@code href} or {@code xmi:idref}), load a
 * model from a namespace or schema location, let {@code xmi:id} rename an element for references, take a second
 * {@code <traffic>} in place of the first and read Arabic-Indic or full-width digits as numbers. A scenario names
 * its elements, refers to them by name and holds each single part once, so each of those is refused where it is
 * read: the error names the element and what to write instead, and nothing outside the file is ever opened.
 * <p>
 * A file of version 2 of the format (or one without a version, written before it was recorded) kept its controls' and
 * disciplines' parameters in attributes of their own; those are set aside for {@link DclabResource} to migrate, and
 * refused in a file of this version.
 */
final class SelfContainedXmiHandler extends SAXXMIHandler {

    private Scenario root;

    SelfContainedXmiHandler(XMLResource resource, XMLHelper helper, Map<?, ?> options) {
        super(resource, helper, options);
    }

    @Override
    protected void handleUnknownFeature(String prefix, String name, boolean isElement, EObject peekObject, String value) {
        if (!isElement && root != null && root.getSchemaVersion() < ScenarioFormat.CURRENT_VERSION && xmlResource instanceof DclabResource r
                && (peekObject instanceof TransportSettings && FormatTwo.TRANSPORT.containsKey(name)
                        || peekObject instanceof QueueSettings && FormatTwo.QUEUE.containsKey(name))) {
            r.keepFormatTwo(peekObject, name, value);
            return;
        }
        super.handleUnknownFeature(prefix, name, isElement, peekObject, value);
    }

    /** Every reference is a list of names of this scenario's elements; anything else could point elsewhere. */
    @Override
    protected void setValueFromId(EObject object, EReference reference, String ids) {
        for (StringTokenizer names = new StringTokenizer(ids); names.hasMoreTokens();) {
            if (!isName(names.nextToken())) {
                refuse(object, reference.getName() + "=\"" + OneLine.of(ids) + "\" " + whatItIs(ids)
                        + "; a scenario refers to its own elements by name: " + nameInstead(reference, ids));
                return;
            }
        }
        super.setValueFromId(object, reference, ids);
    }

    /** Reached by {@code href} and {@code xmi:idref}, which only ever point at other documents or positions. */
    @Override
    protected void handleProxy(InternalEObject proxy, String uriLiteral) {
        // Called while the element is created, before it joins its parent: the parent is still on top of the stack.
        EObject owner = proxy.eContainer() != null ? proxy.eContainer() : objects.isEmpty() ? null : objects.peekEObject();
        String element = elements.isEmpty() ? proxy.eClass().getName() : elements.peek();
        refuse(owner, "<" + element + " href=\"" + OneLine.of(uriLiteral) + "\"> takes its content from elsewhere; "
                + "a scenario holds all of its elements: write the " + element + " itself here");
    }

    @Override
    protected void handleObjectAttribs(EObject obj) {
        if (attribs != null) {
            for (String attribute : new String[] { ID_ATTRIB, UUID_ATTRIB }) {
                if (attribs.getValue(attribute) != null) {
                    refuse(obj, attribute + "=\"" + OneLine.of(attribs.getValue(attribute)) + "\" would give it a second "
                            + "identity for references; elements are known by their name: remove " + attribute);
                }
            }
        }
        super.handleObjectAttribs(obj);
        if (root == null && obj instanceof Scenario scenario) {
            root = scenario;
            if (attribs == null || attribs.getValue(DclabPackage.Literals.SCENARIO__SCHEMA_VERSION.getName()) == null) {
                // Written before files said their version: the oldest version this release reads.
                scenario.setSchemaVersion(ScenarioFormat.OLDEST_READ_VERSION);
            }
        }
    }

    /** Only the models DC Lab knows: a namespace URI is never fetched to find one. */
    @Override
    protected EPackage getPackageForURI(String uri) {
        return uri == null ? null : packageRegistry.getEPackage(uri);
    }

    /** A schema location is a URL, and a scenario's model is built in: it is never read. */
    @Override
    protected void handleXSISchemaLocation(String schemaLocations) {
    }

    @Override
    protected void handleXSINoNamespaceSchemaLocation(String noNamespaceSchemaLocation) {
    }

    @Override
    protected EObject createObjectFromTypeName(EObject peekObject, String typeQName, EStructuralFeature feature) {
        if (typeQName.indexOf(':') < 0 && helper.getURI("") == null) {
            refuse(peekObject, "xsi:type=\"" + OneLine.of(typeQName) + "\" of <" + feature.getName()
                    + "> has no namespace prefix; write xsi:type=\"dclab:" + OneLine.of(typeQName) + "\"");
        }
        return super.createObjectFromTypeName(peekObject, typeQName, feature);
    }

    @Override
    protected void setFeatureValue(EObject object, EStructuralFeature feature, Object value, int position) {
        if (feature instanceof EReference reference && reference.isContainment() && !reference.isMany() && value != null
                && object.eGet(reference, false) != null) {
            refuse(object, "has a second <" + feature.getName() + ">, but holds one; merge the two into one <"
                    + feature.getName() + "> or delete one");
            return;
        }
        if (feature instanceof EAttribute attribute && value instanceof String text && NumberText.isNumeric(attribute)
                && !NumberText.isPlain(text)) {
            refuse(object, feature.getName() + "=\"" + OneLine.of(text) + "\" is not written in the digits 0-9; write e.g. "
                    + feature.getName() + "=\"" + ValueKinds.example(attribute) + "\"");
            return;
        }
        super.setFeatureValue(object, feature, value, position);
    }

    private void refuse(EObject element, String problemAndFix) {
        error(new RefusedContent(element, problemAndFix, getLocation(), getLineNumber(), getColumnNumber()));
    }

    private static boolean isName(String text) {
        return DclabValidator.INSTANCE.validateIdentifier_Pattern(text, null, null);
    }

    private static String whatItIs(String reference) {
        return reference.indexOf('#') > 0 || reference.indexOf(':') > 0 ? "points outside this file"
                : "is not the name of an element";
    }

    private static String nameInstead(EReference reference, String text) {
        String tail = text.substring(text.lastIndexOf('#') + 1).strip();
        return isName(tail) ? "write " + reference.getName() + "=\"" + tail + "\" if " + tail + " is meant"
                : "write the name of a " + reference.getEReferenceType().getName().toLowerCase(java.util.Locale.ROOT)
                        + " of this scenario";
    }
}
