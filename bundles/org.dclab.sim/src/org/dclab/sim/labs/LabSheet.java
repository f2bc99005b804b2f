package org.dclab.sim.labs;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * One lab sheet of {@code examples/labs/}: markdown with a small header between two {@code ---} lines that names the
 * lab and the scenario files it opens (relative to {@code examples/}), for example
 *
 * <pre>
 * ---
 * title: TCP incast collapse and why minRTO matters
 * scenarios: lab-incast-minrto.dclab, incast-naive-single-bottleneck.dclab
 * ---
 * </pre>
 *
 * The workbench lists and renders the sheets from it and a test checks that every named scenario exists. The numbered
 * items of the section "Step through and watch" are the sheet's {@link LabStep steps}, each with its Do it and its
 * prediction, if any.
 */
public record LabSheet(Path file, String title, List<String> scenarios, String body, List<LabStep> steps) {

    /** The section whose numbered items are the steps. */
    public static final String STEPS = "Step through and watch";

    /** The sections every sheet has, in this order, as level-2 headings. */
    public static final List<String> SECTIONS = List.of("Goal", "Predict", "Open the scenario", "Step through and watch",
            "Questions for the instructor", "What the paper reports and what DC Lab shows");

    private static final String FENCE = "---";

    /** Reads {@code file}; fails with the file's name when its header is missing or incomplete. */
    public static LabSheet read(Path file) throws IOException {
        List<String> lines = Files.readAllLines(file);
        if (lines.isEmpty() || !lines.get(0).equals(FENCE)) {
            throw new IOException(file + ": a lab sheet starts with a '---' header line");
        }
        int end = lines.subList(1, lines.size()).indexOf(FENCE) + 1;
        if (end == 0) {
            throw new IOException(file + ": the header has no closing '---' line");
        }
        String title = null;
        List<String> scenarios = List.of();
        for (String line : lines.subList(1, end)) {
            int colon = line.indexOf(':');
            String key = colon < 0 ? line.trim() : line.substring(0, colon).trim();
            String value = colon < 0 ? "" : line.substring(colon + 1).trim();
            switch (key) {
                case "title" -> title = value;
                case "scenarios" -> scenarios = Arrays.stream(value.split(",")).map(String::trim).filter(s -> !s.isEmpty()).toList();
                default -> throw new IOException(file + ": unknown header key '" + key + "' (title, scenarios)");
            }
        }
        if (title == null || title.isEmpty() || scenarios.isEmpty()) {
            throw new IOException(file + ": the header needs a title and at least one scenario");
        }
        String body = String.join("\n", lines.subList(end + 1, lines.size())).strip();
        List<LabStep> steps;
        try {
            steps = stepsOf(lines, end + 1);
        } catch (IllegalArgumentException e) {
            throw new IOException(file + ": " + e.getMessage(), e);
        }
        for (LabStep step : steps) {
            for (LabAction action : step.doIt()) {
                if (action instanceof LabAction.Open open && !scenarios.contains(open.scenario())) {
                    throw new IOException(file + ": step " + step.number() + " opens " + open.scenario()
                            + ", which the header's scenarios do not name");
                }
            }
        }
        return new LabSheet(file, title, scenarios, body, steps);
    }

    /** The numbered items of the steps section, which begins after line {@code from} (0-based) at its heading. */
    private static List<LabStep> stepsOf(List<String> lines, int from) {
        int heading = lines.subList(from, lines.size()).indexOf("## " + STEPS);
        if (heading < 0) {
            return List.of();
        }
        int start = from + heading + 1;
        int stop = start;
        while (stop < lines.size() && !lines.get(stop).startsWith("## ")) {
            stop++;
        }
        return LabStep.parseAll(lines.subList(start, stop), start + 1);
    }

    /**
     * The body without its title and the steps section, for a reader that shows the title and the steps apart: what to
     * predict, the questions and the paper's numbers stay; HTML comments go, as markdown readers hide them.
     */
    public String bodyWithoutSteps() {
        StringBuilder out = new StringBuilder();
        boolean inSteps = false;
        for (String line : HtmlComments.strip(body).lines().filter(l -> !l.startsWith("# ")).toList()) {
            if (line.startsWith("## ")) {
                inSteps = line.equals("## " + STEPS);
            }
            if (!inSteps) {
                out.append(line).append('\n');
            }
        }
        return out.toString().strip();
    }

    /** What teacher mode writes where an answer was. */
    public static final String ANSWER_HIDDEN = "answer hidden in teacher mode";
    /** The section of the paper's and DC Lab's numbers, which answer the predictions. */
    public static final String RESULTS = "What the paper reports and what DC Lab shows";

    /**
     * As {@link #bodyWithoutSteps()}, for a sheet projected to the class: each question for the instructor keeps its
     * question and loses its answer (from "Answer:" to the item's end), and the section of the paper's and DC Lab's
     * numbers keeps only its heading, since both give away what the class is asked to predict.
     */
    public String bodyWithoutStepsOrAnswers() {
        StringBuilder out = new StringBuilder();
        String section = "";
        StringBuilder item = null;
        for (String line : bodyWithoutSteps().lines().toList()) {
            boolean heading = line.startsWith("## ");
            boolean newItem = line.matches("\\d+\\.\\s.*");
            if (item != null && (heading || newItem || line.isBlank())) {
                out.append(withoutAnswer(item.toString())).append('\n');
                item = null;
            }
            if (heading) {
                section = line.substring(3).strip();
                out.append(line).append('\n');
                if (section.equals(RESULTS)) {
                    out.append("*Hidden in teacher mode: the numbers answer the predictions.*\n");
                }
            } else if (section.equals(RESULTS)) {
                continue;
            } else if (section.equals("Questions for the instructor") && (newItem || item != null && !line.isBlank())) {
                item = item == null ? new StringBuilder(line) : item.append(' ').append(line.strip());
            } else {
                out.append(line).append('\n');
            }
        }
        if (item != null) {
            out.append(withoutAnswer(item.toString())).append('\n');
        }
        return out.toString().strip();
    }

    /** A question item up to its "Answer:", the dash before it kept, then {@link #ANSWER_HIDDEN}. */
    private static String withoutAnswer(String item) {
        int answer = item.indexOf("Answer:");
        return answer < 0 ? item : item.substring(0, answer).stripTrailing() + " *(" + ANSWER_HIDDEN + ")*";
    }

    /** The sheets of {@code labsDir} ({@code *.md} but its README), in file name order. */
    public static List<LabSheet> readAll(Path labsDir) throws IOException {
        List<Path> files;
        try (var listing = Files.list(labsDir)) {
            files = listing.filter(f -> f.getFileName().toString().endsWith(".md") && !f.getFileName().toString().equals("README.md"))
                    .sorted().toList();
        }
        List<LabSheet> sheets = new ArrayList<>();
        for (Path f : files) {
            sheets.add(read(f));
        }
        return sheets;
    }

    /** The level-2 headings of the body, in order. */
    public List<String> sections() {
        return body.lines().filter(l -> l.startsWith("## ")).map(l -> l.substring(3).trim()).toList();
    }

    /** Where each named scenario lives: {@code examples/} is the labs folder's parent. */
    public List<Path> scenarioFiles() {
        Path examples = file.toAbsolutePath().getParent().getParent();
        return scenarios.stream().map(examples::resolve).toList();
    }
}
