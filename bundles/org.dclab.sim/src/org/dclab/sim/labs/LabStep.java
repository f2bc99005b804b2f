package org.dclab.sim.labs;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * One numbered step of a sheet's "Step through and watch" section: what to do and watch (markdown), and, in
 * sub-items of its own, what its <em>Do it</em> button does and the number it asks the student to predict:
 *
 * <pre>
 * 2. Threshold marking: the queue stays near the dashed K = 65 line ...
 *    - **Do it:** open coexist-fig3-threshold.dclab; run until 200 ms
 *    - **Predict:** the queue level it settles at (packets) = `mean(queue left->right length, from 50 ms)`
 * </pre>
 *
 * @param number     the step's number as the sheet writes it
 * @param text       the step's markdown without its Do it and Predict lines, and without HTML comments (its
 *                   generated numbers' markers) as its readers see it
 * @param doIt       what Do it does, in order; empty for a step to do by hand
 * @param prediction the number asked for, if any
 */
public record LabStep(int number, String text, List<LabAction> doIt, Optional<Prediction> prediction) {

    static final String DO_IT = "- **Do it:**";

    /** The steps of a section's lines; {@code firstLine} is the 1-based line number of its first, for messages. */
    static List<LabStep> parseAll(List<String> lines, int firstLine) {
        List<LabStep> steps = new ArrayList<>();
        int i = 0;
        while (i < lines.size()) {
            String line = lines.get(i);
            if (!line.matches("\\d+\\.\\s.*")) {
                i++;
                continue;
            }
            int number = Integer.parseInt(line.substring(0, line.indexOf('.')));
            List<String> text = new ArrayList<>(List.of(line));
            List<LabAction> doIt = List.of();
            Prediction prediction = null;
            for (i++; i < lines.size() && !lines.get(i).matches("\\d+\\.\\s.*") && !lines.get(i).startsWith("#"); i++) {
                String sub = lines.get(i).strip();
                try {
                    if (sub.startsWith(DO_IT)) {
                        doIt = LabAction.parseAll(sub.substring(DO_IT.length()));
                    } else if (sub.startsWith(Prediction.MARK)) {
                        prediction = Prediction.parse(sub);
                    } else if (!sub.isEmpty()) {
                        text.add(lines.get(i));
                    }
                } catch (IllegalArgumentException e) {
                    throw new IllegalArgumentException("line " + (firstLine + i) + ": " + e.getMessage(), e);
                }
            }
            if (prediction != null && doIt.isEmpty()) {
                throw new IllegalArgumentException("step " + number + " asks for a prediction but has no Do it to measure it with");
            }
            steps.add(new LabStep(number, HtmlComments.strip(String.join("\n", text)), doIt, Optional.ofNullable(prediction)));
        }
        return List.copyOf(steps);
    }

    /** Whether Do it starts the run over: it opens or changes the scenario, which a run under way does not simulate. */
    public boolean startsOver() {
        return doIt.stream().anyMatch(a -> a instanceof LabAction.Open || a instanceof LabAction.Set);
    }
}
