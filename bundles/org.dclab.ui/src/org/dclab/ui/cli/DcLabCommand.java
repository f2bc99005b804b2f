package org.dclab.ui.cli;

import java.io.PrintWriter;

import org.dclab.ui.ProductInfo;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.IVersionProvider;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** The top-level {@code dclab} command. */
@Command(name = "dclab", mixinStandardHelpOptions = true, versionProvider = DcLabCommand.Version.class,
		exitCodeOnInvalidInput = DcLabCommand.EXIT_INVALID_INPUT,
		exitCodeOnExecutionException = DcLabCommand.EXIT_INTERNAL_ERROR,
		description = "Simulate datacenter congestion control: run scenarios, sweep parameters, benchmark the engine.",
		footer = { "", "Run without arguments to open the DC Lab workbench." })
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

	/** Parses and runs {@code args}, printing results to {@code out} and problems to {@code err}. */
	public static int execute(PrintWriter out, PrintWriter err, String... args) {
		return new CommandLine(new DcLabCommand())
				.setOut(out)
				.setErr(err)
				.execute(args);
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
