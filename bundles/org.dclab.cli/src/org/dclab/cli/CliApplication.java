package org.dclab.cli;

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
        try {
            return DcLabCommand.execute(args == null ? new String[0] : args);
        } catch (Throwable e) {
            // execute() answers every failure itself; this is the last word if even that failed, e.g. out of memory
            // while printing. Equinox would log it into the install folder and exit 0.
            System.err.println("dclab: internal error: " + e);
            return DcLabCommand.EXIT_INTERNAL_ERROR;
        }
    }

    @Override
    public void stop() {
        // Commands run on the caller's thread and end by themselves; there is nothing to interrupt.
    }
}
