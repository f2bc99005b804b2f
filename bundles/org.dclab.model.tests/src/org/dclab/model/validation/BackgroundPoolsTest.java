package org.dclab.model.validation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.dclab.model.DclabFactory;
import org.dclab.model.Host;
import org.dclab.model.Link;
import org.dclab.model.PoissonBackground;
import org.dclab.model.Scenario;
import org.dclab.model.tests.DumbbellScenario;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A Poisson background either draws both ends from one pool (its hosts, or every host) or sends from its sources to
 * its destinations; a half-configured or mixed one is reported naming the element and the fix.
 */
class BackgroundPoolsTest {

    private Scenario scenario;
    private PoissonBackground background;

    @BeforeEach
    void dumbbellWithBackground() {
        scenario = DumbbellScenario.create();
        scenario.setTraffic(DclabFactory.eINSTANCE.createTraffic());
        background = DclabFactory.eINSTANCE.createPoissonBackground();
        background.setName("bg");
        background.setCdf("websearch");
        scenario.getTraffic().getApplications().add(background);
    }

    @Test
    void withoutListsEveryHostIsBothSourceAndDestination() {
        BackgroundPools pools = BackgroundPools.of(background);

        assertEquals(List.of("h1", "h2", "h3", "h4"), names(pools.sources()));
        assertEquals(pools.sources(), pools.destinations());
        assertFalse(pools.separate());
        assertEquals(List.of(), errors());
    }

    @Test
    void sourcesAndDestinationsMakeTwoPools() {
        background.getSources().addAll(List.of(host("h1"), host("h2")));
        background.getDestinations().addAll(List.of(host("h3"), host("h4")));

        BackgroundPools pools = BackgroundPools.of(background);

        assertEquals(List.of("h1", "h2"), names(pools.sources()));
        assertEquals(List.of("h3", "h4"), names(pools.destinations()));
        assertTrue(pools.separate());
        assertEquals(List.of(), errors());
    }

    @Test
    void sourcesWithoutDestinationsSayWhatToAdd() {
        background.getSources().add(host("h1"));

        assertEquals(List.of(
                "error: application bg (Poisson background): has sources but no destinations; list the hosts its flows go to in"
                        + " destinations"), errors());
    }

    @Test
    void hostsTogetherWithPoolsAskForOneOrTheOther() {
        background.getHosts().add(host("h1"));
        background.getDestinations().add(host("h3"));

        assertEquals(List.of("error: application bg (Poisson background): lists hosts and also sources or destinations; use hosts for flows"
                + " among one pool, or sources and destinations for flows from one pool to the other, not both"), errors());
    }

    @Test
    void aSingleHostOnBothSidesWouldSendToItself() {
        background.getSources().add(host("h1"));
        background.getDestinations().add(host("h1"));

        assertEquals(List.of("error: application bg (Poisson background): host h1 would send to itself; add another destination"),
                errors());
    }

    @Test
    void aDestinationWithoutARouteIsNamed() {
        background.getSources().add(host("h1"));
        background.getDestinations().addAll(List.of(host("h3"), host("h4")));
        Link h4Link = scenario.getNetwork().getLinks().stream().filter(l -> l.getSource() == host("h4") || l.getTarget() == host("h4"))
                .findFirst().orElseThrow();
        scenario.getNetwork().getLinks().remove(h4Link);

        assertTrue(errors().contains("error: application bg (Poisson background): destination h4 has no route from source h1; add links"
                + " joining them or remove it from destinations"), errors()::toString);
    }

    private List<String> errors() {
        return ScenarioValidation.lines(ScenarioValidation.validate(scenario)).stream().filter(l -> l.startsWith("error:")).toList();
    }

    private Host host(String name) {
        return scenario.getNetwork().getNodes().stream().filter(n -> n.getName().equals(name)).map(Host.class::cast).findFirst()
                .orElseThrow();
    }

    private static List<String> names(List<Host> hosts) {
        return hosts.stream().map(Host::getName).toList();
    }
}
