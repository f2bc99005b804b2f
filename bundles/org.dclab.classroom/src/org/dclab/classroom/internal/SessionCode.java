package org.dclab.classroom.internal;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.SecureRandom;

/**
 * The code in a class page's address, so that a neighbouring class, or anyone guessing addresses on the school's
 * network, cannot read or answer: six characters a student can copy from the projector, without 0, O, 1 and I, which
 * a projector makes look alike. A thousand million codes; the server's rate limit lets no one try more than a few a
 * second.
 */
public final class SessionCode {

    static final String ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
    public static final int LENGTH = 6;
    private static final SecureRandom RANDOM = new SecureRandom();

    private SessionCode() {
    }

    public static String next() {
        StringBuilder code = new StringBuilder(LENGTH);
        for (int i = 0; i < LENGTH; i++) {
            code.append(ALPHABET.charAt(RANDOM.nextInt(ALPHABET.length())));
        }
        return code.toString();
    }

    /** Whether {@code given} is {@code code}, in a time that does not tell how much of it was right. */
    public static boolean matches(String code, String given) {
        return MessageDigest.isEqual(code.getBytes(StandardCharsets.US_ASCII), given.getBytes(StandardCharsets.UTF_8));
    }
}
