package org.dclab.sim.papers;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;

import org.dclab.sim.campaign.Statistics;

/** Numbers as the figure tables write them: three significant digits, whole numbers of 1000 and more whole. */
public final class Numbers {

    private Numbers() {
    }

    public static String text(double value) {
        return text(value, 3);
    }

    /** {@code value} to {@code digits} significant digits, without trailing zeros; tiny values in scientific notation. */
    public static String text(double value, int digits) {
        if (Double.isNaN(value)) {
            return "–";
        }
        if (Double.isInfinite(value)) {
            return value > 0 ? "∞" : "−∞";
        }
        if (value == 0) {
            return "0";
        }
        if (Math.abs(value) >= 1000) {
            return BigDecimal.valueOf(Math.round(value)).toPlainString();
        }
        BigDecimal rounded = new BigDecimal(value).round(new MathContext(digits, RoundingMode.HALF_EVEN)).stripTrailingZeros();
        if (Math.abs(value) < 1e-3) {
            // 5.04e-4, 1e-4: the mantissa without trailing zeros, the exponent without padding.
            String[] parts = String.format(java.util.Locale.ROOT, "%." + (digits - 1) + "e", rounded.doubleValue()).split("e");
            String mantissa = new BigDecimal(parts[0]).stripTrailingZeros().toPlainString();
            return mantissa + "e" + Integer.parseInt(parts[1]);
        }
        return rounded.toPlainString();
    }

    /** A mean with the half-width of its 95 % confidence interval ("0.647 ± 0.012"), or the mean alone from one run. */
    public static String meanAndInterval(Statistics s) {
        if (s.n() == 0) {
            return "–";
        }
        if (s.n() < 2 || Double.isNaN(s.ci95High())) {
            return text(s.mean());
        }
        double half = (s.ci95High() - s.ci95Low()) / 2;
        // Repetitions that agree to the last bits leave rounding noise, not an interval.
        return text(s.mean()) + " ± " + (half <= Math.abs(s.mean()) * 1e-9 ? "0" : text(half, 2));
    }
}
