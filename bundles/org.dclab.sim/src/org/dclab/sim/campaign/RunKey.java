package org.dclab.sim.campaign;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * What identifies a run within a campaign: its point (the parameter values, written {@code a=1, b=x} in sweep
 * order) and its repetition. The seed follows from both and the scenario, so it is not part of the key.
 */
public record RunKey(String point, int repetition) {

    public static String pointOf(Map<String, String> settings) {
        return settings.entrySet().stream().map(e -> e.getKey() + "=" + e.getValue()).collect(Collectors.joining(", "));
    }

    /** A name for files of this run (markers, result files, logs): short, safe on every filesystem, stable. */
    public String fileName() {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256")
                    .digest((point + "\n" + repetition).getBytes(StandardCharsets.UTF_8));
            return "run-" + HexFormat.of().formatHex(digest, 0, 6) + "-r" + repetition;
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every Java runtime", e);
        }
    }

    @Override
    public String toString() {
        return (point.isEmpty() ? "the scenario" : point) + " #" + repetition;
    }
}
