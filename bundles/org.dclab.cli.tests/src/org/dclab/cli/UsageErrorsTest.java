package org.dclab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

/**
 * A command line that does not parse is invalid input, exit 1, whichever command it is for: the problem and that
 * command's one usage line, not its whole help page.
 */
class UsageErrorsTest {

    private static final String INCAST = CliFixture.example("incast-naive-single-bottleneck").toString();

    @Test
    void anUnknownOptionOfRun() {
        List<String> lines = refused("run", "--bogus", INCAST);

        assertEquals("dclab run: Unknown option: '--bogus'", lines.get(0));
        assertTrue(lines.get(1).startsWith("Usage: dclab run [OPTIONS] FILE.dclab"), lines.get(1));
        assertTrue(lines.get(1).endsWith("(dclab run --help for every option)"), lines.get(1));
    }

    @Test
    void runWithoutItsFile() {
        assertEquals("dclab run: Missing required parameter: 'FILE.dclab'", refused("run").get(0));
    }

    @Test
    void validateWithoutFiles() {
        assertTrue(refused("validate").get(0).startsWith("dclab validate: Missing required parameter"));
    }

    @Test
    void sweepWithJobsThatAreNoNumber() {
        assertEquals("dclab sweep: Invalid value for option '--jobs': 'abc' is not an int",
                refused("sweep", INCAST, "--param", "incast.serverCount=1,2", "--jobs", "abc").get(0));
    }

    @Test
    void anUnknownCommand() {
        List<String> lines = refused("rnu", INCAST);

        assertTrue(lines.get(0).startsWith("dclab: Unmatched arguments from index 0: 'rnu'"), lines.get(0));
        assertTrue(lines.get(1).startsWith("Usage: dclab [OPTIONS] [COMMAND]"), lines.get(1));
    }

    private static List<String> refused(String... args) {
        CliFixture cli = new CliFixture();

        int code = cli.run(args);

        List<String> lines = cli.err.toString().lines().toList();
        assertEquals(DcLabCommand.EXIT_INVALID_INPUT, code, cli.err::toString);
        assertEquals(2, lines.size(), "the problem and one usage line: " + cli.err);
        assertEquals("", cli.out.toString());
        return lines;
    }
}
