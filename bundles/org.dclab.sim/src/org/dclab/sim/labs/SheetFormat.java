package org.dclab.sim.labs;

import java.math.RoundingMode;
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.util.Locale;

/**
 * How a lab sheet writes a generated number: a {@link DecimalFormat} pattern ({@code 0.00}, {@code #,##0},
 * {@code 0 %} for a fraction as a percentage), rounded half up as people round, with the English separators the
 * sheets are written with; without a pattern, three significant digits as the step panel writes a measurement.
 */
final class SheetFormat {

    private SheetFormat() {
    }

    static String format(double value, String pattern) {
        if (Double.isNaN(value)) {
            // Nothing measured (no block completed, no byte received): the sheet's sentence must say so in words.
            throw new IllegalArgumentException("the run measured nothing (NaN); write what it shows in words instead of a number");
        }
        if (pattern.isEmpty()) {
            return LabPredictionTable.withUnit(value, "ratio");
        }
        DecimalFormat format;
        try {
            format = new DecimalFormat(pattern, DecimalFormatSymbols.getInstance(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("'" + pattern + "' is no number pattern (0.00, #,##0, 0 %): " + e.getMessage(), e);
        }
        format.setRoundingMode(RoundingMode.HALF_UP);
        String text = format.format(value);
        // -0.0 rounded to 0.00 would read "-0.00".
        return text.matches("-[0.,% ]*") ? text.substring(1) : text;
    }
}
