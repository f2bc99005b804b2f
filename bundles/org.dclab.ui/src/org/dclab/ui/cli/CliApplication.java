package org.dclab.ui.cli;

import org.eclipse.equinox.app.IApplication;
import org.eclipse.equinox.app.IApplicationContext;

/**
 * The headless face of DC Lab: {@code ./dclab run|sweep|bench|validate …}. It never creates a display, so it
 * works on a machine without one.
 */
public final class CliApplication implements IApplication {

	@Override
	public Object start(IApplicationContext context) {
		String[] args = (String[]) context.getArguments().get(IApplicationContext.APPLICATION_ARGS);
		context.applicationRunning();
		return DcLabCommand.execute(args == null ? new String[0] : args);
	}

	@Override
	public void stop() {
		// Commands run on the caller's thread and end by themselves; there is nothing to interrupt.
	}
}
