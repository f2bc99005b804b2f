package org.dclab.model.resource;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.dclab.model.tests.DumbbellScenario;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * Files that are well-formed XML but say something a scenario cannot: one part given twice, numbers in other digits,
 * a type without its prefix, another encoding, values across lines. Each is refused in one line that names the
 * element and what to write instead.
 */
class LoadMessagesTest {

    private record Case(String name, String original, String replacement, String expected) {
    }

    private static final String SCENARIO_END = "</dclab:Scenario>";

    private static final List<Case> CASES = List.of(
            new Case("a second network", SCENARIO_END, "<network/>\n" + SCENARIO_END,
                    "scenario dumbbell: has a second <network>, but holds one; merge the two into one <network> or delete one"),
            new Case("a second traffic", SCENARIO_END, "<traffic/>\n<traffic/>\n" + SCENARIO_END,
                    "scenario dumbbell: has a second <traffic>, but holds one; merge the two into one <traffic> or delete one"),
            new Case("a second experiment", SCENARIO_END, "<experiment/>\n<experiment/>\n" + SCENARIO_END,
                    "scenario dumbbell: has a second <experiment>, but holds one"),
            new Case("a second transport", "<transport", "<transport/>\n<transport",
                    "host h1: has a second <transport>, but holds one; merge the two into one <transport> or delete one"),
            new Case("a second default queue", "</nodes>", "<defaultQueue/>\n</nodes>",
                    "switch s2: has a second <defaultQueue>, but holds one"),
            new Case("a second source queue", "<sourceQueue", "<sourceQueue/>\n<sourceQueue",
                    "link s1-s2: has a second <sourceQueue>, but holds one"),
            new Case("Arabic-Indic digits", "seed=\"42\"", "seed=\"٤٢\"",
                    "scenario dumbbell: seed=\"٤٢\" is not written in the digits 0-9; write e.g. seed=\"1\""),
            new Case("full-width digits", "durationPs=\"100000000000\"", "durationPs=\"１００\"",
                    "scenario dumbbell: durationPs=\"１００\" is not written in the digits 0-9; write e.g. durationPs=\"1000000000000\""),
            new Case("a value across lines", "durationPs=\"100000000000\"", "durationPs=\"10&#10;000\"",
                    "scenario dumbbell: durationPs=\"10\\n000\" is not written in the digits 0-9"),
            new Case("a word for a number", "seed=\"42\"", "seed=\"fast\"",
                    "scenario dumbbell: seed=\"fast\" is not a whole number (at most 9223372036854775807); write e.g. seed=\"1\""),
            new Case("a number too large", "seed=\"42\"", "seed=\"99999999999999999999\"",
                    "scenario dumbbell: seed=\"99999999999999999999\" is not a whole number (at most 9223372036854775807)"),
            new Case("an unknown literal", "unit=\"PACKETS\"", "unit=\"FURLONGS\"",
                    "is not one of PACKETS, BYTES; write e.g. unit=\"PACKETS\""),
            new Case("a type without prefix", "xsi:type=\"dclab:Host\"", "xsi:type=\"Host\"",
                    "network: xsi:type=\"Host\" of <nodes> has no namespace prefix; write xsi:type=\"dclab:Host\""),
            new Case("a reference to an element of another kind", "target=\"s1\"", "target=\"h2-s1\"",
                    "link h1-s1: 'h2-s1' in target names a Link, but target needs a Node; write the name of a node of this scenario"),
            new Case("a reference to nothing", "target=\"s1\"", "target=\"s9\"",
                    "link h1-s1: 's9' names no element of this scenario (in target); add an element of that name or correct the reference"),
            new Case("an unknown attribute", "rateBps=", "rateGbps=",
                    "link h1-s1: unknown attribute or element 'rateGbps' in <Link>; check its spelling"),
            new Case("an unknown encoding", "encoding=\"UTF-8\"", "encoding=\"X-BOGUS-9\"",
                    "the XML declaration names the encoding 'X-BOGUS-9', which is unknown; scenario files are UTF-8: write "
                            + "<?xml version=\"1.0\" encoding=\"UTF-8\"?>"),
            new Case("another encoding", "encoding=\"UTF-8\"", "encoding=\"ISO-8859-1\"",
                    "the XML declaration says encoding=\"ISO-8859-1\", but scenario files are UTF-8: save it as UTF-8"));

    @TempDir
    Path dir;

    @TestFactory
    Stream<DynamicTest> eachIsRefusedInOneLineNamingTheElementAndTheFix() {
        return CASES.stream().map(c -> DynamicTest.dynamicTest(c.name(), () -> {
            Path file = variant(c.original(), c.replacement());

            ScenarioFileException e = assertThrows(ScenarioFileException.class, () -> ScenarioFiles.load(file));

            assertTrue(e.getMessage().contains(c.expected()), e.getMessage());
            assertFalse(e.getMessage().contains("\n"), e.getMessage());
        }));
    }

    private Path variant(String original, String replacement) throws IOException {
        Path file = dir.resolve("variant.dclab");
        ScenarioFiles.save(DumbbellScenario.create(), file);
        String text = Files.readString(file, StandardCharsets.UTF_8);
        assertTrue(text.contains(original), () -> "the fixture has " + original);
        Files.writeString(file, text.replaceFirst(Pattern.quote(original), Matcher.quoteReplacement(replacement)), StandardCharsets.UTF_8);
        return file;
    }
}
