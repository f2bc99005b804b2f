package org.dclab.sim.bundle;

/** A run bundle that cannot be read or made again; the message names the file and what is wrong. */
public final class RunBundleException extends Exception {

    private static final long serialVersionUID = 1L;

    public RunBundleException(String message) {
        super(message);
    }

    public RunBundleException(String message, Throwable cause) {
        super(message, cause);
    }
}
