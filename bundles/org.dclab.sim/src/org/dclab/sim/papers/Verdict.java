package org.dclab.sim.papers;

/**
 * Whether DC Lab reproduces one value the paper reports, by the claim's stated tolerance: the paper's value or band,
 * widened by the tolerance, against DC Lab's mean and its 95 % confidence interval.
 */
public enum Verdict {
    /** The confidence interval (or, from one run, the mean) lies within the widened band. */
    REPRODUCED("reproduced", "✓"),
    /** The confidence interval (or, from one run, the mean) lies wholly outside it. */
    NOT_REPRODUCED("not reproduced", "✗"),
    /** The mean and the band overlap only in part of the confidence interval: more runs would tell. */
    UNCERTAIN("uncertain: the CI crosses the band's edge", "?"),
    /** The runs measured nothing to compare (a figure the run could not measure). */
    NOT_MEASURED("not measured", "–");

    private final String words;
    private final String mark;

    Verdict(String words, String mark) {
        this.words = words;
        this.mark = mark;
    }

    public String words() {
        return words;
    }

    /** ✓, ✗, ? or –: the verdict where a table has room for a mark only. */
    public String mark() {
        return mark;
    }

    /** The verdict for {@code low}..{@code high}, the widened band, and a mean with its interval (NaN without one). */
    static Verdict of(double mean, double ciLow, double ciHigh, double low, double high) {
        if (Double.isNaN(mean)) {
            return NOT_MEASURED;
        }
        double from = Double.isNaN(ciLow) ? mean : ciLow;
        double to = Double.isNaN(ciHigh) ? mean : ciHigh;
        if (from >= low && to <= high) {
            return REPRODUCED;
        }
        if (to < low || from > high) {
            return NOT_REPRODUCED;
        }
        return UNCERTAIN;
    }
}
