package org.dclab.model.internal.resource;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Iterator;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.dclab.model.DclabPackage;
import org.dclab.model.NamedElement;
import org.dclab.model.Scenario;
import org.dclab.model.resource.ScenarioFileException;
import org.dclab.model.resource.ScenarioFormat;
import org.dclab.model.validation.Labels;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.util.InternalEList;
import org.eclipse.emf.ecore.xmi.ClassNotFoundException;
import org.eclipse.emf.ecore.xmi.FeatureNotFoundException;
import org.eclipse.emf.ecore.xmi.IllegalValueException;
import org.eclipse.emf.ecore.xmi.PackageNotFoundException;
import org.eclipse.emf.ecore.xmi.UnresolvedReferenceException;

/**
 * Turns the ways a scenario file can fail to load into one line a person can act on: {@code FILE:LINE:COLUMN:
 * what is wrong; what to do}. EMF's own messages name Java classes and URIs; these name the XML the person wrote.
 */
public final class LoadProblems {

    private static final Pattern ENCODING = Pattern.compile("^\\uFEFF?<\\?xml[^>]*?encoding\\s*=\\s*[\"']([^\"']*)[\"']");
    private static final Pattern SCHEMA_VERSION = Pattern.compile("schemaVersion\\s*=\\s*[\"'](-?\\d{1,9})[\"']");
    private static final String EXPECTED_ROOT = "<dclab:Scenario xmlns:dclab=\"" + DclabPackage.eNS_URI + "\" …>";

    private LoadProblems() {
    }

    /**
     * Reads the file, refusing what is plainly not a scenario before an XML parser sees it: a folder, a device, pipe
     * or socket (which could block or never end), a file larger than {@code maxBytes}, and content that is not
     * UTF-8 XML text.
     */
    public static byte[] readChecked(Path file, String label, int maxBytes) throws ScenarioFileException {
        String notAFile = notAFile(file, label, "a scenario", "not a scenario file; name a .dclab file");
        if (notAFile != null) {
            throw new ScenarioFileException(notAFile);
        }
        byte[] bytes;
        try (InputStream in = Files.newInputStream(file)) {
            bytes = in.readNBytes(maxBytes + 1);
        } catch (IOException e) {
            throw new ScenarioFileException(label + ": cannot be read (" + reason(e) + ")", e);
        }
        if (bytes.length > maxBytes) {
            throw new ScenarioFileException(label + ": " + tooLarge(maxBytes));
        }
        checkContent(bytes, label, maxBytes);
        return bytes;
    }

    /**
     * What keeps {@code file} from being read as {@code what} ("a scenario", "a run bundle"), in a line that names it,
     * or null when it is a regular file: nothing there, a folder (then {@code ifFolder} says what to name instead), or a
     * device, pipe or socket, which could block or never end. Asked before anything opens the file.
     */
    public static String notAFile(Path file, String label, String what, String ifFolder) {
        BasicFileAttributes attributes;
        try {
            attributes = Files.readAttributes(file, BasicFileAttributes.class);
        } catch (NoSuchFileException e) {
            return label + ": no such file; check the path";
        } catch (IOException e) {
            return label + ": cannot be read (" + reason(e) + ")";
        }
        if (attributes.isDirectory()) {
            return label + ": is a folder, " + ifFolder;
        }
        if (!attributes.isRegularFile()) {
            return label + ": is not a regular file but a device, pipe or socket; " + what + " is read from a file: save it to one and "
                    + "name that";
        }
        return null;
    }

    /** Refuses content that is empty, too large, binary, not UTF-8 or declared in another encoding. */
    public static void checkContent(byte[] bytes, String label, int maxBytes) throws ScenarioFileException {
        if (bytes.length > maxBytes) {
            throw new ScenarioFileException(label + ": " + tooLarge(maxBytes));
        }
        if (bytes.length == 0 || new String(bytes, StandardCharsets.UTF_8).isBlank()) {
            throw new ScenarioFileException(label + ": the file is empty; a scenario is an XML file whose root element is "
                    + EXPECTED_ROOT);
        }
        if (!isText(bytes)) {
            throw new ScenarioFileException(label + ": binary data, not a scenario; a scenario is UTF-8 XML text whose root element is "
                    + EXPECTED_ROOT);
        }
        String encodingProblem = encodingProblem(bytes);
        if (encodingProblem != null) {
            throw new ScenarioFileException(label + ": " + encodingProblem);
        }
    }

    private static String tooLarge(int maxBytes) {
        return "larger than " + (maxBytes >> 20) + " MiB, the most a scenario file may hold (about a million hosts); "
                + "check that it is the scenario meant";
    }

    /**
     * The parser would follow the XML declaration's encoding, but the bytes were checked as UTF-8: a file that says
     * otherwise is either mislabelled or in an encoding this reader does not check, and is refused either way.
     */
    private static String encodingProblem(byte[] bytes) {
        Matcher m = ENCODING.matcher(new String(bytes, 0, Math.min(bytes.length, 200), StandardCharsets.UTF_8));
        if (!m.find()) {
            return null;
        }
        String declared = m.group(1);
        Charset charset;
        try {
            charset = Charset.forName(declared);
        } catch (IllegalArgumentException e) {
            return "the XML declaration names the encoding '" + OneLine.of(declared) + "', which is unknown; scenario files are UTF-8: "
                    + "write <?xml version=\"1.0\" encoding=\"UTF-8\"?>";
        }
        if (charset.equals(StandardCharsets.UTF_8) || charset.equals(StandardCharsets.US_ASCII)) {
            return null;
        }
        return "the XML declaration says encoding=\"" + OneLine.of(declared) + "\", but scenario files are UTF-8: save it as UTF-8 and "
                + "write <?xml version=\"1.0\" encoding=\"UTF-8\"?>";
    }

    private static String reason(IOException e) {
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        return e.getMessage() == null ? e.getClass().getSimpleName() : OneLine.escaped(e.getMessage());
    }

    /** The message for a load that threw {@code failure}. */
    public static String describe(String label, byte[] bytes, Resource resource, Exception failure) {
        return OneLine.escaped(explainLoad(label, bytes, resource, failure));
    }

    private static String explainLoad(String label, byte[] bytes, Resource resource, Exception failure) {
        String version = versionProblem(bytes);
        if (version != null) {
            return label + ": " + version;
        }
        if (!resource.getErrors().isEmpty()) {
            Resource.Diagnostic first = resource.getErrors().get(0);
            int more = resource.getErrors().size() - 1;
            return label + location(first) + ": " + explain(first) + (more > 0 ? " (and " + more + " more problems)" : "");
        }
        return label + ": " + (failure.getMessage() != null ? failure.getMessage() : failure.getClass().getSimpleName());
    }

    /**
     * A second guard behind {@link SelfContainedXmiHandler}: a loaded scenario holds no proxy and no reference to an
     * element outside its resource, so nothing that reads it later can be led to another file or a URL. Looked at
     * without resolving anything.
     */
    public static void checkSelfContained(String label, Resource resource) throws ScenarioFileException {
        for (Iterator<EObject> it = resource.getAllContents(); it.hasNext();) {
            EObject element = it.next();
            for (EReference reference : element.eClass().getEAllReferences()) {
                if (reference.isContainment() || reference.isContainer() || !element.eIsSet(reference)) {
                    continue;
                }
                Object value = element.eGet(reference, false);
                Iterable<?> targets = reference.isMany() ? (Iterable<?>) ((InternalEList<?>) value).basicList() : List.of(value);
                for (Object target : targets) {
                    EObject other = (EObject) target;
                    if (other.eIsProxy() || other.eResource() != resource) {
                        throw new ScenarioFileException(OneLine.escaped(label + ": " + Labels.of(element) + ": " + reference.getName()
                                + " points outside this file; a scenario refers to its own elements by name"));
                    }
                }
            }
        }
    }

    /** The scenario at the root of a loaded resource, or a message saying what is there instead. */
    public static Scenario scenarioOf(String label, Resource resource) throws ScenarioFileException {
        if (resource.getContents().isEmpty()) {
            throw new ScenarioFileException(label + ": holds no scenario; its root element must be " + EXPECTED_ROOT);
        }
        EObject root = resource.getContents().get(0);
        if (!(root instanceof Scenario scenario)) {
            throw new ScenarioFileException(label + ": the root element is <dclab:" + root.eClass().getName()
                    + ">, but a scenario file holds one " + EXPECTED_ROOT);
        }
        if (resource.getContents().size() > 1) {
            throw new ScenarioFileException(label + ": holds " + resource.getContents().size()
                    + " root elements; a scenario file holds exactly one " + EXPECTED_ROOT);
        }
        return scenario;
    }

    private static String versionProblem(byte[] bytes) {
        Matcher m = SCHEMA_VERSION.matcher(new String(bytes, StandardCharsets.UTF_8));
        return m.find() ? ScenarioFormat.incompatibility(Integer.parseInt(m.group(1))) : null;
    }

    private static String location(Resource.Diagnostic d) {
        return d.getLine() > 0 ? ":" + d.getLine() + ":" + d.getColumn() : "";
    }

    private static String explain(Resource.Diagnostic d) {
        if (d instanceof FeatureNotFoundException f) {
            return owner(f.getObject()) + "unknown attribute or element '" + OneLine.of(f.getName()) + "'"
                    + (f.getObject() != null ? " in <" + f.getObject().eClass().getName() + ">" : "")
                    + "; check its spelling against the model (dclab.ecore) or remove it";
        }
        if (d instanceof RefusedContent) {
            return d.getMessage();
        }
        if (d instanceof PackageNotFoundException p && p.uri() == null) {
            return "an element or xsi:type without the dclab: prefix; write e.g. xsi:type=\"dclab:Host\"";
        }
        if (d instanceof PackageNotFoundException p) {
            return "unknown XML namespace '" + OneLine.of(p.uri()) + "'; the root element of a scenario is " + EXPECTED_ROOT;
        }
        if (d instanceof ClassNotFoundException c) {
            return "unknown element type '" + OneLine.of(c.getName()) + "', which the model cannot make: an element's xsi:type names"
                    + " one of its concrete classes (such as dclab:Host, dclab:Switch, dclab:Router, dclab:LongFlow) and the root"
                    + " element is " + EXPECTED_ROOT;
        }
        if (d instanceof UnresolvedReferenceException u) {
            String feature = u.getFeature() != null ? " (in " + u.getFeature().getName() + ")" : "";
            return owner(u.getObject()) + "'" + OneLine.of(u.getReference()) + "' names no element of this scenario" + feature
                    + "; add an element of that name or correct the reference";
        }
        if (d instanceof IllegalValueException v && v.getValue() instanceof NamedElement named && listedAlready(v, named)) {
            return owner(v.getObject()) + "'" + OneLine.of(named.getName()) + "' is listed twice in " + v.getFeature().getName()
                    + "; list each " + v.getFeature().getEType().getName().toLowerCase(java.util.Locale.ROOT) + " once";
        }
        if (d instanceof IllegalValueException v && v.getValue() instanceof NamedElement named) {
            // A reference by name found an element of the wrong kind: a wrong name, or two elements sharing one.
            String feature = v.getFeature().getName();
            String needed = v.getFeature().getEType().getName();
            return owner(v.getObject()) + "'" + OneLine.of(named.getName()) + "' in " + feature + " names a " + named.eClass().getName()
                    + ", but " + feature + " needs a " + needed + (sharedName(named) ? "; two elements are called '"
                            + OneLine.of(named.getName()) + "': give each its own name"
                            : "; write the name of a " + needed.toLowerCase(java.util.Locale.ROOT) + " of this scenario");
        }
        if (d instanceof IllegalValueException v) {
            EStructuralFeature feature = v.getFeature();
            return Labels.of(v.getObject()) + ": " + feature.getName() + "=\"" + OneLine.of(String.valueOf(v.getValue())) + "\" is not "
                    + ValueKinds.expected(feature) + "; write e.g. " + feature.getName() + "=\"" + ValueKinds.example(feature) + "\"";
        }
        // Parser errors arrive wrapped; the parser's own words are in the cause.
        Throwable cause = d instanceof Throwable t ? t.getCause() : null;
        return explainXml(cause != null && cause.getMessage() != null ? cause.getMessage() : String.valueOf(d.getMessage()));
    }

    /** True when {@code named} is in the list it was refused from: a list of references holds each element once. */
    private static boolean listedAlready(IllegalValueException v, NamedElement named) {
        return v.getObject() != null && v.getFeature().isMany() && v.getObject().eGet(v.getFeature(), false) instanceof List<?> list
                && list.contains(named);
    }

    /** True when another element of the same file has {@code element}'s name. */
    private static boolean sharedName(NamedElement element) {
        if (element.eResource() == null) {
            return false;
        }
        for (Iterator<EObject> it = element.eResource().getAllContents(); it.hasNext();) {
            if (it.next() instanceof NamedElement other && other != element && element.getName().equals(other.getName())) {
                return true;
            }
        }
        return false;
    }

    /**
     * "link s1-s2: " for the element a reference belongs to: references are resolved after the whole file is read, where
     * the parser no longer knows a line, so the element is what says where.
     */
    private static String owner(EObject element) {
        return element == null ? "" : Labels.of(element) + ": ";
    }

    private static String explainXml(String message) {
        if (message.contains("DOCTYPE")) {
            return "a DOCTYPE declaration is not allowed in a scenario (it could make the reader fetch other files or URLs); "
                    + "remove the <!DOCTYPE …> line";
        }
        if (message.contains("must start and end within the same entity") || message.contains("Premature end of file")) {
            return "the XML ends before it is complete (a truncated or partly written file); restore it from a copy";
        }
        if (message.contains("Content is not allowed in prolog")) {
            return "not an XML scenario file: text before the first element; a scenario starts with <?xml …?> and "
                    + EXPECTED_ROOT;
        }
        return "malformed XML: " + message;
    }

    private static boolean isText(byte[] bytes) {
        for (byte b : bytes) {
            if (b == 0) {
                return false;
            }
        }
        try {
            StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes));
            return true;
        } catch (CharacterCodingException e) {
            return false;
        }
    }
}
