package org.dclab.classroom.internal;

import java.util.Set;
import java.util.regex.Pattern;

import org.eclipse.jetty.util.Fields;

/**
 * A student's prediction as the page posts it, every field checked before anything else reads it: {@code q} the
 * question's id, {@code v} the number as typed (a decimal point or comma), {@code s} the random name the page made up
 * for its student, {@code n} a nickname or nothing. Letters and digits only where a name goes, so that nothing a
 * student types can turn into markup on a page or a formula in a spreadsheet the CSV is opened in.
 *
 * @param question the question's id
 * @param value    the prediction
 * @param student  the page's name of its student
 * @param nickname the nickname, or ""
 */
public record AnswerForm(String question, double value, String student, String nickname) {

    /** Predictions beyond this are no number anyone means; the page says so before sending. */
    public static final double LARGEST = 1e12;
    public static final int NICKNAME_LENGTH = 24;
    private static final Set<String> FIELDS = Set.of("q", "v", "s", "n");
    private static final Pattern QUESTION = Pattern.compile("[A-Za-z0-9._:-]{1,80}");
    private static final Pattern NUMBER = Pattern.compile("-?\\d{1,13}([.,]\\d{1,9})?");
    private static final Pattern STUDENT = Pattern.compile("[A-Za-z0-9]{16,40}");
    private static final Pattern NICKNAME = Pattern.compile("([\\p{L}\\p{N}][\\p{L}\\p{N} ._-]{0," + (NICKNAME_LENGTH - 1) + "})?");

    /** The form of {@code fields}, or null when any field is missing, repeated, unknown or malformed. */
    public static AnswerForm parse(Fields fields) {
        if (fields == null || !FIELDS.containsAll(fields.getNames())) {
            return null;
        }
        String q = single(fields, "q");
        String v = single(fields, "v");
        String s = single(fields, "s");
        String n = fields.get("n") == null ? "" : single(fields, "n");
        if (q == null || v == null || s == null || n == null || !QUESTION.matcher(q).matches() || !NUMBER.matcher(v).matches()
                || !STUDENT.matcher(s).matches() || !NICKNAME.matcher(n.strip()).matches()) {
            return null;
        }
        double value = Double.parseDouble(v.replace(',', '.'));
        if (!(Math.abs(value) <= LARGEST)) {
            return null;
        }
        return new AnswerForm(q, value, s, n.strip());
    }

    private static String single(Fields fields, String name) {
        Fields.Field f = fields.get(name);
        return f == null || f.getValues().size() != 1 ? null : f.getValue();
    }
}
