package org.dclab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code dclab validate} on one broken file per rule and per way a file can be unreadable: exit 1, a message that
 * names the element (or file position) and the fix, and never a stack trace.
 */
class ValidateCommandTest {

    private record Case(String file, String expected) {
    }

    private static final List<Case> CASES = List.of(
            new Case("rate-zero.dclab", "error: link sw-h3: rateBps is 0; it must be 1 to 8000000000000 bit/s, e.g. 10000000000"),
            new Case("delay-negative.dclab", "error: link h2-sw: delayPs is -5; it must be 1 to 1000000000000000000 ps, e.g. 1000000"),
            new Case("buffer-zero.dclab",
                    "error: default queue of switch sw: bufferLimit is 0 packets; give the queue room for at least one packet"),
            new Case("link-to-nothing.dclab",
                    "link-to-nothing.dclab:11:95: link sw-h3: 'nowhere' names no element of this scenario (in target); add an element of that name or correct the reference"),
            new Case("link-without-target.dclab",
                    "error: link dangling: target is not set, so the link connects to nothing; connect both ends to nodes or delete the link"),
            new Case("host-not-connected.dclab", "error: host h9: is not connected; link it to a switch"),
            new Case("host-in-another-part.dclab",
                    "error: host h3: cannot reach host h1: no path through switches; add links joining their parts of the network"),
            new Case("no-route.dclab",
                    "error: application flow (long flow): host h1 has no route to its peer h3; add links joining them through switches"),
            new Case("k-beyond-buffer.dclab",
                    "error: queue of link sw-h3 at sw: marking threshold K = 300 packets lies outside the buffer of 100 packets"),
            new Case("red-max-beyond-buffer.dclab",
                    "error: queue of link sw-h3 at sw: max_th = 150 packets is beyond the buffer of 100 packets"),
            new Case("red-min-not-below-max.dclab",
                    "error: queue of link sw-h3 at sw: min_th = 20 is not below max_th = 10; make minThreshold smaller than maxThreshold"),
            new Case("duplicate-names.dclab",
                    "error: application h2-sw (long flow): duplicate name 'h2-sw', also used by link h2-sw; give every element its own name"),
            new Case("duplicate-name-reference.dclab",
                    "link h1-sw: 'h1' in source names a Link, but source needs a Node; two elements are called 'h1': give each its own name"),
            new Case("schema-version-old.dclab",
                    "schema-version-old.dclab: written in scenario format version 1 by an older DC Lab; this release reads versions 2 to 3"),
            new Case("schema-version-new.dclab",
                    "schema-version-new.dclab: written in scenario format version 4 by a newer DC Lab; this release reads versions 2 to 3. Open it with that newer release"),
            new Case("truncated.dclab", "truncated.dclab:10:30: the XML ends before it is complete (a truncated or partly written file)"),
            new Case("wrong-root.dclab",
                    "wrong-root.dclab: the root element is <dclab:Network>, but a scenario file holds one <dclab:Scenario"),
            new Case("unknown-attribute.dclab",
                    "unknown-attribute.dclab:11:82: link sw-h3: unknown attribute or element 'rateGbps' in <Link>; check its spelling"),
            new Case("external-entity.dclab",
                    "external-entity.dclab:2:10: a DOCTYPE declaration is not allowed in a scenario (it could make the reader fetch other files or URLs); remove the <!DOCTYPE …> line"),
            new Case("empty.dclab", "empty.dclab: the file is empty; a scenario is an XML file whose root element is <dclab:Scenario"),
            new Case("binary-garbage.dclab", "binary-garbage.dclab: binary data, not a scenario"));

    @TempDir
    Path dir;

    @TestFactory
    Stream<DynamicTest> everyBrokenFileExitsOneWithItsMessage() {
        return CASES.stream().map(c -> DynamicTest.dynamicTest(c.file(), () -> {
            CliFixture cli = new CliFixture();
            int code = cli.run("validate", CliFixture.broken(c.file(), dir).toString());
            String all = cli.out + "\n" + cli.err;
            assertTrue(all.contains(c.expected()), all);
            assertEquals(DcLabCommand.EXIT_INVALID_INPUT, code, all);
            assertFalse(all.contains("Exception") || all.contains("\tat "), "no stack trace: " + all);
        }));
    }

    /** The engine seam: a valid scenario asking for what this build lacks is refused by name. */
    @Test
    void aMissingApplicationIsAnErrorNamingTheElement() throws Exception {
        CliFixture cli = new CliFixture();

        int code = cli.run("validate", CliFixture.broken("unknown-cdf.dclab", dir).toString());

        assertEquals(DcLabCommand.EXIT_INVALID_INPUT, code);
        assertTrue(cli.err.toString().contains(
                "error: application background (Poisson background): flow-size distribution 'pareto' (available: data-mining, web-search, web-search-zeng) is not available in this build"),
                cli.err::toString);
    }

    /** A warning alone leaves the file valid: DCTCP behind drop-tail runs, reacting to loss only. */
    @Test
    void aWarningIsPrintedButTheFileIsValid() throws Exception {
        CliFixture cli = new CliFixture();

        assertEquals(0, cli.run("validate", CliFixture.broken("dctcp-behind-drop-tail.dclab", dir).toString()), cli.err::toString);
        assertTrue(cli.out.toString().contains(
                "warning: application flow (long flow): dctcp sender h1 reaches h3 only through ports that never mark CE"),
                cli.out::toString);
        assertTrue(cli.out.toString().endsWith("dctcp-behind-drop-tail.dclab: valid, 1 warning(s)\n"), cli.out::toString);
    }

    @Test
    void aValidFileIsReportedValid() throws Exception {
        CliFixture cli = new CliFixture();

        assertEquals(0, cli.run("validate", CliFixture.broken("valid-star.dclab", dir).toString()), cli.err::toString);
        assertTrue(cli.out.toString().endsWith("valid-star.dclab: valid\n"), cli.out::toString);
    }

    /** AIPM runs in this build, so a C·D far from the path is a warning on a file that stays valid. */
    @Test
    void anAipmWarningLeavesTheFileValid() throws Exception {
        CliFixture cli = new CliFixture();

        assertEquals(0, cli.run("validate", CliFixture.broken("aipm-far-from-path.dclab", dir).toString()), cli.err::toString);
        assertTrue(cli.out.toString().contains("warning: application incast (incast client): AIPM's configured C·D is 50000 B"
                + " (10.0 Gbit/s × 40.0 µs) but the path from h1 is 5000 B (1.00 Gbit/s × 40.0 µs); set capacityBps=\"1000000000\""
                + " and propagationRttPs=\"40000000\""), cli.out::toString);
        assertTrue(cli.out.toString().endsWith("aipm-far-from-path.dclab: valid, 1 warning(s)\n"), cli.out::toString);
    }

    /**
     * A goodput sample every 2 ps of a 0.5 s run is 2.5 * 10^11 samples, terabytes: more than any heap holds. The file
     * stays valid (a shorter --until could run it), and the warning says what period fits.
     */
    @Test
    void aProbeSamplingBeyondTheHeapIsWarnedWithAPeriodThatFits() throws Exception {
        Path file = exampleWith("dumbbell-two-flows", "periodPs=\"10000000000\"", "periodPs=\"2\"");
        CliFixture cli = new CliFixture();

        assertEquals(0, cli.run("validate", file.toString()), cli.err::toString);

        assertTrue(cli.out.toString().startsWith(file + ": warning: probe 4 (GOODPUT of flow1): sampling every 0.002 ns for 500 ms makes "
                + "250000000000 samples"), cli.out::toString);
        assertTrue(cli.out.toString().matches("(?s)[^\\n]*; sample every [0-9.]+ [nµm]?s or more \\(periodPs=\"\\d+\"\\)\n.*"),
                cli.out::toString);
        assertTrue(cli.out.toString().endsWith(file + ": valid, 1 warning(s)\n"), cli.out::toString);
    }

    /** A list of references holds each element once: a server named twice was refused as if it named no host. */
    @Test
    void aServerListedTwiceIsNamedSo() throws Exception {
        Path file = exampleWith("incast-naive-single-bottleneck", "servers=\"srv1 srv2 ", "servers=\"srv1 srv2 srv1 ");
        CliFixture cli = new CliFixture();

        assertEquals(DcLabCommand.EXIT_INVALID_INPUT, cli.run("validate", file.toString()));

        assertTrue(cli.err.toString().contains(": application incast (incast client): 'srv1' is listed twice in servers; list each host "
                + "once"), cli.err::toString);
    }

    /** A copy of an example in the test's folder with the first {@code original} replaced. */
    private Path exampleWith(String example, String original, String replacement) throws IOException {
        String text = Files.readString(CliFixture.example(example));
        if (!text.contains(original)) {
            throw new IllegalStateException(example + " holds no " + original);
        }
        return Files.writeString(dir.resolve(example + ".dclab"), text.replaceFirst(Pattern.quote(original), Matcher.quoteReplacement(
                replacement)));
    }
}
