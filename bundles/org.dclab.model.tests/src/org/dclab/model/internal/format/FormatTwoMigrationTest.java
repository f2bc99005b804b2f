package org.dclab.model.internal.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;

import org.dclab.engine.api.Parameter;
import org.dclab.engine.api.Registry;
import org.dclab.model.Host;
import org.dclab.model.Link;
import org.dclab.model.QueueSettings;
import org.dclab.model.Scenario;
import org.dclab.model.TransportSettings;
import org.dclab.model.resource.ScenarioFileException;
import org.dclab.model.resource.ScenarioFiles;
import org.dclab.model.resource.ScenarioFormat;
import org.junit.jupiter.api.Test;

/** A file of version 2 reads as the scenario it was: every literal a key, every attribute the parameters it set. */
class FormatTwoMigrationTest {

    private static String scenario(String version, String transport, String queue, String sweeps) {
        return """
                <?xml version="1.0" encoding="UTF-8"?>
                <dclab:Scenario xmi:version="2.0" xmlns:xmi="http://www.omg.org/XMI"
                    xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:dclab="http://dclab.org/model/1.0"
                    name="old" %s seed="1" durationPs="1000000000">
                  <network>
                    <nodes xsi:type="dclab:Switch" name="s1"/>
                    <nodes xsi:type="dclab:Host" name="h1">
                      <transport %s/>
                    </nodes>
                    <links name="h1-s1" source="h1" target="s1">
                      <sourceQueue %s/>
                    </links>
                  </network>
                  <experiment>%s</experiment>
                </dclab:Scenario>
                """.formatted(version, transport, queue, sweeps);
    }

    private static Scenario read(String text) throws ScenarioFileException {
        return ScenarioFiles.read(text.getBytes(StandardCharsets.UTF_8), "old.dclab");
    }

    private static TransportSettings transport(Scenario s) {
        return ((Host) s.getNetwork().getNodes().get(1)).getTransport();
    }

    private static QueueSettings queue(Scenario s) {
        return ((Link) s.getNetwork().getLinks().get(0)).getSourceQueue();
    }

    /**
     * Oracle, by hand from version 2's meaning: a DCTCP transport stores all of DCTCP's parameters (g from dctcpG) and,
     * of the others, only values that differ from their defaults (GEMINI's beta); GEMINI's g is DCTCP's, so it is not
     * stored twice.
     */
    @Test
    void aControlKeepsItsOwnValuesAndOthersThatDifferFromTheDefault() throws Exception {
        Scenario s = read(scenario("schemaVersion=\"2\"", "congestionControl=\"DCTCP\" dctcpG=\"0.125\" geminiBeta=\"0.3\" "
                + "cubicBeta=\"0.7\" vegasAlphaPackets=\"2\"", "discipline=\"DROP_TAIL\"", ""));
        assertEquals(ScenarioFormat.CURRENT_VERSION, s.getSchemaVersion());
        TransportSettings t = transport(s);
        assertEquals("dctcp", t.getCongestionControl());
        assertEquals(Map.of("dctcp.g", "0.125", "gemini.beta", "0.3"), Map.copyOf(t.getParameters().map()));
    }

    /**
     * RED's attributes served RED, CHOKe and m-sample CHOKe alike, and notEctPolicy every marking discipline: a threshold
     * queue keeps its K and point, and RED's non-default thresholds for a switch to RED; AS_DISCIPLINE stores nothing.
     */
    @Test
    void aQueueKeepsItsOwnValuesAndRedsForASwitch() throws Exception {
        Scenario s = read(scenario("schemaVersion=\"2\"", "", "discipline=\"THRESHOLD_ECN\" markingThreshold=\"20\" "
                + "minThreshold=\"30\" maxThreshold=\"100\" maxProbability=\"0.1\" chokeSamples=\"7\" notEctPolicy=\"AS_DISCIPLINE\" "
                + "markingPoint=\"DEPARTURE\"", ""));
        QueueSettings q = queue(s);
        assertEquals("threshold-marking", q.getDiscipline());
        Map<String, String> expected = new LinkedHashMap<>();
        expected.put("threshold-marking.markingThreshold", "20");
        expected.put("threshold-marking.markingPoint", "DEPARTURE");
        expected.put("threshold-marking.notEctPolicy", "ADMIT");
        expected.put("red.minThreshold", "30");
        expected.put("red.maxThreshold", "100");
        expected.put("sampled-choke.chokeSamples", "7");
        assertEquals(expected, new LinkedHashMap<>(q.getParameters().map()));
    }

    /** Sweep paths take this release's names, and a sweep of the control or the discipline its keys. */
    @Test
    void sweepsAreWrittenInTheNewNames() throws Exception {
        Scenario s = read(scenario("schemaVersion=\"2\"", "congestionControl=\"GEMINI\"", "discipline=\"THRESHOLD_ECN\"", """
                <sweeps path="h1-s1.sourceQueue.markingThreshold+h1.transport.geminiMarkingThresholdPackets"><values>20</values></sweeps>
                <sweeps path="h1-s1.sourceQueue.minThreshold"><values>10</values></sweeps>
                <sweeps path="h1.transport.congestionControl"><values>DCTCP</values><values>ECN_TCP</values></sweeps>
                """));
        var sweeps = s.getExperiment().getSweeps();
        assertEquals("h1-s1.sourceQueue.markingThreshold+h1.transport.markingThresholdPackets", sweeps.get(0).getPath());
        assertEquals("h1-s1.sourceQueue.red.minThreshold", sweeps.get(1).getPath());
        assertEquals(java.util.List.of("dctcp", "ecn-newreno"), sweeps.get(2).getValues());
    }

    /** A file without a version was written before files said theirs: version 2, migrated. */
    @Test
    void aFileWithoutAVersionIsOfVersionTwo() throws Exception {
        Scenario s = read(scenario("", "congestionControl=\"VEGAS\" vegasBetaPackets=\"6\"", "", ""));
        assertEquals("vegas", transport(s).getCongestionControl());
        assertEquals("6.0", transport(s).getParameters().get("vegas.betaPackets"));
    }

    /** In a file of this version the attributes of version 2 are no longer the model's, and are refused as any unknown. */
    @Test
    void aFileOfThisVersionRefusesTheOldAttributes() {
        ScenarioFileException e = assertThrows(ScenarioFileException.class,
                () -> read(scenario("schemaVersion=\"3\"", "congestionControl=\"dctcp\" dctcpG=\"0.1\"", "", "")));
        assertTrue(e.getMessage().contains("dctcpG"), e.getMessage());
    }

    /**
     * What a version-2 file without an attribute meant is the descriptor's default: every default version 2 had is the
     * default of each parameter it set (AS_DISCIPLINE meaning each discipline's own).
     */
    @Test
    void theOldDefaultsAreTheDescriptorsDefaults() {
        Map<String, FormatTwo.Attribute> all = new LinkedHashMap<>(FormatTwo.TRANSPORT);
        all.putAll(FormatTwo.QUEUE);
        all.forEach((name, attribute) -> {
            for (String key : attribute.keys()) {
                Parameter p = Registry.parameter(key).orElseThrow(() -> new AssertionError(name + " sets unknown " + key));
                if (!FormatTwo.AS_DISCIPLINE.equals(attribute.defaultText())) {
                    assertEquals(p.defaultValue(), p.parse(attribute.defaultText()), name + " -> " + key);
                }
            }
        });
    }
}
