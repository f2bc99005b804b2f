package org.dclab.ui.views;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.function.Predicate;

import org.dclab.model.DclabFactory;
import org.dclab.model.Link;
import org.dclab.model.LongFlow;
import org.dclab.model.Node;
import org.dclab.model.Scenario;
import org.dclab.sim.Measure;
import org.dclab.sim.SeriesKey;
import org.dclab.sim.SeriesSubject;
import org.dclab.sim.live.QueuePort;
import org.dclab.sim.topology.Topologies;
import org.eclipse.jface.viewers.StructuredSelection;
import org.junit.jupiter.api.Test;

/**
 * A queue bar picked on the canvas narrows the charts to that one port; its link alone means both directions; a node
 * or an application picks its own series by their keys, whatever the names.
 */
class SelectedSeriesTest {

    private final Scenario dumbbell = Topologies.dumbbell(2, 10_000_000_000L, 1_000_000_000L, 10_000_000L, 100);

    private Link bottleneck() {
        return dumbbell.getNetwork().getLinks().stream()
                .filter(l -> l.getSource().getName().equals("left") && l.getTarget().getName().equals("right")).findFirst().orElseThrow();
    }

    @Test
    void aPickedQueueBarSelectsItsPortOnly() {
        Link link = bottleneck();
        Predicate<SeriesKey> shown = SelectedSeries.of(new StructuredSelection(List.of(link, new QueuePort(link, link.getSource()))));

        assertTrue(shown.test(SeriesKey.queueLength("left", "right")));
        assertFalse(shown.test(SeriesKey.queueLength("right", "left")), "the other direction's queue is not the one picked");
    }

    @Test
    void aLinkAloneSelectsBothDirections() {
        Predicate<SeriesKey> shown = SelectedSeries.of(new StructuredSelection(bottleneck()));

        assertTrue(shown.test(SeriesKey.queueLength("left", "right")));
        assertTrue(shown.test(SeriesKey.queueLength("right", "left")));
        assertFalse(shown.test(SeriesKey.queueLength("s1", "left")));
    }

    @Test
    void aNodeSelectsItsPortsBothWaysAndItsFlowsButNotAnApplicationOfItsName() {
        Node left = dumbbell.getNetwork().getNodes().stream().filter(n -> n.getName().equals("left")).findFirst().orElseThrow();
        Predicate<SeriesKey> shown = SelectedSeries.of(left);

        assertTrue(shown.test(SeriesKey.queueLength("left", "right")));
        assertTrue(shown.test(SeriesKey.queueLength("s1", "left")));
        assertFalse(shown.test(SeriesKey.queueLength("s1", "r1")));
        assertTrue(shown.test(new SeriesKey(new SeriesSubject.Flow("app", "#0 left->r1", "left", "r1"), Measure.CWND)));
        assertFalse(shown.test(SeriesKey.ofApplication("left", Measure.GOODPUT)), "an application named like the node is not the node");
    }

    /** Hostile names: an application may be named like a measure or like "queue", or carry other scripts. */
    @Test
    void anApplicationSelectsItsOwnSeriesWhateverItIsNamed() {
        for (String name : List.of("queue", "cwnd", "goodput", "live_connections", "δέκτης", "a b")) {
            LongFlow app = DclabFactory.eINSTANCE.createLongFlow();
            app.setName(name);
            Predicate<SeriesKey> shown = SelectedSeries.of(app);

            assertTrue(shown.test(SeriesKey.ofApplication(name, Measure.GOODPUT)), name);
            assertTrue(shown.test(new SeriesKey(new SeriesSubject.Flow(name, "#0 s1->r1", "s1", "r1"), Measure.CWND)), name);
            assertFalse(shown.test(SeriesKey.queueLength("left", "right")), name + " is not the queues");
            assertFalse(shown.test(new SeriesKey(new SeriesSubject.Flow("other", "#1 " + name + "->r1", name, "r1"), Measure.CWND)),
                    name + " is not a host's flows");
            assertFalse(shown.test(SeriesKey.ofApplication(name + " x", Measure.GOODPUT)), name + " is not an application it begins");
        }
    }
}
