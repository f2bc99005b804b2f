package org.dclab.model.internal.format;

import java.util.List;
import java.util.Map;

/**
 * What version 2 of the file format named that version 3 names by the engine's descriptors: the congestion controls'
 * and queue disciplines' literals, and the attributes that held their parameters, each with the parameter keys it
 * set and the default it had. A file of version 2 is read through it ({@link Migration}), and so is a command line or a
 * lab sheet that still writes those names.
 */
public final class FormatTwo {

    /** An attribute of version 2 that set parameters: the keys of the parameters it set, and its default in version 2. */
    public record Attribute(List<String> keys, String defaultText) {
    }

    /** notEctPolicy's default in version 2: each discipline's own rule, which version 3 makes each descriptor's default. */
    public static final String AS_DISCIPLINE = "AS_DISCIPLINE";

    public static final Map<String, String> CONTROLS = Map.of("NEW_RENO", "newreno", "ECN_TCP", "ecn-newreno", "DCTCP", "dctcp",
            "CUBIC", "cubic", "VEGAS", "vegas", "GEMINI", "gemini", "BBR", "bbr");

    public static final Map<String, String> DISCIPLINES = Map.of("DROP_TAIL", "drop-tail", "THRESHOLD_ECN", "threshold-marking", "RED",
            "red", "CHOKE", "choke", "CHOKE_M", "sampled-choke");

    /** TransportSettings' parameter attributes; dctcpG set DCTCP's g, which GEMINI reads too. */
    public static final Map<String, Attribute> TRANSPORT = Map.ofEntries(
            Map.entry("dctcpG", attribute("0.0625", "dctcp.g")),
            Map.entry("cubicC", attribute("0.4", "cubic.c")),
            Map.entry("cubicBeta", attribute("0.7", "cubic.beta")),
            Map.entry("vegasAlphaPackets", attribute("2", "vegas.alphaPackets")),
            Map.entry("vegasBetaPackets", attribute("4", "vegas.betaPackets")),
            Map.entry("vegasGammaPackets", attribute("1", "vegas.gammaPackets")),
            Map.entry("geminiBeta", attribute("0.2", "gemini.beta")),
            Map.entry("geminiDelayThresholdPs", attribute("5000000000", "gemini.delayThresholdPs")),
            Map.entry("geminiH", attribute("1.2E-7", "gemini.h")),
            Map.entry("geminiMarkingThresholdPackets", attribute("50", "gemini.markingThresholdPackets")),
            Map.entry("geminiCapacityBps", attribute("1000000000", "gemini.capacityBps")));

    /**
     * QueueSettings' parameter attributes; RED's settings served CHOKe and m-sample CHOKe too, and notEctPolicy every
     * marking discipline, AS_DISCIPLINE meaning each discipline's own default.
     */
    public static final Map<String, Attribute> QUEUE = Map.ofEntries(
            Map.entry("markingThreshold", attribute("65", "threshold-marking.markingThreshold")),
            Map.entry("markingPoint", attribute("ARRIVAL", "threshold-marking.markingPoint")),
            Map.entry("notEctPolicy", attribute(AS_DISCIPLINE, "threshold-marking.notEctPolicy", "red.notEctPolicy")),
            Map.entry("minThreshold", attribute("5", "red.minThreshold")),
            Map.entry("maxThreshold", attribute("15", "red.maxThreshold")),
            Map.entry("maxProbability", attribute("0.1", "red.maxProbability")),
            Map.entry("queueWeight", attribute("0.002", "red.queueWeight")),
            Map.entry("markEcn", attribute("true", "red.markEcn")),
            Map.entry("gentle", attribute("false", "red.gentle")),
            Map.entry("hardDrop", attribute("false", "red.hardDrop")),
            Map.entry("hardDropFrom", attribute("MAX_THRESHOLD", "red.hardDropFrom")),
            Map.entry("wait", attribute("false", "red.wait")),
            Map.entry("chokeSamples", attribute("2", "sampled-choke.chokeSamples")),
            Map.entry("markMatches", attribute("false", "sampled-choke.markMatches")));

    private FormatTwo() {
    }

    /** The key a control or discipline named {@code text} in version 2 has now, or {@code text} itself. */
    public static String key(Map<String, String> literals, String text) {
        return text == null ? null : literals.getOrDefault(text.strip().toUpperCase(java.util.Locale.ROOT), text);
    }

    private static Attribute attribute(String defaultText, String... keys) {
        return new Attribute(List.of(keys), defaultText);
    }
}
