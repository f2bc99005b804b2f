package org.dclab.ui.classroom;

import java.util.List;
import java.util.Locale;

import org.dclab.classroom.ClassQuestions;

/**
 * The class's predictions as CSV, one row per answer: the question, the student's number (in the order they first
 * answered), their nickname if they gave one, the answer, what the run measured, and when. Nicknames hold only
 * letters, digits, spaces and . _ - (the server refuses anything else), so no cell begins a spreadsheet formula.
 */
final class AnswersCsv {

    static final String HEADER = "question,title,asked,unit,student,nickname,answer,measured,answered_at";

    private AnswersCsv() {
    }

    static String of(List<ClassQuestions.Question> questions) {
        StringBuilder csv = new StringBuilder(HEADER).append('\n');
        for (ClassQuestions.Question q : questions) {
            for (ClassQuestions.Answer a : q.answers()) {
                csv.append(cell(q.id())).append(',').append(cell(q.title())).append(',').append(cell(q.text())).append(',');
                csv.append(cell(q.unit())).append(',').append(a.student()).append(',').append(cell(a.nickname())).append(',');
                csv.append(number(a.value())).append(',').append(Double.isNaN(q.measured()) ? "" : number(q.measured())).append(',');
                csv.append(a.at()).append('\n');
            }
        }
        return csv.toString();
    }

    private static String number(double v) {
        return String.format(Locale.ROOT, "%s", v == Math.rint(v) && Math.abs(v) < 1e15 ? Long.toString((long) v) : Double.toString(v));
    }

    private static String cell(String text) {
        String t = text == null ? "" : text;
        // A text a teacher's lab sheet supplies could start like a formula; a leading quote keeps it text.
        if (!t.isEmpty() && "=+-@".indexOf(t.charAt(0)) >= 0) {
            t = "'" + t;
        }
        return t.contains(",") || t.contains("\"") || t.contains("\n") ? "\"" + t.replace("\"", "\"\"") + "\"" : t;
    }
}
