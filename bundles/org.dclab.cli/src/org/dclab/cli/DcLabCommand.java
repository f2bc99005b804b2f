package org.dclab.cli;

import java.io.PrintWriter;

import org.dclab.sim.MemoryReserve;
import org.dclab.cli.api.ProductInfo;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.IVersionProvider;
import picocli.CommandLine.ParseResult;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** The top-level {@code dclab} command. */
@Command(name = "dclab", mixinStandardHelpOptions = true, versionProvider = DcLabCommand.Version.class, exitCodeOnInvalidInput = DcLabCommand.EXIT_INVALID_INPUT, exitCodeOnExecutionException = DcLabCommand.EXIT_INTERNAL_ERROR, description = "Simulate datacenter congestion control: run scenarios, sweep parameters, benchmark the engine.", footer = {
        "", "Run without arguments to open the DC Lab workbench." })
public final class DcLabCommand implements Runnable {

    /** Exit code for input the user can fix: an unknown option, an invalid scenario. */
    public static final int EXIT_INVALID_INPUT = 1;
    /** Exit code for a fault of DC Lab itself. */
    public static final int EXIT_INTERNAL_ERROR = 2;

    @Spec
    private CommandSpec spec;

    /** Parses and runs {@code args}, printing to the process's standard streams; returns the exit code. */
    public static int execute(String... args) {
        return execute(new PrintWriter(System.out, true), new PrintWriter(System.err, true), args);
    }

    /**
     * Parses and runs {@code args}, printing results to {@code out} and problems to {@code err}. Whatever happens,
     * a failure is one line on {@code err} and a non-zero exit code: picocli hands on the exceptions of a command,
     * but an {@link Error} (out of memory, a stack overflow) would leave it, and the process, without a word.
     */
    public static int execute(PrintWriter out, PrintWriter err, String... args) {
        return execute(Subcommands.forArguments(args), out, err, args);
    }

    /**
     * As {@link #execute(PrintWriter, PrintWriter, String...)} with the commands of {@code commandLine}. The settings
     * below reach only the subcommands it already has, so it comes complete.
     */
    static int execute(CommandLine commandLine, PrintWriter out, PrintWriter err, String... args) {
        commandLine.setOut(out)
                .setErr(err)
                .setParameterExceptionHandler(UsageErrors::handle)
                .setExecutionExceptionHandler(DcLabCommand::handle)
                .setExecutionStrategy(DcLabCommand::executeHoldingReserve);
        try {
            return commandLine.execute(args);
        } catch (OutOfMemoryError e) {
            MemoryReserve.release();
            err.println(commandName(commandLine) + ": " + OutOfMemory.whileWorking());
            err.flush();
            return OutOfMemory.exitCode();
        } catch (Throwable e) {
            return internalError(e, commandName(commandLine), err);
        }
    }

    /**
     * Runs the command that was parsed, first setting the memory reserve aside if it simulates. One reserve per
     * process, kept from one command to the next: setting it aside again for every command run in one process (tests,
     * the fuzzing suite) cost more than most commands.
     */
    private static int executeHoldingReserve(ParseResult parsed) {
        ParseResult last = parsed;
        while (last.hasSubcommand()) {
            last = last.subcommand();
        }
        if (last.commandSpec().userObject() instanceof SimulatingCommand) {
            MemoryReserve.hold();
        }
        return new CommandLine.RunLast().execute(parsed);
    }

    /**
     * Invalid input is the user's to fix: its message alone, exit 1. Anything else is a fault of DC Lab: exit 2 with
     * the exception's name and message; the stack trace only when DCLAB_DEBUG is set, so scripts never parse one.
     */
    private static int handle(Exception e, CommandLine commandLine, ParseResult parseResult) {
        PrintWriter err = commandLine.getErr();
        if (e instanceof InvalidInputException) {
            err.println("dclab " + commandLine.getCommandName() + ": " + e.getMessage());
            err.flush();
            return EXIT_INVALID_INPUT;
        }
        return internalError(e, "dclab " + commandLine.getCommandName(), err);
    }

    private static int internalError(Throwable e, String command, PrintWriter err) {
        err.println(command + ": internal error: " + e + (System.getenv("DCLAB_DEBUG") != null ? ""
                : " (set DCLAB_DEBUG=1 for the stack trace, and please report it)"));
        if (System.getenv("DCLAB_DEBUG") != null) {
            e.printStackTrace(err);
        }
        err.flush();
        return EXIT_INTERNAL_ERROR;
    }

    /** "dclab run" once the arguments named a command, else "dclab". */
    private static String commandName(CommandLine commandLine) {
        ParseResult parsed = commandLine.getParseResult();
        return parsed != null && parsed.hasSubcommand() ? "dclab " + parsed.subcommand().commandSpec().name() : "dclab";
    }

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    static final class Version implements IVersionProvider {
        @Override
        public String[] getVersion() {
            return new String[] { ProductInfo.versionLine(),
                    "Java " + System.getProperty("java.version") + " (" + System.getProperty("java.vendor") + ")" };
        }
    }
}
