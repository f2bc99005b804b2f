package org.dclab.classroom;

import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The predictions a class makes, question by question, for one sharing of the workbench: the teacher asks a question
 * (a lab step's Predict), students answer it from their pages until the run measures the answer, and the teacher may
 * show the class's answers, hide them, or start the question over. Every question asked stays, with its answers, until
 * the sharing ends, for the CSV export. A student is known only by the random name their page made up; a nickname is
 * theirs to give or not. Thread-safe: the server's threads answer, the workbench asks and reads.
 */
public final class ClassQuestions {

    /** What became of an answer; the server tells the page by the status of its reply. */
    public enum Outcome {
        ACCEPTED,
        /** Not the question being asked (another class's, or an old page's): 409. */
        NOT_ASKED,
        /** The run has measured it: answers after the fact do not count. 409. */
        CLOSED,
        /** Too many students of one network address, or too many in all: 429. */
        TOO_MANY
    }

    /** One student's answer; {@code student} is the number of the student in the order they first answered. */
    public record Answer(int student, String nickname, double value, Instant at) {
    }

    /**
     * Where one question stands.
     *
     * @param id       the question's name in the page's requests
     * @param title    where it comes from ("Lab 4, step 2")
     * @param text     what is asked
     * @param unit     the unit of the answer
     * @param open     whether answers are taken
     * @param revealed whether the class is shown everyone's answers
     * @param measured what the run measured, NaN until it did
     * @param answers  the latest answer of each student, in the order they first answered
     */
    public record Question(String id, String title, String text, String unit, boolean open, boolean revealed, double measured,
            List<Answer> answers) {
    }

    private static final class Asked {
        final String id;
        final String title;
        final String text;
        final String unit;
        boolean open = true;
        boolean revealed;
        double measured = Double.NaN;
        /** By the page's name of the student. */
        final Map<String, Answer> answers = new LinkedHashMap<>();
        final Map<String, String> addressOf = new HashMap<>();

        Asked(String id, String title, String text, String unit) {
            this.id = id;
            this.title = title;
            this.text = text;
            this.unit = unit;
        }

        Question picture() {
            return new Question(id, title, text, unit, open, revealed, measured, List.copyOf(answers.values()));
        }
    }

    private final ClassLimits limits;
    private final Map<String, Asked> asked = new LinkedHashMap<>();
    /** Students by the name their page made up, numbered as they first answered anything. */
    private final Map<String, Integer> students = new HashMap<>();
    private Asked current;
    private long version;

    public ClassQuestions(ClassLimits limits) {
        this.limits = limits;
    }

    /**
     * Asks {@code id} from now on: the page shows it and takes answers. A question asked before is asked again as it
     * stood, with its answers (the teacher went back a step); {@link #reset} starts it over.
     */
    public synchronized void ask(String id, String title, String text, String unit) {
        current = asked.computeIfAbsent(id, k -> new Asked(id, title, text, unit));
        version++;
    }

    /** Asks nothing: the teacher is at a step without a prediction. */
    public synchronized void askNothing() {
        if (current != null) {
            current = null;
            version++;
        }
    }

    /** The run measured {@code value} for question {@code id}: it takes no more answers. */
    public synchronized void measured(String id, double value) {
        Asked q = asked.get(id);
        if (q != null) {
            q.measured = value;
            q.open = false;
            version++;
        }
    }

    /** Shows the class everyone's answers to {@code id}, or hides them again. */
    public synchronized void reveal(String id, boolean revealed) {
        Asked q = asked.get(id);
        if (q != null && q.revealed != revealed) {
            q.revealed = revealed;
            version++;
        }
    }

    /** Starts {@code id} over: no answers, nothing measured, answers hidden, taking answers again. */
    public synchronized void reset(String id) {
        Asked q = asked.get(id);
        if (q != null) {
            q.answers.clear();
            q.addressOf.clear();
            q.measured = Double.NaN;
            q.open = true;
            q.revealed = false;
            version++;
        }
    }

    /**
     * Takes a student's answer to {@code id}; a student who answers again replaces their answer. The caller has
     * checked the form of every value (see the server).
     */
    public synchronized Outcome answer(String id, String student, String nickname, double value, String address) {
        if (current == null || !current.id.equals(id)) {
            return Outcome.NOT_ASKED;
        }
        Asked q = current;
        if (!q.open) {
            return Outcome.CLOSED;
        }
        if (!q.answers.containsKey(student)) {
            long fromAddress = q.addressOf.values().stream().filter(address::equals).count();
            if (fromAddress >= limits.answersPerAddress() || q.answers.size() >= limits.answersPerQuestion()) {
                return Outcome.TOO_MANY;
            }
        }
        int number = students.computeIfAbsent(student, s -> students.size() + 1);
        q.answers.put(student, new Answer(number, nickname, value, Instant.now()));
        q.addressOf.put(student, address);
        version++;
        return Outcome.ACCEPTED;
    }

    /** The question being asked, if any. */
    public synchronized Optional<Question> current() {
        return Optional.ofNullable(current).map(Asked::picture);
    }

    /** Every question asked since sharing began, in the order first asked. */
    public synchronized List<Question> all() {
        List<Question> all = new ArrayList<>();
        asked.values().forEach(q -> all.add(q.picture()));
        return all;
    }

    /** Changes with every change of any question: a page is told again only then. */
    public synchronized long version() {
        return version;
    }
}
