package org.dclab.sim.papers;

/**
 * A figure that cannot be read or run as described: a field missing or misspelt, a reading that names no figure of
 * the run, a campaign folder that cannot be written. The message is one line naming the file and the place.
 */
public final class PaperException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public PaperException(String message) {
        super(message);
    }

    public PaperException(String message, Throwable cause) {
        super(message, cause);
    }
}
