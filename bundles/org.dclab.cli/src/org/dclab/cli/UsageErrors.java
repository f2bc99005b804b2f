package org.dclab.cli;

import java.io.PrintWriter;

import picocli.CommandLine;
import picocli.CommandLine.ParameterException;

/**
 * A command line that does not parse is invalid input, exit 1 like any other, whichever command it was meant for:
 * what is wrong, the one usage line of that command and where the rest is, never the whole help page.
 */
final class UsageErrors {

    private UsageErrors() {
    }

    static int handle(ParameterException e, String[] args) {
        CommandLine command = e.getCommandLine();
        PrintWriter err = command.getErr();
        String name = command.getCommandSpec().qualifiedName();
        err.println(name + ": " + e.getMessage());
        err.println("Usage: " + command.getHelp().abbreviatedSynopsis().strip() + "   (" + name + " --help for every option)");
        err.flush();
        return DcLabCommand.EXIT_INVALID_INPUT;
    }
}
