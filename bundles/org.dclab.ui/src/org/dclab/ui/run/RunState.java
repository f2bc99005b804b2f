package org.dclab.ui.run;

/**
 * Where a session's run stands, as last published by the thread that runs it: clock (ps), end (ps), events so
 * far, whether a command is executing, a sentence for the user, and whether the scenario has been edited since the
 * run began, so that the run no longer simulates the scenario the editor shows.
 */
public record RunState(long nowPs, long endPs, long events, boolean busy, String message, boolean stale) {
}
