package org.dclab.model.validation;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.dclab.model.DclabFactory;
import org.dclab.model.Host;
import org.dclab.model.PoissonBackground;
import org.dclab.model.Scenario;
import org.dclab.model.SizeClasses;
import org.dclab.model.Traffic;
import org.dclab.model.tests.DumbbellScenario;
import org.junit.jupiter.api.Test;

/** A workload a paper specifies: its points validate as the engine reads them, and an overload is run but said. */
class WorkloadRulesTest {

    private static final String BG = "application bg (Poisson background)";

    private final Scenario scenario = DumbbellScenario.create();
    private final PoissonBackground bg = DclabFactory.eINSTANCE.createPoissonBackground();

    WorkloadRulesTest() {
        bg.setName("bg");
        scenario.getNetwork().getNodes().stream().filter(Host.class::isInstance).map(Host.class::cast).forEach(bg.getHosts()::add);
        Traffic traffic = DclabFactory.eINSTANCE.createTraffic();
        traffic.getApplications().add(bg);
        scenario.setTraffic(traffic);
    }

    private List<String> problems() {
        return ScenarioValidation.lines(ScenarioValidation.validate(scenario)).stream().filter(l -> l.contains(BG)).toList();
    }

    @Test
    void pointsGivenInlineValidateAsTheEngineReadsThem() {
        bg.setCdfPoints("0 0, 10000 0.5, 100000 1");
        bg.setCdf(null);
        bg.setSizeCapBytes(50_000);
        assertEquals(List.of(), problems());

        bg.setCdfPoints("0 0, 10000 0.5, 100000 0.9");
        assertEquals(List.of("error: " + BG + ": cdfPoints: last probability is 0.9, must be 1; add a final point with probability 1"),
                problems());
        bg.setCdfPoints("0 0, 10000, 100000 1");
        assertEquals(List.of("error: " + BG + ": cdfPoints: point 2 '10000' is not 'size probability'; write points as "
                + "\"1460 0.5, 14600 1\""), problems());

        bg.setCdfPoints(" ");
        assertEquals(List.of("error: " + BG + ": no flow-size distribution; set cdf, e.g. datamining or websearch, or give its "
                + "points in cdfPoints"), problems());
    }

    @Test
    void aLoadAboveOneRunsWithAWarningAndBeyondAHundredIsRefused() {
        bg.setLoad(1.0);
        assertEquals(List.of(), problems());
        bg.setLoad(1.5);
        assertEquals(List.of("warning: " + BG + ": load 1.5 is more than the sources' links can carry, so flows pile up and the "
                + "network is overloaded; meant for overload studies, otherwise use a load of at most 1"), problems());
        bg.setLoad(101);
        assertEquals(1, problems().stream().filter(p -> p.startsWith("error: ") && p.contains("load")).count(), problems().toString());
    }

    /** Given size classes are positive, increasing bounds in bytes; anything else is refused naming the element. */
    @Test
    void sizeClassBoundsArePositiveAndIncreasing() {
        bg.setSizeClassBounds("10240, 102400, 1048576");
        assertEquals(List.of(), problems());
        assertArrayEquals(new long[] { 10240, 102400, 1048576 }, SizeClassBounds.of(bg));

        bg.setSizeClassBounds("10240, 10240");
        assertEquals(List.of("error: " + BG + ": sizeClassBounds: 10240 does not exceed the bound before it, 10240; list the bounds "
                + "in increasing order, e.g. 10240, 102400"), problems());
        bg.setSizeClassBounds("0, 100");
        assertEquals(List.of("error: " + BG + ": sizeClassBounds: bound 0 is not positive; every bound is a size in bytes above 0, "
                + "e.g. 10240, 102400"), problems());
        bg.setSizeClassBounds("10 KB");
        assertEquals(List.of("error: " + BG + ": sizeClassBounds: '10 KB' is not a whole number of bytes; give upper bounds in bytes "
                + "separated by commas, e.g. 10240, 102400"), problems());
        bg.setSizeClassBounds("10240,");
        assertEquals(1, problems().size(), problems().toString());
        bg.setSizeClassBounds("10240,, 102400");
        assertEquals(List.of("error: " + BG + ": sizeClassBounds: bound 2 is empty; separate the bounds by one comma, e.g. 10240, "
                + "102400"), problems());
    }

    /**
     * Files from before report today's classes; the small / medium / large split is one setting away, and
     * given bounds win over both. Class names carry their bounds in KB or MB when whole, else in bytes.
     */
    @Test
    void sizeClassesDefaultToTodaysSplit() {
        assertEquals(SizeClasses.UP_TO_100KB_10MB, bg.getSizeClasses());
        assertArrayEquals(new long[] { 100 * 1024, 10 * 1024 * 1024 }, SizeClassBounds.of(bg));
        assertArrayEquals(new String[] { "upTo100KB", "upTo10MB", "above10MB" }, SizeClassBounds.names(SizeClassBounds.of(bg)));

        bg.setSizeClasses(SizeClasses.UP_TO_10KB_100KB);
        assertArrayEquals(new String[] { "upTo10KB", "upTo100KB", "above100KB" }, SizeClassBounds.names(SizeClassBounds.of(bg)));

        bg.setSizeClassBounds("1000, 1536");
        assertArrayEquals(new String[] { "upTo1000B", "upTo1536B", "above1536B" }, SizeClassBounds.names(SizeClassBounds.of(bg)));
    }
}
