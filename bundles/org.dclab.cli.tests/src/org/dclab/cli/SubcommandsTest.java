package org.dclab.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

/**
 * A command line that starts with a command's name builds only that command's model; what it prints must not tell:
 * the help and the usage errors of every command read exactly as they do with all the commands built.
 */
class SubcommandsTest {

    private static final List<String> NAMES = List.of("run", "sweep", "campaign", "validate", "bench", "reproduce", "paper",
            "new-control");

    @Test
    void aCommandsNameBuildsThatCommandAlone() {
        assertEquals(Set.of("validate"), Subcommands.forArguments("validate", "a.dclab").getSubcommands().keySet());
        assertEquals(Set.of("campaign"),
                Subcommands.forArguments("campaign", "resume", "--help").getSubcommands().keySet());
        assertEquals(Set.of(), Subcommands.forArguments("--version").getSubcommands().keySet());
    }

    @Test
    void anythingElseBuildsThemAllInTheHelpPagesOrder() {
        for (String[] args : new String[][] { {}, { "--help" }, { "rnu" }, { "-h", "run" }, { "--version", "run" } }) {
            assertEquals(NAMES, List.copyOf(Subcommands.forArguments(args).getSubcommands().keySet()), String.join(" ", args));
        }
        assertEquals(NAMES, List.copyOf(Subcommands.all().getSubcommands().keySet()));
    }

    @Test
    void helpAndUsageErrorsReadTheSameAsWithAllCommands() {
        for (String line : new String[] { "run --help", "sweep --help", "campaign --help", "campaign resume --help",
                "campaign status --help", "campaign collect --help", "validate --help", "bench --help",
                "reproduce --help", "run -h", "run --bogus", "run", "sweep --jobs abc", "campaign", "campaign resume",
                "campaign nosuch", "validate", "validate --bogus", "bench --scenario", "reproduce", "paper --help", "paper --bogus",
                "--version", "-V" }) {
            String[] args = line.split(" ");
            StringWriter allOut = new StringWriter();
            StringWriter allErr = new StringWriter();
            StringWriter out = new StringWriter();
            StringWriter err = new StringWriter();

            int allCode = DcLabCommand.execute(Subcommands.all(), new PrintWriter(allOut, true),
                    new PrintWriter(allErr, true), args);
            int code = DcLabCommand.execute(new PrintWriter(out, true), new PrintWriter(err, true), args);

            assertFalse((allOut.toString() + allErr).isBlank(), line);
            assertEquals(allCode, code, line);
            assertEquals(allOut.toString(), out.toString(), line);
            assertEquals(allErr.toString(), err.toString(), line);
        }
    }
}
