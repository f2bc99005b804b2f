package org.dclab.sim.papers;

import java.util.Map;

import org.dclab.sim.campaign.Statistics;

/**
 * A value the paper reports for a reading, with where it stands in the paper and what it says, the band it gives
 * ({@code min} and {@code max}, one of them open for "above 68 %" or "below 0.3", both equal for a single value) and
 * the tolerance by which DC Lab's value may miss it: a fraction by which the band is widened on either side.
 * <p>
 * A claim is about the points whose parameters have the values in {@code at} (every point where {@code at} is empty).
 * With {@code over} it is about a ratio of two points, each point's reading over that of the point that differs only
 * in {@code over}'s values, taken run by run (repetition r of both had the same seed); with {@code aggregate} "max" or
 * "min" it is about the largest or smallest reading of the matching points, run by run.
 */
public record Claim(String reading, Map<String, String> at, Map<String, String> over, String aggregate, Double min, Double max,
        double tolerance, String where, String says) {

    public static final String MAX = "max";
    public static final String MIN = "min";

    /** Whether the claim is about each matching point alone, drawn on the figure at that point. */
    public boolean onPoints() {
        return over.isEmpty() && aggregate == null;
    }

    public boolean matches(Map<String, String> settings) {
        return at.entrySet().stream().allMatch(e -> e.getValue().equals(settings.get(e.getKey())));
    }

    /** The lower end of the band widened by the tolerance; minus infinity when the paper gives only an upper end. */
    public double low() {
        return min == null ? Double.NEGATIVE_INFINITY : min - Math.abs(min) * tolerance;
    }

    /** The upper end of the band widened by the tolerance; infinity when the paper gives only a lower end. */
    public double high() {
        return max == null ? Double.POSITIVE_INFINITY : max + Math.abs(max) * tolerance;
    }

    public Verdict verdict(Statistics s) {
        return Verdict.of(s.n() == 0 ? Double.NaN : s.mean(), s.ci95Low(), s.ci95High(), low(), high());
    }

    /** The paper's value as the tables write it: "0.68–0.88 (±5 %)", "≥ 2", "≤ 0.3 (±10 %)", "6 (±20 %)". */
    public String paperText() {
        String band;
        if (min != null && max != null) {
            band = min.equals(max) ? Numbers.text(min) : Numbers.text(min) + "–" + Numbers.text(max);
        } else if (min != null) {
            band = "≥ " + Numbers.text(min);
        } else {
            band = "≤ " + Numbers.text(max);
        }
        return tolerance == 0 ? band : band + " (±" + Numbers.text(tolerance * 100) + " %)";
    }
}
