package org.dclab.ui.classroom;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Instant;
import java.util.List;

import org.dclab.classroom.ClassLimits;
import org.dclab.classroom.ClassQuestions;
import org.junit.jupiter.api.Test;

/**
 * The teacher's view of the class's answers: the histogram's bins, counted by hand, and the CSV export, one row per
 * answer with the measurement, where a text that could start a spreadsheet formula stays text.
 */
class ClassAnswersTest {

    @Test
    void binsSpanTheAnswersAndTheMeasurement() {
        double[] range = new double[2];
        // Range 50..75 (the measurement 63.2 within it): ten bins of 2.5; 50 → bin 0, 60.5 → bin 4, 75 → the last.
        int[] counts = AnswersChart.bins(List.of(50.0, 60.5, 75.0, 51.0), 63.2, range);
        assertArrayEquals(new double[] { 50, 75 }, range);
        assertArrayEquals(new int[] { 2, 0, 0, 0, 1, 0, 0, 0, 0, 1 }, counts);
        // A measurement beyond every answer widens the range: 40..60 with answers at 50 and 60.
        counts = AnswersChart.bins(List.of(50.0, 60.0), 40, range);
        assertArrayEquals(new double[] { 40, 60 }, range);
        assertArrayEquals(new int[] { 0, 0, 0, 0, 0, 1, 0, 0, 0, 1 }, counts);
        // One answer alone, nothing measured: a range of 2 around it, the answer in the middle bin.
        counts = AnswersChart.bins(List.of(7.0), Double.NaN, range);
        assertArrayEquals(new double[] { 6, 8 }, range);
        assertEquals(1, counts[5]);
    }

    @Test
    void csvHasOneRowPerAnswerWithTheMeasurement() {
        ClassQuestions questions = new ClassQuestions(ClassLimits.CLASSROOM);
        questions.ask("lab4:step2", "Lab 4, step 2", "=the queue level, in steady state", "packets");
        assertEquals(ClassQuestions.Outcome.ACCEPTED, questions.answer("lab4:step2", "abcdefghijklmnop01", "Ada", 60.5, "10.0.0.1"));
        assertEquals(ClassQuestions.Outcome.ACCEPTED, questions.answer("lab4:step2", "abcdefghijklmnop02", "", 75, "10.0.0.2"));
        questions.measured("lab4:step2", 63.2);
        String[] lines = AnswersCsv.of(questions.all()).split("\n");
        assertEquals(AnswersCsv.HEADER, lines[0]);
        assertEquals(3, lines.length);
        String at = questions.all().get(0).answers().get(0).at().toString();
        assertEquals("lab4:step2,\"Lab 4, step 2\",\"'=the queue level, in steady state\",packets,1,Ada,60.5,63.2," + at, lines[1]);
        assertTrue(lines[2].contains(",packets,2,,75,63.2,"), "the second student, with no nickname: " + lines[2]);
        Instant.parse(lines[2].substring(lines[2].lastIndexOf(',') + 1));
    }
}
