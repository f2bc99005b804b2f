package org.dclab.cli;

/** Input the user can fix; the command line prints the message and exits with {@link DcLabCommand#EXIT_INVALID_INPUT}. */
final class InvalidInputException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    InvalidInputException(String message) {
        super(message);
    }
}
