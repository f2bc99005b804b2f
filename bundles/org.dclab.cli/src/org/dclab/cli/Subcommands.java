package org.dclab.cli;

import java.util.List;

import picocli.CommandLine;

/**
 * The {@code dclab} commands, and which of them a command line needs. picocli builds a command's model by reflecting
 * over its annotated fields and methods, and building every command's model took a third of a second of
 * {@code dclab validate FILE}, which should answer within a second. A command line that starts with a command's
 * name uses only that command, so only its model is built; anything else (no arguments, {@code --help}, an unknown
 * name, an option before the name) gets them all, for the list in the help page and picocli's own messages. Either
 * way the command's help and usage errors read the same, as its {@code qualifiedName} comes from the parent.
 */
final class Subcommands {

    /** In the order the help page lists them. */
    private static final List<Class<?>> ALL = List.of(RunCommand.class, SweepCommand.class, CampaignCommand.class,
            ValidateCommand.class, BenchCommand.class, ReproduceCommand.class, PaperCommand.class, NewControlCommand.class);

    private Subcommands() {
    }

    /** The {@code dclab} command with the commands {@code args} may use. */
    static CommandLine forArguments(String... args) {
        CommandLine root = new CommandLine(new DcLabCommand());
        if (args.length == 1 && isVersionOption(args[0])) {
            return root;
        }
        Class<?> named = args.length == 0 ? null : named(args[0]);
        if (named != null) {
            return root.addSubcommand(named);
        }
        ALL.forEach(root::addSubcommand);
        return root;
    }

    /** The {@code dclab} command with all its commands. */
    static CommandLine all() {
        CommandLine root = new CommandLine(new DcLabCommand());
        ALL.forEach(root::addSubcommand);
        return root;
    }

    /** The command whose name {@code arg} is, or null. */
    private static Class<?> named(String arg) {
        for (Class<?> command : ALL) {
            if (command.getAnnotation(CommandLine.Command.class).name().equals(arg)) {
                return command;
            }
        }
        return null;
    }

    private static boolean isVersionOption(String arg) {
        return arg.equals("--version") || arg.equals("-V");
    }
}
