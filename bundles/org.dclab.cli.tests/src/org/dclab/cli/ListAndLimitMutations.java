package org.dclab.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeSet;

import org.dclab.model.DclabPackage;
import org.dclab.model.ProbeKind;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EReference;
import org.w3c.dom.Attr;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;

/**
 * The mutations that lists, durations, output names and memory take (issue 27): an empty or repeated item in a list, a
 * container given twice, a negative time, path segments in a name an output file is named after, and a probe's
 * sampling period against the heap. Beside the file, each may say what the command line must refuse at once in the
 * same vein ({@link Refusal}: an empty --param value, a negative --until, a --pcap target with path segments) and with
 * which arguments the file runs.
 */
final class ListAndLimitMutations {

    /**
     * A command run on the example the file was made from, which must end at once with exit 1 and one line that starts
     * with {@code expectedStart}; "{file}" stands for the example, "{out}" for the file's own output folder.
     */
    record Refusal(List<String> args, String expectedStart) {
    }

    /**
     * What mutations add to a file: arguments of its run, commands that must be refused, and whether the file itself
     * must be (an empty or repeated item, a container twice, a negative time, a path for a name).
     */
    static final class Commands {
        final List<String> runArgs = new ArrayList<>();
        final List<Refusal> refusals = new ArrayList<>();
        boolean fileRefused;
    }

    /** The places an output folder is named from; a file that escapes must stay inside the file's own folder. */
    static final String OUT = "{out}";
    static final String FILE = "{file}";

    private static final String[] PARAM_LISTS = { "1,,2", "1,2,", ",1", "1, ,2", "7,7", "1,01", "3,1,3" };
    private static final String[] NEGATIVE_TIMES = { "-5ms", "-1ps", "-0.5s", "-10us" };
    private static final String[] NEGATIVE_NUMBERS = { "-1", "-1000000", "-9223372036854775808" };
    /** At most three steps up: the file's output folder is three below its own folder, outside which nothing may appear. */
    private static final String[] PATH_SEGMENTS = { "../x", "../../../x", "a/b", "/tmp/x", "..", ".", "x/../../y", "./x" };
    /** The comma-separated lists of a scenario's texts, where an empty item is a mistake. */
    private static final Set<String> COMMA_LISTS = Set.of("cdfPoints", "sizeClassBounds");
    private static final Set<String> SAMPLED = Set.of(ProbeKind.QUEUE_DROPS.getLiteral(), ProbeKind.QUEUE_MARKS.getLiteral(),
            ProbeKind.GOODPUT.getLiteral(), ProbeKind.ALPHA.getLiteral());
    /** Shortest period a fuzzed probe samples at: a 10 µs run then takes at most 10,000 samples a series. */
    static final long SHORTEST_PERIOD_PS = 1_000;
    private static final long DEFAULT_DURATION_PS = 1_000_000_000_000L;

    /** The lists of references (an incast's servers, a flow mix's hosts): names separated by spaces in a file. */
    private static final Set<String> REFERENCE_LISTS = new TreeSet<>();
    /** The names of parts an element holds (probes, sweeps, nodes, a transport), each a container in the file. */
    private static final Set<String> PARTS = new TreeSet<>();

    static {
        for (EClass eClass : DclabPackage.eINSTANCE.getEClassifiers().stream().filter(EClass.class::isInstance).map(EClass.class::cast)
                .toList()) {
            for (EReference reference : eClass.getEReferences()) {
                if (reference.isContainment()) {
                    PARTS.add(reference.getName());
                } else if (reference.isMany()) {
                    REFERENCE_LISTS.add(reference.getName());
                }
            }
        }
    }

    private ListAndLimitMutations() {
    }

    /** An empty, blank or repeated item: a sweep's value, a name in a list of references, an item of a comma list. */
    static void listItem(List<Element> elements, SplittableRandom random, List<String> done, Commands commands) {
        String list = PARAM_LISTS[random.nextInt(PARAM_LISTS.length)];
        commands.refusals.add(new Refusal(List.of("sweep", FILE, "--param", "seed=" + list, "--quiet"), "dclab sweep: --param seed="
                + list + ": value "));
        List<Element> sweeps = elements.stream().filter(e -> e.getLocalName().equals("sweeps")).toList();
        List<Attr> references = attributes(elements, REFERENCE_LISTS).stream().filter(a -> !a.getValue().isBlank()).toList();
        List<Attr> commaLists = attributes(elements, COMMA_LISTS).stream().filter(a -> !a.getValue().isBlank()).toList();
        commands.fileRefused = true;
        int choice = random.nextInt(3);
        if (choice == 1 && !references.isEmpty()) {
            Attr attribute = references.get(random.nextInt(references.size()));
            List<String> names = new ArrayList<>(List.of(attribute.getValue().strip().split("\\s+")));
            names.add(random.nextInt(names.size() + 1), names.get(random.nextInt(names.size())));
            attribute.setValue(String.join(" ", names));
            done.add("a name repeated in " + ScenarioMutator.describe(attribute));
        } else if (choice == 2 && !commaLists.isEmpty()) {
            Attr attribute = commaLists.get(random.nextInt(commaLists.size()));
            String value = attribute.getValue();
            int comma = value.indexOf(',');
            attribute.setValue(random.nextBoolean() || comma < 0 ? value + "," : value.substring(0, comma) + ",," + value.substring(comma
                    + 1));
            done.add("an empty item in " + ScenarioMutator.describe(attribute));
        } else {
            Element sweep = sweeps.isEmpty() ? newSweepOfSeed(elements.get(0)) : sweeps.get(random.nextInt(sweeps.size()));
            List<Element> values = children(sweep, "values");
            Element item;
            if (values.isEmpty() || random.nextBoolean()) {
                item = sweep.getOwnerDocument().createElementNS(sweep.getNamespaceURI(), "values");
                item.setTextContent(random.nextBoolean() ? "" : " ");
                done.add("an empty value in <sweeps path=\"" + sweep.getAttribute("path") + "\">");
            } else {
                item = (Element) values.get(random.nextInt(values.size())).cloneNode(true);
                done.add("value " + item.getTextContent() + " repeated in <sweeps path=\"" + sweep.getAttribute("path") + "\">");
            }
            Node before = values.isEmpty() ? null : values.get(random.nextInt(values.size()));
            sweep.insertBefore(item, random.nextBoolean() ? before : null);
        }
    }

    /** A part repeated beside itself: a probe, a sweep, a node, a link, an application, or a single part such as a transport. */
    static void duplicateContainer(List<Element> elements, SplittableRandom random, List<String> done, Commands commands) {
        commands.fileRefused = true;
        List<Element> parts = elements.stream().skip(1).filter(e -> PARTS.contains(e.getLocalName())).toList();
        Element original = parts.get(random.nextInt(parts.size()));
        original.getParentNode().insertBefore(original.cloneNode(true), original.getNextSibling());
        done.add("container <" + original.getTagName() + " " + ScenarioMutator.label(original) + "> given twice");
    }

    /** A time made negative: an attribute in picoseconds, or a value of a sweep of one. */
    static void negativeDuration(List<Element> elements, SplittableRandom random, List<String> done, Commands commands) {
        String until = NEGATIVE_TIMES[random.nextInt(NEGATIVE_TIMES.length)];
        commands.refusals.add(new Refusal(List.of("run", FILE, "--until", until, "--quiet"), "dclab run: --until " + until + ": "));
        commands.fileRefused = true;
        List<Element> timeSweeps = elements.stream().filter(e -> e.getLocalName().equals("sweeps") && e.getAttribute("path").endsWith("Ps")
                && !children(e, "values").isEmpty()).toList();
        if (!timeSweeps.isEmpty() && random.nextInt(4) == 0) {
            Element sweep = timeSweeps.get(random.nextInt(timeSweeps.size()));
            List<Element> values = children(sweep, "values");
            Element value = values.get(random.nextInt(values.size()));
            value.setTextContent(negative(value.getTextContent(), random));
            done.add("a value of <sweeps path=\"" + sweep.getAttribute("path") + "\"> = \"" + value.getTextContent() + "\"");
            return;
        }
        List<Attr> times = attributes(elements, ScenarioMutator.numberNames()).stream().filter(a -> a.getName().endsWith("Ps")).toList();
        Attr attribute = times.get(random.nextInt(times.size()));
        attribute.setValue(negative(attribute.getValue(), random));
        done.add(ScenarioMutator.describe(attribute) + " = \"" + attribute.getValue() + "\"");
    }

    private static String negative(String value, SplittableRandom random) {
        String plain = value.strip();
        return random.nextBoolean() && plain.matches("[1-9]\\d*") ? "-" + plain : NEGATIVE_NUMBERS[random.nextInt(NEGATIVE_NUMBERS.length)];
    }

    /**
     * Path segments where a name makes a file name: the scenario's or a node's name (which --pcap files are named
     * after), or a --pcap target. The file runs into {@value #OUT} with a capture of one of its hosts.
     */
    static void outputName(List<Element> elements, SplittableRandom random, List<String> done, Commands commands) {
        List<Element> hosts = elements.stream().filter(e -> e.getAttributeNS(ScenarioMutator.XSI, "type").equals("dclab:Host")).toList();
        String host = hosts.isEmpty() ? "h1" : hosts.get(random.nextInt(hosts.size())).getAttribute("name");
        String segments = PATH_SEGMENTS[random.nextInt(PATH_SEGMENTS.length)];
        if (commands.runArgs.isEmpty()) {
            // Once, should a second mutation be of this kind too: a run takes one --out.
            commands.runArgs.addAll(List.of("--out", OUT, "--pcap", host));
        }
        if (random.nextBoolean()) {
            Element named = random.nextBoolean() || hosts.isEmpty() ? elements.get(0) : hosts.get(random.nextInt(hosts.size()));
            String name = random.nextBoolean() ? segments : named.getAttribute("name") + "/" + segments;
            named.setAttribute("name", name);
            commands.fileRefused = true;
            done.add("name of <" + named.getTagName() + "> = \"" + name + "\"");
        } else {
            String target = random.nextBoolean() ? host + "/" + segments : segments + "/" + host;
            commands.refusals.add(new Refusal(List.of("run", FILE, "--until", FuzzVerdict.RUN_UNTIL, "--quiet", "--out", OUT, "--pcap",
                    target), "dclab run: --pcap " + target + ": no link, host or port of that name"));
            done.add("--pcap " + target);
        }
    }

    /**
     * A sampled probe's period drawn evenly on a log scale from {@value #SHORTEST_PERIOD_PS} ps to the scenario's
     * duration: from far more samples than any heap holds to a handful. A file without a sampled probe gets one.
     */
    static void probePeriod(List<Element> elements, SplittableRandom random, List<String> done) {
        long durationPs = Math.max(SHORTEST_PERIOD_PS, durationPs(elements.get(0).getOwnerDocument()));
        List<Element> sampled = elements.stream().filter(e -> e.getLocalName().equals("probes") && SAMPLED.contains(e.getAttribute("kind")))
                .toList();
        Element probe = sampled.isEmpty() ? newGoodputProbe(elements) : sampled.get(random.nextInt(sampled.size()));
        if (probe == null) {
            return;
        }
        double exponent = Math.log10(SHORTEST_PERIOD_PS) + random.nextDouble() * (Math.log10(durationPs) - Math.log10(SHORTEST_PERIOD_PS));
        long periodPs = Math.max(SHORTEST_PERIOD_PS, Math.round(Math.pow(10, exponent)));
        probe.setAttribute("periodPs", Long.toString(periodPs));
        done.add("periodPs of <probes kind=\"" + probe.getAttribute("kind") + "\" target=\"" + probe.getAttribute("target") + "\"> = \""
                + periodPs + "\"");
    }

    /** A goodput probe of the first application, or a drop probe of the first link; null without either. */
    private static Element newGoodputProbe(List<Element> elements) {
        Element app = elements.stream().filter(e -> e.getLocalName().equals("applications") && e.hasAttribute("name")).findFirst()
                .orElse(null);
        Element link = elements.stream().filter(e -> e.getLocalName().equals("links") && e.hasAttribute("name")).findFirst().orElse(null);
        if (app == null && link == null) {
            return null;
        }
        Element experiment = experiment(elements.get(0));
        Element probe = experiment.getOwnerDocument().createElementNS(experiment.getNamespaceURI(), "probes");
        probe.setAttribute("kind", app != null ? ProbeKind.GOODPUT.getLiteral() : ProbeKind.QUEUE_DROPS.getLiteral());
        probe.setAttribute("target", (app != null ? app : link).getAttribute("name"));
        experiment.insertBefore(probe, experiment.getFirstChild());
        return probe;
    }

    private static Element newSweepOfSeed(Element root) {
        Element experiment = experiment(root);
        Element sweep = experiment.getOwnerDocument().createElementNS(experiment.getNamespaceURI(), "sweeps");
        sweep.setAttribute("path", "seed");
        Element value = experiment.getOwnerDocument().createElementNS(experiment.getNamespaceURI(), "values");
        value.setTextContent("1");
        sweep.appendChild(value);
        experiment.appendChild(sweep);
        return sweep;
    }

    private static Element experiment(Element root) {
        List<Element> experiments = children(root, "experiment");
        if (!experiments.isEmpty()) {
            return experiments.get(0);
        }
        Element experiment = root.getOwnerDocument().createElementNS(null, "experiment");
        root.appendChild(experiment);
        return experiment;
    }

    private static List<Element> children(Element parent, String name) {
        List<Element> children = new ArrayList<>();
        for (Node n = parent.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element e && name.equals(e.getLocalName())) {
                children.add(e);
            }
        }
        return children;
    }

    private static List<Attr> attributes(List<Element> elements, Set<String> names) {
        return ScenarioMutator.attributes(elements, names);
    }

    /** The scenario's duration as its file gives it, for the memory oracle; the model's default without one. */
    static long durationPs(Document doc) {
        Element root = doc.getDocumentElement();
        return root.hasAttribute("durationPs") && root.getAttribute("durationPs").matches("\\d{1,18}")
                ? Long.parseLong(root.getAttribute("durationPs"))
                : DEFAULT_DURATION_PS;
    }
}
