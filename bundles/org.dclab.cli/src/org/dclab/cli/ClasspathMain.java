package org.dclab.cli;

/**
 * The command line started on a plain class path, without the OSGi framework: {@code ./dclab} launches its
 * headless commands this way because starting the framework and its bundles took a fifth of a second before a
 * command could begin, and a command such as {@code validate} should answer within a second. Everything the commands
 * use (engine, model, bridge, EMF, picocli, SQLite) is plain Java; the workbench and {@code bench --live-charts},
 * which need the platform, still start through {@link CliApplication} or the workbench application.
 */
public final class ClasspathMain {

    private static volatile boolean started;

    private ClasspathMain() {
    }

    /** True when this JVM's command line came through here, so a fresh JVM can be started the same way. */
    static boolean started() {
        return started;
    }

    public static void main(String[] args) {
        started = true;
        int exitCode;
        try {
            exitCode = DcLabCommand.execute(args);
        } catch (Throwable e) {
            // As in CliApplication: execute() answers every failure itself; this is the last word if even that failed.
            System.err.println("dclab: internal error: " + e);
            exitCode = DcLabCommand.EXIT_INTERNAL_ERROR;
        }
        System.exit(exitCode);
    }
}
