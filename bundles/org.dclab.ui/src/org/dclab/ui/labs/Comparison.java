package org.dclab.ui.labs;

import java.math.BigDecimal;
import java.math.MathContext;

/** A prediction next to what the run measured, in the words the step panel shows. */
record Comparison(Double predicted, double measured, String unit) {

    /** "You predicted 65 packets · the run measured 63.2 packets · off by +1.84 (+2.91 %)". */
    String sentence() {
        if (Double.isNaN(measured)) {
            return "The run measured nothing for this (no such event happened).";
        }
        String m = "the run measured " + withUnit(measured);
        if (predicted == null) {
            return "No prediction typed \u00b7 " + m;
        }
        double off = predicted - measured;
        String percent = measured == 0 ? "" : " (" + signed(100 * off / Math.abs(measured)) + " %)";
        return "You predicted " + withUnit(predicted) + " \u00b7 " + m + " \u00b7 off by " + signed(off) + percent;
    }

    /** A number with its unit; a ratio has none to repeat. */
    private String withUnit(double value) {
        return unit.equals("ratio") ? number(value) : number(value) + " " + unit;
    }

    /** Three significant digits, no trailing zeros, no exponent: 0.153, 5.52, 12.8, 1530. */
    static String number(double value) {
        if (Double.isNaN(value) || Double.isInfinite(value)) {
            return String.valueOf(value);
        }
        if (value == 0) {
            return "0";
        }
        BigDecimal rounded = new BigDecimal(value).round(new MathContext(3));
        String text = rounded.stripTrailingZeros().toPlainString();
        return text.startsWith("-") ? "\u2212" + text.substring(1) : text;
    }

    private static String signed(double value) {
        String n = number(value);
        return value > 0 ? "+" + n : n;
    }

    /** A typed number: a decimal point or comma, spaces around; null when nothing or no number was typed. */
    static Double parse(String typed) {
        String t = typed.strip().replace(',', '.').replace('\u2212', '-');
        if (t.isEmpty()) {
            return null;
        }
        try {
            double v = Double.parseDouble(t);
            return Double.isFinite(v) ? v : null;
        } catch (NumberFormatException e) {
            return null;
        }
    }
}
