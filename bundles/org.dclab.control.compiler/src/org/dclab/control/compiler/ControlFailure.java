package org.dclab.control.compiler;

/**
 * A control compiled in the workbench failed in a callback: it threw, recursed without end or ran past its budget. The
 * message names the control, its file and line and what went wrong, e.g. "my-aimd: MyAimd.java line 23: onAck has run
 * for more than 1 s — does a loop never end?". The run that called it cannot go on.
 */
public final class ControlFailure extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public ControlFailure(String message, Throwable cause) {
        super(message, cause);
    }
}
