package org.dclab.ui.views;

import java.math.RoundingMode;
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.text.FieldPosition;
import java.text.NumberFormat;
import java.text.ParsePosition;
import java.util.Locale;

/**
 * Tick labels of large or small parameter values with an SI prefix, as a person writes them: a swept link rate of
 * 500000000 bit/s reads "500 M" and 1e9 "1 G", where JFreeChart's own format wrote "5E8" and "1E9". Values between
 * one thousandth and ten thousand are written as they are.
 */
final class SiPrefixFormat extends NumberFormat {

    private static final long serialVersionUID = 1L;
    private static final String[] UP = { "", " k", " M", " G", " T", " P" };
    private static final String[] DOWN = { "", " m", " \u00b5", " n", " p" };

    private final DecimalFormat digits = new DecimalFormat("0.###", DecimalFormatSymbols.getInstance(Locale.ROOT));

    SiPrefixFormat() {
        digits.setRoundingMode(RoundingMode.HALF_EVEN);
    }

    @Override
    public StringBuffer format(double number, StringBuffer to, FieldPosition pos) {
        double size = Math.abs(number);
        if (number == 0 || !Double.isFinite(number) || size >= 1e-3 && size < 1e4) {
            return to.append(digits.format(number));
        }
        int thousands = (int) Math.floor(Math.log10(size) / 3);
        // Rounding may carry a value to the next prefix: 999,999.9 is "1 M", not "1000 k".
        if (Math.abs(Double.parseDouble(digits.format(number / Math.pow(1000, thousands)))) >= 1000) {
            thousands++;
        }
        String[] prefixes = thousands >= 0 ? UP : DOWN;
        int step = Math.min(Math.abs(thousands), prefixes.length - 1);
        int signed = thousands >= 0 ? step : -step;
        return to.append(digits.format(number / Math.pow(1000, signed))).append(prefixes[step]);
    }

    @Override
    public StringBuffer format(long number, StringBuffer to, FieldPosition pos) {
        return format((double) number, to, pos);
    }

    @Override
    public Number parse(String source, ParsePosition pos) {
        // Tick labels are only ever written.
        return digits.parse(source, pos);
    }
}
