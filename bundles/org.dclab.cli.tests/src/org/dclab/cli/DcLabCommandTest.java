package org.dclab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.io.StringWriter;

import org.junit.jupiter.api.Test;

class DcLabCommandTest {

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int run(String... args) {
        return DcLabCommand.execute(new PrintWriter(out, true), new PrintWriter(err, true), args);
    }

    @Test
    void versionNamesTheProductAndTheBundleVersion() {
        assertEquals(0, run("--version"));
        assertTrue(out.toString().startsWith("DC Lab 0.1.0"), out::toString);
    }

    @Test
    void helpListsTheOptions() {
        assertEquals(0, run("--help"));
        assertTrue(out.toString().contains("Usage: dclab"), out::toString);
        assertTrue(out.toString().contains("--version"), out::toString);
    }

    /**
     * picocli formats descriptions with String.format: a bare percent sign ("95 % CI") made it print a warning on
     * the process's standard error, three times, above the help of sweep.
     */
    @Test
    void everyCommandsHelpFormatsWithoutWarnings() {
        PrintStream processErr = System.err;
        ByteArrayOutputStream warnings = new ByteArrayOutputStream();
        System.setErr(new PrintStream(warnings, true, StandardCharsets.UTF_8));
        try {
            for (String command : new String[] { "run", "sweep", "campaign", "validate", "bench", "reproduce", "paper", "new-control" }) {
                assertEquals(0, run(command, "--help"), command);
            }
            assertEquals(0, run("campaign", "resume", "--help"));
        } finally {
            System.setErr(processErr);
        }
        assertEquals("", warnings.toString(StandardCharsets.UTF_8));
        assertTrue(out.toString().contains("(per point: mean, sd, 95 % CI)"), out::toString);
    }

    @Test
    void unknownOptionIsInvalidInputWithUsage() {
        assertEquals(DcLabCommand.EXIT_INVALID_INPUT, run("--bogus"));
        assertTrue(err.toString().contains("Unknown option: '--bogus'"), err::toString);
        assertTrue(err.toString().contains("Usage: dclab"), err::toString);
        assertEquals("", out.toString());
    }
}
