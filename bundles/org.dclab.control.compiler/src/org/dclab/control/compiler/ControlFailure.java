package org.dclab.control.compiler;

/**
 * A control compiled in the workbench failed in a callback: it threw, recursed without end or ran past its budget. The
 * message names the control, its file and line and what went wrong, e.g. "my-aimd: MyAimd.java line 23: onAck has run
 * for more than 1 s — does a loop never end?". The run that called it cannot go on.
 */
public final class ControlFailure extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final String key;
    private final String fileName;
    private final int line;
    private final String what;

    /** {@code line}: 1-based, or 0 when no frame of the control's own classes had one. */
    public ControlFailure(String key, String fileName, int line, String what, Throwable cause) {
        super(key + ": " + fileName + (line > 0 ? " line " + line : "") + ": " + what, cause);
        this.key = key;
        this.fileName = fileName;
        this.line = line;
        this.what = what;
    }

    public String key() {
        return key;
    }

    /** "MyAimd.java". */
    public String fileName() {
        return fileName;
    }

    /** The line of the control's source where it went wrong, 1-based; 0 when none is known. */
    public int line() {
        return line;
    }

    /** What went wrong, without where: "onAck has run for more than 1 s — does a loop never end?". */
    public String what() {
        return what;
    }
}
