package org.dclab.sim.papers;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;

import org.dclab.sim.labs.Measurement;

import com.google.gson.JsonElement;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;

/**
 * The papers and their figures as {@code examples/papers/} describes them: {@code papers.json} lists each paper with
 * its figures in order, and each figure is {@code ID.json} beside it (CONTRIBUTING.md: Adding a paper figure). Every
 * file is read with a JSON parser and checked as it is read, so a figure that cannot be run as written is refused with
 * its file and field before anything runs.
 */
public final class PaperLibrary {

    public static final String FOLDER = "papers";
    public static final String PAPERS_FILE = "papers.json";
    private static final String NAME = "[A-Za-z][A-Za-z0-9_]*";
    private static final String VARIANT_NAME = "[a-z0-9][a-z0-9.-]*";

    private final Path examples;
    private final List<Paper> papers;
    private final List<PaperFigure> figures;

    private PaperLibrary(Path examples, List<Paper> papers, List<PaperFigure> figures) {
        this.examples = examples;
        this.papers = papers;
        this.figures = figures;
    }

    /** Reads {@code examples/papers/}; a file that does not read as described fails with its name and the field. */
    public static PaperLibrary read(Path examples) throws IOException {
        Path folder = examples.resolve(FOLDER);
        JsonFields root = new JsonFields(PAPERS_FILE, parse(folder.resolve(PAPERS_FILE)));
        List<Paper> papers = new ArrayList<>();
        List<PaperFigure> figures = new ArrayList<>();
        for (JsonFields p : root.objects("papers")) {
            Paper paper = new Paper(p.string("key"), p.string("title"), p.string("citation"), p.string("note"), p.string("text"),
                    List.copyOf(p.strings("figures")));
            p.done();
            if (!Files.isRegularFile(examples.resolve(paper.note()))) {
                throw new PaperException(p.at("note") + ": " + paper.note() + " is not in " + examples);
            }
            papers.add(paper);
            for (String id : paper.figures()) {
                Path file = folder.resolve(id + ".json");
                if (!Files.isRegularFile(file)) {
                    throw new PaperException(p.at("figures") + ": " + id + " has no file " + file);
                }
                figures.add(figure(file, paper, examples));
            }
        }
        root.done();
        Set<String> ids = new HashSet<>();
        for (PaperFigure f : figures) {
            if (!ids.add(f.id())) {
                throw new PaperException(PAPERS_FILE + ": figure " + f.id() + " is listed twice");
            }
        }
        try (Stream<Path> files = Files.list(folder)) {
            for (Path f : files.filter(f -> f.toString().endsWith(".json")).toList()) {
                String name = f.getFileName().toString();
                if (!name.equals(PAPERS_FILE) && !ids.contains(name.substring(0, name.length() - 5))) {
                    throw new PaperException(name + ": no paper of " + PAPERS_FILE + " lists this figure");
                }
            }
        }
        return new PaperLibrary(examples, List.copyOf(papers), List.copyOf(figures));
    }

    private static JsonElement parse(Path file) throws IOException {
        try {
            return JsonParser.parseString(Files.readString(file, StandardCharsets.UTF_8));
        } catch (JsonParseException e) {
            throw new PaperException(file.getFileName() + ": not JSON: " + e.getMessage());
        }
    }

    private static PaperFigure figure(Path file, Paper paper, Path examples) throws IOException {
        String name = file.getFileName().toString();
        JsonFields f = new JsonFields(name, parse(file));
        String id = f.string("id");
        if (!name.equals(id + ".json")) {
            throw new PaperException(f.at("id") + ": " + id + " is not the file's name");
        }
        String scenario = f.string("scenario");
        if (!Files.isRegularFile(examples.resolve(scenario))) {
            throw new PaperException(f.at("scenario") + ": " + scenario + " is not in " + examples);
        }
        Map<String, List<String>> parameters = f.listMap("parameters");
        if (parameters == null) {
            parameters = Map.of();
        }
        String x = f.optionalString("x", parameters.isEmpty() ? null : parameters.keySet().iterator().next());
        if (x != null && !parameters.containsKey(x)) {
            throw new PaperException(f.at("x") + ": " + x + " is not one of the figure's parameters " + parameters.keySet());
        }
        List<Reading> readings = new ArrayList<>();
        for (JsonFields r : f.objects("readings")) {
            String readingName = r.string("name");
            if (!readingName.matches(NAME) || readings.stream().anyMatch(other -> other.name().equals(readingName))) {
                throw new PaperException(r.at("name") + ": " + readingName + " must be a new name of letters, digits and _");
            }
            Measurement of;
            try {
                of = Measurement.parse(r.string("of"));
            } catch (IllegalArgumentException e) {
                throw new PaperException(r.at("of") + ": " + e.getMessage());
            }
            readings.add(new Reading(readingName, r.optionalString("label", readingName), r.optionalString("unit", ""), of));
            r.done();
        }
        if (readings.isEmpty()) {
            throw new PaperException(f.at("readings") + ": a figure reads at least one number from each run");
        }
        String plot = f.optionalString("plot", readings.get(0).name());
        requireReading(readings, plot, f.at("plot"));
        String scale = f.optionalString("scale", "linear");
        if (!scale.equals("linear") && !scale.equals("log")) {
            throw new PaperException(f.at("scale") + ": " + scale + " is neither linear nor log");
        }
        List<Claim> claims = new ArrayList<>();
        for (JsonFields c : f.objects("claims")) {
            claims.add(claim(c, readings, parameters));
        }
        JsonFields c = f.object("check");
        if (c == null) {
            throw new PaperException(f.at("check") + ": missing; give the reduced size the build runs, {\"set\": {…}}");
        }
        Map<String, List<String>> checkParameters = c.listMap("parameters");
        if (checkParameters != null && !checkParameters.keySet().equals(parameters.keySet())) {
            throw new PaperException(c.at("parameters") + ": must name the figure's parameters " + parameters.keySet()
                    + ", each with the values the check runs");
        }
        PaperFigure.Size check = new PaperFigure.Size(checkParameters, c.stringMap("set"), c.integer("repetitions", 1));
        c.done();
        List<Variant> variants = new ArrayList<>();
        for (JsonFields v : f.objects("variants")) {
            String variantName = v.string("name");
            if (!variantName.matches(VARIANT_NAME) || variants.stream().anyMatch(other -> other.name().equals(variantName))) {
                throw new PaperException(v.at("name") + ": " + variantName
                        + " must be a new name of lower-case letters, digits, dots and dashes");
            }
            Map<String, String> set = v.stringMap("set");
            if (set.isEmpty()) {
                throw new PaperException(v.at("set") + ": a variant sets at least one parameter");
            }
            variants.add(new Variant(variantName, v.string("why"), set));
            v.done();
        }
        PaperFigure figure = new PaperFigure(id, f.string("title"), paper, f.string("where"), scenario, f.stringMap("set"),
                parameters, f.stringMap("labels"), valueLabels(f, parameters), f.integer("repetitions", 1), f.optionalString(
                        "repetitionsWhy", ""), x,
                List.copyOf(readings), plot, scale.equals("log"), List.copyOf(claims), check, List.copyOf(variants));
        f.done();
        return figure;
    }

    private static Map<String, Map<String, String>> valueLabels(JsonFields f, Map<String, List<String>> parameters) {
        JsonFields labels = f.object("valueLabels");
        Map<String, Map<String, String>> all = new LinkedHashMap<>();
        if (labels == null) {
            return all;
        }
        for (String parameter : parameters.keySet()) {
            if (labels.has(parameter)) {
                Map<String, String> of = labels.stringMap(parameter);
                for (String value : of.keySet()) {
                    if (!parameters.get(parameter).contains(value)) {
                        throw new PaperException(labels.at(parameter) + "." + value + ": not a value the figure sweeps");
                    }
                }
                all.put(parameter, Map.copyOf(of));
            }
        }
        labels.done();
        return all;
    }

    private static Claim claim(JsonFields c, List<Reading> readings, Map<String, List<String>> parameters) {
        String reading = c.string("reading");
        requireReading(readings, reading, c.at("reading"));
        Map<String, String> at = settings(c, "at", parameters);
        Map<String, String> over = settings(c, "over", parameters);
        String aggregate = c.optionalString("aggregate", null);
        if (aggregate != null && !aggregate.equals(Claim.MAX) && !aggregate.equals(Claim.MIN)) {
            throw new PaperException(c.at("aggregate") + ": " + aggregate + " is neither max nor min");
        }
        if (aggregate != null && !over.isEmpty()) {
            throw new PaperException(c.where() + ": a claim is about a ratio (over) or an aggregate, not both");
        }
        Double value = c.optionalNumber("value");
        Double min = c.optionalNumber("min");
        Double max = c.optionalNumber("max");
        if (value != null && (min != null || max != null)) {
            throw new PaperException(c.where() + ": give the paper's value, or its band as min and max, not both");
        }
        if (value != null) {
            min = value;
            max = value;
        }
        if (min == null && max == null || min != null && max != null && min > max) {
            throw new PaperException(c.where() + ": give the paper's value, or its band as min and max (one may be left open)");
        }
        Double tolerance = c.optionalNumber("tolerance");
        if (tolerance != null && (tolerance < 0 || tolerance > 1)) {
            throw new PaperException(c.at("tolerance") + ": a fraction from 0 to 1 by which the band widens on either side");
        }
        Claim claim = new Claim(reading, at, over, aggregate, min, max, tolerance == null ? 0 : tolerance, c.string("where"),
                c.string("says"));
        c.done();
        return claim;
    }

    private static Map<String, String> settings(JsonFields c, String field, Map<String, List<String>> parameters) {
        Map<String, String> settings = new LinkedHashMap<>(c.stringMap(field));
        settings.forEach((parameter, value) -> {
            if (!parameters.containsKey(parameter) || !parameters.get(parameter).contains(value)) {
                throw new PaperException(c.at(field) + "." + parameter + ": " + value + " is not a value the figure sweeps "
                        + (parameters.containsKey(parameter) ? parameters.get(parameter) : parameters.keySet()));
            }
        });
        return java.util.Collections.unmodifiableMap(settings);
    }

    private static void requireReading(List<Reading> readings, String name, String place) {
        if (readings.stream().noneMatch(r -> r.name().equals(name))) {
            throw new PaperException(place + ": " + name + " is none of the readings "
                    + readings.stream().map(Reading::name).toList());
        }
    }

    /** The examples folder the figures' scenarios are in. */
    public Path examples() {
        return examples;
    }

    public List<Paper> papers() {
        return papers;
    }

    /** Every figure, paper by paper, in the order papers.json lists them. */
    public List<PaperFigure> figures() {
        return figures;
    }

    public Optional<PaperFigure> figure(String id) {
        return figures.stream().filter(f -> f.id().equals(id)).findFirst();
    }
}
