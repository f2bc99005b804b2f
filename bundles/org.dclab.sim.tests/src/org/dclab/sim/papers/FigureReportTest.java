package org.dclab.sim.papers;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.dclab.sim.labs.Measurement;
import org.junit.jupiter.api.Test;

/**
 * Verdicts by hand. Three runs of 1, 2 and 3 have mean 2, standard deviation 1 and a 95 % interval of
 * 2 ± t(0.975, 2)/√3 = 2 ± 4.302653/1.732051 = 2 ± 2.484138, from −0.484 to 4.484.
 */
class FigureReportTest {

    private static final String P = "k";

    @Test
    void aBandHoldingTheWholeIntervalIsReproducedOneCrossingItsEdgeIsUncertainOneBesideItIsNot() {
        FigureReport report = FigureReport.of(figure(List.of(claim(Map.of(P, "a"), Map.of(), null, -1.0, 5.0, 0), claim(Map.of(P, "a"), Map
                .of(),
                null, 3.0, null, 0), claim(Map.of(P, "a"), Map.of(), null, 10.0, 10.0, 0.5))), data());
        List<FigureReport.ClaimRow> claims = report.points().get(0).claims();
        assertEquals(2.0, claims.get(0).statistics().mean(), 1e-12);
        assertEquals(4.484138, claims.get(0).statistics().ci95High(), 1e-6);
        assertEquals(Verdict.REPRODUCED, claims.get(0).verdict());
        assertEquals(Verdict.UNCERTAIN, claims.get(1).verdict(), "≥ 3 meets the interval's upper part only");
        assertEquals(Verdict.NOT_REPRODUCED, claims.get(2).verdict(), "10 widened by 50 % is 5 to 15, above 4.484");
        assertEquals("1 of 3 reproduced, 1 uncertain", report.summary());
    }

    @Test
    void aRatioIsTakenRunByRunAndALargestValueToo() {
        // Point b holds 2, 4, 6: the ratios b/a are 2, 2, 2 (no spread); the largest of a and b run by run is 2, 4, 6.
        FigureReport report = FigureReport.of(figure(List.of(claim(Map.of(P, "b"), Map.of(P, "a"), null, 2.0, 2.0, 0), claim(Map.of(),
                Map.of(), Claim.MAX, 4.0, 4.0, 0.1))), data());
        FigureReport.ClaimRow ratio = report.derived().get(0);
        assertEquals(2.0, ratio.statistics().mean(), 1e-12);
        assertEquals(0.0, ratio.statistics().standardDeviation(), 1e-12);
        assertEquals(Verdict.REPRODUCED, ratio.verdict());
        assertEquals("g: k b over k a", ratio.label());
        FigureReport.ClaimRow max = report.derived().get(1);
        assertEquals(4.0, max.statistics().mean(), 1e-12);
        assertEquals(Verdict.UNCERTAIN, max.verdict(), "4 ± 4.97 crosses 3.6..4.4");
    }

    @Test
    void aSingleRunIsJudgedByItsValue() {
        FigureData one = new FigureData(Map.of(), List.of(P), List.of("g"), List.of(run("a", 0, 0.7)));
        FigureReport report = FigureReport.of(figure(List.of(claim(Map.of(), Map.of(), null, 0.68, 0.88, 0.05))), one);
        assertEquals(Verdict.REPRODUCED, report.points().get(0).claims().get(0).verdict());
        assertEquals("0.7", Numbers.meanAndInterval(report.points().get(0).claims().get(0).statistics()));
    }

    private static FigureData data() {
        List<FigureData.Run> runs = new ArrayList<>();
        for (int r = 0; r < 3; r++) {
            runs.add(run("a", r, r + 1));
        }
        for (int r = 0; r < 3; r++) {
            runs.add(run("b", r, 2 * (r + 1)));
        }
        runs.add(new FigureData.Run(Map.of(P, "b"), 3, 9, "cancelled", Map.of("g", 100.0)));
        return new FigureData(Map.of(), List.of(P), List.of("g"), runs);
    }

    private static FigureData.Run run(String k, int repetition, double g) {
        return new FigureData.Run(Map.of(P, k), repetition, repetition, FigureData.COMPLETED, Map.of("g", g));
    }

    private static Claim claim(Map<String, String> at, Map<String, String> over, String aggregate, Double min, Double max,
            double tolerance) {
        return new Claim("g", at, over, aggregate, min, max, tolerance, "§1", "s");
    }

    private static PaperFigure figure(List<Claim> claims) {
        Paper paper = new Paper("p", "t", "c", "note.md", "x", List.of("f"));
        return new PaperFigure("f", "t", paper, "Fig. 1", "s.dclab", Map.of(), Map.of(P, List.of("a", "b")), Map.of(), Map.of(), 3, "", P,
                List.of(new Reading("g", "g", "", Measurement.parse("goodputGbps"))), "g", false, claims, new PaperFigure.Size(null, Map
                        .of(), 1),
                List.of());
    }
}
