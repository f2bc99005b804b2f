package org.dclab.ui.run;

/**
 * Where a session's run stands, as last published by the thread that runs it: clock (ps), end (ps), events so
 * far, whether a command is executing, and a sentence for the user.
 */
public record RunState(long nowPs, long endPs, long events, boolean busy, String message) {
}
