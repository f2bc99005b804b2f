package org.dclab.sim.labs;

/**
 * A number a lab step asks the student to predict before running it, and how the run's results give the number to
 * compare it with. Written in a step as
 *
 * <pre>
 *    - **Predict:** DCTCP's goodput over NewReno's at K = 20 (ratio) = `(applications.dctcp1.goodputGbps + ...) / (...)`
 * </pre>
 *
 * the question, its unit in the last parentheses, and the {@link Measurement} in backticks after {@code =}.
 */
public record Prediction(String question, String unit, Measurement measurement) {

    static final String MARK = "- **Predict:**";

    static Prediction parse(String line) {
        String t = line.strip().substring(MARK.length()).strip();
        int close = t.lastIndexOf('`');
        int open = close <= 0 ? -1 : t.lastIndexOf('`', close - 1);
        if (close != t.length() - 1 || open < 0) {
            throw new IllegalArgumentException("a prediction ends with its measurement in backticks: QUESTION (UNIT) = `MEASUREMENT`");
        }
        Measurement measurement = Measurement.parse(t.substring(open + 1, close));
        String before = t.substring(0, open).strip();
        if (!before.endsWith("=")) {
            throw new IllegalArgumentException("a prediction's measurement follows '=': QUESTION (UNIT) = `MEASUREMENT`");
        }
        before = before.substring(0, before.length() - 1).strip();
        int unitOpen = before.lastIndexOf('(');
        if (!before.endsWith(")") || unitOpen < 0) {
            throw new IllegalArgumentException("a prediction names its unit in parentheses before '=': QUESTION (UNIT) = `MEASUREMENT`");
        }
        String unit = before.substring(unitOpen + 1, before.length() - 1).strip();
        String question = before.substring(0, unitOpen).strip();
        if (question.isEmpty() || unit.isEmpty()) {
            throw new IllegalArgumentException("a prediction needs a question and a unit: QUESTION (UNIT) = `MEASUREMENT`");
        }
        return new Prediction(question, unit, measurement);
    }
}
