package org.dclab.cli;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.TreeSet;

import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.transform.OutputKeys;
import javax.xml.transform.TransformerFactory;
import javax.xml.transform.dom.DOMSource;
import javax.xml.transform.stream.StreamResult;

import org.dclab.engine.api.Range;
import org.dclab.model.DclabPackage;
import org.dclab.model.validation.AttributeRanges;
import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EEnum;
import org.eclipse.emf.ecore.EEnumLiteral;
import org.eclipse.emf.ecore.EReference;
import org.w3c.dom.Attr;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NamedNodeMap;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;

/**
 * Mutates a well-formed scenario file the ways a careless edit, a bad generator or an attacker would, each mutation
 * chosen by a seeded random source so that a file is made again from its seed alone. The model (its numbers and their
 * ranges, its enumerations, references, part names and types) is read from the EMF package, so a new attribute is
 * mutated without a change here.
 */
final class ScenarioMutator {

    /** What a mutation does; the fuzz test counts outcomes per kind. */
    enum Kind {
        /** A number at, just inside or beyond its limits, or written in a way that is not a plain number. */
        NUMBER,
        /** An enumeration or boolean set to another literal, a misspelt one or nothing. */
        CHOICE,
        /** An element removed with everything in it. */
        DELETE_ELEMENT,
        /** An attribute removed. */
        DELETE_ATTRIBUTE,
        /** An element repeated beside itself: duplicate names, a second single part. */
        DUPLICATE,
        /** An element moved into another element. */
        MOVE,
        /** An element given another type or tag. */
        TYPE_SWAP,
        /**
         * A reference pointing at nothing, at an element of the wrong kind, into another file or at a URL; or a name or
         * other text made hostile (very long, several lines, empty, markup).
         */
        REFERENCE,
        /** Two values of one element exchanged. */
        SWAP_VALUES,
        /** The file cut short. */
        TRUNCATE,
        /** Bytes of the file flipped. */
        BYTE_FLIP,
        /**
         * An empty, blank or repeated item in a list: a sweep's value, a name in a list of hosts, an item of a comma
         * list; and an empty or repeated value of a sweep's --param.
         */
        LIST_ITEM,
        /** A container repeated beside itself: a probe, a sweep, a node, a link, an application, a transport, a queue. */
        DUPLICATE_CONTAINER,
        /** A time made negative: an attribute in picoseconds or a sweep's value of one; and a negative run --until. */
        NEGATIVE_DURATION,
        /** Path segments in a name an output file is named after: the scenario's, a node's, a --pcap target. */
        OUTPUT_NAME,
        /** A sampled probe's period from 1 ns to the run's duration, against the heap the run has. */
        PROBE_PERIOD
    }

    /**
     * A mutated file, the mutations it took, whether it must be refused, the arguments its run takes besides the fuzz
     * test's own, and the commands that must be refused at once ({@link ListAndLimitMutations.Refusal}).
     */
    record Mutant(Kind kind, String description, byte[] content, boolean mustBeRefused, List<String> runArgs,
            List<ListAndLimitMutations.Refusal> refusals) {
    }

    /** A file to mutate, parsed once: each mutant starts from a copy of its document. */
    record Original(byte[] content, Document document) {
        static Original of(byte[] content) throws Exception {
            return new Original(content, parse(content));
        }
    }

    static final String XSI = XMLConstants.W3C_XML_SCHEMA_INSTANCE_NS_URI;

    private static final String[] ODD_NUMBERS = { "0", "-1", "1", "2147483647", "2147483648", "-2147483648", "9223372036854775807",
            "9223372036854775808", "-9223372036854775808", "99999999999999999999999999", "NaN", "Infinity", "-Infinity", "-0.0", "1e308",
            "1e400", "4.9E-324", "", " 5", "5 ", "+5", "0x10", "1e3", "5.0", "1_000", "\u0665", "\uff15", "5\n6", "abc" };
    private static final String[] FOREIGN_REFERENCES = { "no-such-element", "other.dclab#h1", "http://127.0.0.1:1/x.dclab#h1",
            "file:///etc/passwd#h1", "#//@network/@nodes.0", "//@network/@nodes.1", "dclab:Host other.dclab#s1", "", "a b c" };

    /** Every number, choice and reference of the model by attribute name, and the concrete types and part names. */
    private static final Map<String, List<EAttribute>> NUMBERS = new TreeMap<>();
    private static final Map<String, List<String>> CHOICES = new TreeMap<>();
    private static final TreeSet<String> REFERENCES = new TreeSet<>();
    private static final TreeSet<String> TEXTS = new TreeSet<>();
    private static final String[] HOSTILE_TEXTS = { "x".repeat(300), "two\nlines", "a\u2028b", "", " ", "\u540d\u524d", "<b>",
            "h1 h2", "-x", "\t", "a\u0085b" };
    private static final TreeSet<String> PARTS = new TreeSet<>();
    private static final List<String> TYPES = new ArrayList<>();

    static {
        for (EClass eClass : DclabPackage.eINSTANCE.getEClassifiers().stream().filter(EClass.class::isInstance).map(EClass.class::cast)
                .toList()) {
            if (!eClass.isAbstract() && !eClass.isInterface()) {
                TYPES.add("dclab:" + eClass.getName());
            }
            for (EAttribute attribute : eClass.getEAttributes()) {
                Class<?> type = attribute.getEAttributeType().getInstanceClass();
                if (type == int.class || type == long.class || type == double.class) {
                    NUMBERS.computeIfAbsent(attribute.getName(), n -> new ArrayList<>()).add(attribute);
                } else if (attribute.getEAttributeType() instanceof EEnum e) {
                    List<String> literals = new ArrayList<>(e.getELiterals().stream().map(EEnumLiteral::getLiteral).toList());
                    literals.addAll(List.of(literals.get(0).toLowerCase(java.util.Locale.ROOT), "NO_SUCH_CHOICE", ""));
                    CHOICES.put(attribute.getName(), literals);
                } else if (type == String.class) {
                    TEXTS.add(attribute.getName());
                } else if (type == boolean.class) {
                    CHOICES.put(attribute.getName(), List.of("true", "false", "TRUE", "1", "yes", ""));
                }
            }
            for (EReference reference : eClass.getEReferences()) {
                (reference.isContainment() ? PARTS : REFERENCES).add(reference.getName());
            }
        }
        TYPES.addAll(List.of("dclab:NoSuchType", "Host", "xmi:XMI", "dclab:"));
    }

    private ScenarioMutator() {
    }

    /** The names of the model's numbers. */
    static java.util.Set<String> numberNames() {
        return NUMBERS.keySet();
    }

    /**
     * A mutant of {@code original} of the given kind, made from {@code seed}; one mutation in three is followed by a
     * second of a kind the seed picks.
     */
    static Mutant mutate(Original original, Kind kind, long seed) throws Exception {
        SplittableRandom random = new SplittableRandom(seed);
        List<String> done = new ArrayList<>();
        Document copy;
        // A parsed document is not safe to read from two threads at once (nodes are expanded as they are read).
        synchronized (original) {
            copy = (Document) original.document().cloneNode(true);
        }
        ListAndLimitMutations.Commands commands = new ListAndLimitMutations.Commands();
        byte[] content = apply(original.content(), copy, kind, random, done, commands);
        if (random.nextInt(3) == 0) {
            content = apply(content, null, Kind.values()[random.nextInt(Kind.values().length)], random, done, commands);
        }
        // A second mutation may undo the first (delete the repeated item), so only a file mutated once must be refused.
        return new Mutant(kind, String.join("; then ", done), content, commands.fileRefused && done.size() == 1, commands.runArgs,
                commands.refusals);
    }

    /** Applies one mutation of {@code kind} to {@code content}, whose parsed {@code document} may be given. */
    private static byte[] apply(byte[] content, Document document, Kind kind, SplittableRandom random, List<String> done,
            ListAndLimitMutations.Commands commands) throws Exception {
        if (kind == Kind.TRUNCATE) {
            int at = random.nextInt(4) == 0 ? random.nextInt(Math.min(content.length, 200) + 1) : random.nextInt(content.length + 1);
            done.add("truncated to " + at + " of " + content.length + " bytes");
            return Arrays.copyOf(content, at);
        }
        if (kind == Kind.BYTE_FLIP) {
            byte[] flipped = content.clone();
            int flips = 1 + random.nextInt(8);
            // Half the time only the low bits, which keeps text text: a digit becomes another, a letter a sign.
            int bits = random.nextBoolean() ? 15 : 255;
            for (int i = 0; i < flips && flipped.length > 0; i++) {
                flipped[random.nextInt(flipped.length)] ^= (byte) (1 + random.nextInt(bits));
            }
            done.add(flips + " bytes flipped");
            return flipped;
        }
        Document doc = document;
        if (doc == null) {
            try {
                doc = parse(content);
            } catch (Exception notXmlAnyMore) {
                // An earlier mutation broke the XML: only bytes can be mutated further.
                return apply(content, null, Kind.BYTE_FLIP, random, done, commands);
            }
        }
        List<Element> elements = elements(doc.getDocumentElement());
        Element root = doc.getDocumentElement();
        switch (kind) {
            case NUMBER -> number(elements, random, done);
            case CHOICE -> choice(elements, random, done);
            case DELETE_ELEMENT -> {
                Element victim = pick(elements, random, false);
                victim.getParentNode().removeChild(victim);
                done.add("deleted <" + victim.getTagName() + " " + label(victim) + ">");
            }
            case DELETE_ATTRIBUTE -> {
                Element owner = pick(elements, random, true);
                NamedNodeMap attributes = owner.getAttributes();
                if (attributes.getLength() > 0) {
                    Attr attribute = (Attr) attributes.item(random.nextInt(attributes.getLength()));
                    owner.removeAttributeNode(attribute);
                    done.add("deleted " + attribute.getName() + " of <" + owner.getTagName() + " " + label(owner) + ">");
                }
            }
            case DUPLICATE -> {
                Element original = pick(elements, random, false);
                original.getParentNode().insertBefore(original.cloneNode(true), original.getNextSibling());
                done.add("duplicated <" + original.getTagName() + " " + label(original) + ">");
            }
            case MOVE -> {
                Element moved = pick(elements, random, false);
                Element into = pick(elements, random, true);
                if (!isWithin(into, moved)) {
                    into.appendChild(moved);
                    done.add("moved <" + moved.getTagName() + " " + label(moved) + "> into <" + into.getTagName() + " " + label(into)
                            + ">");
                }
            }
            case TYPE_SWAP -> typeSwap(elements, root, random, done);
            case REFERENCE -> reference(elements, random, done);
            case SWAP_VALUES -> {
                Element owner = pick(elements, random, true);
                NamedNodeMap attributes = owner.getAttributes();
                if (attributes.getLength() >= 2) {
                    Attr a = (Attr) attributes.item(random.nextInt(attributes.getLength()));
                    Attr b = (Attr) attributes.item(random.nextInt(attributes.getLength()));
                    String value = a.getValue();
                    a.setValue(b.getValue());
                    b.setValue(value);
                    done.add("swapped " + a.getName() + " and " + b.getName() + " of <" + owner.getTagName() + " " + label(owner) + ">");
                }
            }
            case LIST_ITEM -> ListAndLimitMutations.listItem(elements, random, done, commands);
            case DUPLICATE_CONTAINER -> ListAndLimitMutations.duplicateContainer(elements, random, done, commands);
            case NEGATIVE_DURATION -> ListAndLimitMutations.negativeDuration(elements, random, done, commands);
            case OUTPUT_NAME -> ListAndLimitMutations.outputName(elements, random, done, commands);
            case PROBE_PERIOD -> ListAndLimitMutations.probePeriod(elements, random, done);
            default -> throw new IllegalArgumentException(kind.toString());
        }
        return serialize(doc);
    }

    private static void number(List<Element> elements, SplittableRandom random, List<String> done) {
        List<Attr> numbers = attributes(elements, NUMBERS.keySet());
        if (numbers.isEmpty()) {
            return;
        }
        Attr attribute = numbers.get(random.nextInt(numbers.size()));
        List<String> ends = new ArrayList<>();
        for (EAttribute candidate : NUMBERS.get(attribute.getName())) {
            ends.addAll(ends(AttributeRanges.of(candidate)));
        }
        // Half at or beyond the ends of the attribute's range, a quarter scaled, a quarter oddly written.
        int how = random.nextInt(4);
        String value = how >= 2 && !ends.isEmpty() ? ends.get(random.nextInt(ends.size()))
                : how == 1 ? scaled(attribute.getValue(), random) : ODD_NUMBERS[random.nextInt(ODD_NUMBERS.length)];
        done.add(describe(attribute) + " = \"" + value.replace("\n", "\\n") + "\"");
        attribute.setValue(value);
    }

    /** The ends of a range, and the numbers just beyond them. */
    private static List<String> ends(Range range) {
        if (range instanceof Range.Whole w) {
            return List.of(Long.toString(w.min()), Long.toString(w.max()), Long.toString(w.min() - 1),
                    w.max() == Long.MAX_VALUE ? "9223372036854775808" : Long.toString(w.max() + 1));
        }
        if (range instanceof Range.Real r) {
            return List.of(Double.toString(r.min()), Double.toString(r.max()), Double.toString(Math.nextDown(r.min())),
                    Double.toString(Math.nextUp(r.max())), Double.toString(Math.nextUp(r.min())), Double.toString(Math.nextDown(r.max())));
        }
        return List.of();
    }

    /** The value a thousand times larger or smaller, or negated. */
    private static String scaled(String value, SplittableRandom random) {
        try {
            double v = Double.parseDouble(value);
            double scaled = switch (random.nextInt(3)) {
                case 0 -> v * 1000;
                case 1 -> v / 1000;
                default -> -v;
            };
            return value.contains(".") || value.contains("E") ? Double.toString(scaled) : Long.toString((long) scaled);
        } catch (NumberFormatException e) {
            return "-" + value;
        }
    }

    private static void choice(List<Element> elements, SplittableRandom random, List<String> done) {
        List<Attr> choices = attributes(elements, CHOICES.keySet());
        if (choices.isEmpty()) {
            return;
        }
        Attr attribute = choices.get(random.nextInt(choices.size()));
        List<String> values = CHOICES.get(attribute.getName());
        String value = values.get(random.nextInt(values.size()));
        done.add(describe(attribute) + " = \"" + value + "\"");
        attribute.setValue(value);
    }

    private static void typeSwap(List<Element> elements, Element root, SplittableRandom random, List<String> done) {
        Element element = pick(elements, random, false);
        if (random.nextBoolean() && element.hasAttributeNS(XSI, "type")) {
            String type = TYPES.get(random.nextInt(TYPES.size()));
            done.add("xsi:type of <" + element.getTagName() + " " + label(element) + "> = \"" + type + "\"");
            element.setAttributeNS(XSI, "xsi:type", type);
            return;
        }
        List<String> parts = new ArrayList<>(PARTS);
        String tag = parts.get(random.nextInt(parts.size()));
        Element renamed = root.getOwnerDocument().createElementNS(element.getNamespaceURI(), tag);
        NamedNodeMap attributes = element.getAttributes();
        for (int i = 0; i < attributes.getLength(); i++) {
            renamed.setAttributeNodeNS((Attr) attributes.item(i).cloneNode(true));
        }
        while (element.getFirstChild() != null) {
            renamed.appendChild(element.getFirstChild());
        }
        element.getParentNode().replaceChild(renamed, element);
        done.add("<" + element.getTagName() + " " + label(element) + "> renamed <" + tag + ">");
    }

    private static void reference(List<Element> elements, SplittableRandom random, List<String> done) {
        if (random.nextInt(5) == 0) {
            List<Attr> texts = attributes(elements, TEXTS);
            if (!texts.isEmpty()) {
                Attr attribute = texts.get(random.nextInt(texts.size()));
                String value = HOSTILE_TEXTS[random.nextInt(HOSTILE_TEXTS.length)];
                done.add(describe(attribute) + " = a hostile text of " + value.length() + " characters");
                attribute.setValue(value);
                return;
            }
        }
        List<Attr> references = attributes(elements, REFERENCES);
        if (references.isEmpty()) {
            return;
        }
        Attr attribute = references.get(random.nextInt(references.size()));
        String value;
        int how = random.nextInt(4);
        if (how == 0) {
            value = FOREIGN_REFERENCES[random.nextInt(FOREIGN_REFERENCES.length)];
        } else if (how == 1) {
            // The name of any element: often one of another kind (a link where a host belongs).
            List<String> names = elements.stream().filter(e -> e.hasAttribute("name")).map(e -> e.getAttribute("name")).toList();
            value = names.isEmpty() ? "x" : names.get(random.nextInt(names.size()));
        } else if (how == 2) {
            value = attribute.getValue() + " " + attribute.getValue();
        } else {
            value = attribute.getValue() + "-gone";
        }
        done.add(describe(attribute) + " = \"" + value + "\"");
        attribute.setValue(value);
        if (random.nextInt(8) == 0) {
            Element owner = pick(elements, random, false);
            owner.setAttribute(random.nextBoolean() ? "href" : "xmi:id", "other.dclab#//@network");
            done.add("href or xmi:id on <" + owner.getTagName() + " " + label(owner) + ">");
        }
    }

    static List<Attr> attributes(List<Element> elements, java.util.Set<String> names) {
        List<Attr> found = new ArrayList<>();
        for (Element e : elements) {
            NamedNodeMap attributes = e.getAttributes();
            for (int i = 0; i < attributes.getLength(); i++) {
                Attr a = (Attr) attributes.item(i);
                if (names.contains(a.getLocalName() != null ? a.getLocalName() : a.getName()) && a.getPrefix() == null) {
                    found.add(a);
                }
            }
        }
        return found;
    }

    /** A random element; the root only when {@code rootToo}. */
    private static Element pick(List<Element> elements, SplittableRandom random, boolean rootToo) {
        int from = rootToo || elements.size() == 1 ? 0 : 1;
        return elements.get(from + random.nextInt(elements.size() - from));
    }

    private static boolean isWithin(Element candidate, Element ancestor) {
        for (Node n = candidate; n != null; n = n.getParentNode()) {
            if (n == ancestor) {
                return true;
            }
        }
        return false;
    }

    /** The root first, then every element in document order. */
    private static List<Element> elements(Element root) {
        List<Element> all = new ArrayList<>();
        all.add(root);
        NodeList descendants = root.getElementsByTagName("*");
        for (int i = 0; i < descendants.getLength(); i++) {
            all.add((Element) descendants.item(i));
        }
        return all;
    }

    static String label(Element e) {
        return e.hasAttribute("name") ? "name=\"" + e.getAttribute("name") + "\"" : "";
    }

    static String describe(Attr attribute) {
        Element owner = attribute.getOwnerElement();
        return attribute.getName() + " of <" + owner.getTagName() + " " + label(owner) + ">";
    }

    private static Document parse(byte[] content) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        factory.setExpandEntityReferences(false);
        var builder = factory.newDocumentBuilder();
        // Content an earlier mutation broke is expected here; the parser's own report on standard error is noise.
        builder.setErrorHandler(new org.xml.sax.helpers.DefaultHandler() {
            @Override
            public void fatalError(org.xml.sax.SAXParseException e) throws org.xml.sax.SAXException {
                throw e;
            }
        });
        return builder.parse(new ByteArrayInputStream(content));
    }

    private static byte[] serialize(Document doc) throws Exception {
        var transformer = TransformerFactory.newInstance().newTransformer();
        transformer.setOutputProperty(OutputKeys.ENCODING, StandardCharsets.UTF_8.name());
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        transformer.transform(new DOMSource(doc), new StreamResult(out));
        return out.toByteArray();
    }
}
