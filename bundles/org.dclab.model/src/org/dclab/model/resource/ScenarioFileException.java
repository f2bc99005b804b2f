package org.dclab.model.resource;

import java.io.IOException;

/**
 * A scenario file that cannot be read, with a message a person can act on: it starts with the file (and the line
 * and column where known) and says what is wrong, never a stack trace.
 */
public final class ScenarioFileException extends IOException {

    private static final long serialVersionUID = 1L;

    public ScenarioFileException(String message) {
        super(message);
    }

    public ScenarioFileException(String message, Throwable cause) {
        super(message, cause);
    }
}
