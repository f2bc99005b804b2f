package org.dclab.cli;

import java.io.ByteArrayInputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import javax.xml.parsers.DocumentBuilderFactory;

import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * What {@code dclab validate} must say of a valid file's sampled probes (goodput, drops, marks, α), each taking a
 * sample every period for the whole run, against the heap of the JVM that validates, which is this one. It is judged
 * from the file alone, with bounds loose enough to hold however the rule counts:
 * <ul>
 * <li>a probe whose samples alone, in one series of 16 B a sample, take more than the whole heap is warned;</li>
 * <li>no probe is warned when every sampled probe, with one series (goodput of an application, drops or marks of a
 * port) or one for each host of the scenario (α, a series per connection: no more than the hosts), and 32 B a sample,
 * takes at most a quarter of the heap;</li>
 * <li>the period a warning gives is longer than the probe's, and with every warned probe set to it the file validates
 * without a memory warning.</li>
 * </ul>
 */
final class SampleMemoryOracle {

    /** "FILE: warning: probe 4 (GOODPUT of flow1): sampling every … (periodPs="500000")". */
    private static final Pattern WARNING = Pattern.compile(
            ": warning: probe (\\d+) \\([^)]*\\): sampling every .*\\(periodPs=\"(\\d+)\"\\)$");
    private static final Set<String> SAMPLED = Set.of("QUEUE_DROPS", "QUEUE_MARKS", "GOODPUT", "ALPHA");
    private static final double SERIES_SAMPLE_BYTES = 16;
    private static final double HEAP_SAMPLE_BYTES = 32;

    private SampleMemoryOracle() {
    }

    /** The probes {@code validateOut} warns of, by number (from 1), with the period each warning gives. */
    static Map<Integer, Long> warned(String validateOut) {
        Map<Integer, Long> warned = new LinkedHashMap<>();
        for (String line : validateOut.lines().toList()) {
            Matcher m = WARNING.matcher(line);
            if (m.find()) {
                warned.put(Integer.parseInt(m.group(1)), Long.parseLong(m.group(2)));
            }
        }
        return warned;
    }

    /** What is wrong with what validate said of {@code file}'s sampled probes; empty when it is right. */
    static List<String> problems(Path file, String validateOut) throws Exception {
        Document doc = parse(Files.readAllBytes(file));
        double durationPs = ListAndLimitMutations.durationPs(doc);
        double heap = Runtime.getRuntime().maxMemory();
        NodeList probes = doc.getElementsByTagName("probes");
        int hosts = 0;
        NodeList nodes = doc.getElementsByTagName("nodes");
        for (int i = 0; i < nodes.getLength(); i++) {
            hosts += ((Element) nodes.item(i)).getAttributeNS(ScenarioMutator.XSI, "type").equals("dclab:Host") ? 1 : 0;
        }
        Map<Integer, Long> warned = warned(validateOut);
        List<String> problems = new ArrayList<>();
        double mostBytes = 0;
        for (int i = 0; i < probes.getLength(); i++) {
            Element probe = (Element) probes.item(i);
            long periodPs = period(probe);
            if (!SAMPLED.contains(probe.hasAttribute("kind") ? probe.getAttribute("kind") : "QUEUE_LENGTH") || periodPs <= 0) {
                continue;
            }
            double samples = durationPs / periodPs;
            mostBytes += samples * (probe.getAttribute("kind").equals("ALPHA") ? Math.max(1, hosts) : 1) * HEAP_SAMPLE_BYTES;
            if (samples * SERIES_SAMPLE_BYTES > heap && !warned.containsKey(i + 1)) {
                problems.add("probe " + (i + 1) + " takes " + (long) samples + " samples, more than the heap holds, unwarned");
            }
            Long advice = warned.get(i + 1);
            if (advice != null && advice <= periodPs) {
                problems.add("probe " + (i + 1) + " is advised a period of " + advice + " ps, not longer than its " + periodPs + " ps");
            }
        }
        if (!warned.isEmpty() && mostBytes <= heap / 4) {
            problems.add("probes " + warned.keySet() + " are warned, yet all samples take at most " + (long) mostBytes + " B");
        }
        if (!warned.isEmpty() && problems.isEmpty()) {
            problems.addAll(adviceFits(file, doc, warned));
        }
        return problems;
    }

    /** The file with each warned probe sampling at the period its warning gives validates without a memory warning. */
    private static List<String> adviceFits(Path file, Document doc, Map<Integer, Long> warned) throws Exception {
        NodeList probes = doc.getElementsByTagName("probes");
        warned.forEach((number, periodPs) -> ((Element) probes.item(number - 1)).setAttribute("periodPs", Long.toString(periodPs)));
        Path advised = file.resolveSibling("advised-" + file.getFileName());
        var transformer = javax.xml.transform.TransformerFactory.newInstance().newTransformer();
        transformer.transform(new javax.xml.transform.dom.DOMSource(doc), new javax.xml.transform.stream.StreamResult(advised.toFile()));
        CliFixture validate = new CliFixture();
        validate.run("validate", advised.toString());
        Map<Integer, Long> still = warned(validate.out.toString());
        return still.isEmpty() ? List.of() : List.of("with the periods advised, probes " + still.keySet() + " are still warned");
    }

    private static long period(Element probe) {
        // The model's default: 100 µs.
        String period = probe.hasAttribute("periodPs") ? probe.getAttribute("periodPs") : "100000000";
        return period.matches("\\d{1,18}") ? Long.parseLong(period) : -1;
    }

    private static Document parse(byte[] content) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        return factory.newDocumentBuilder().parse(new ByteArrayInputStream(content));
    }
}
