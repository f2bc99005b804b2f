package org.dclab.ui.views;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.function.Predicate;

import org.dclab.model.Link;
import org.dclab.model.Scenario;
import org.dclab.sim.live.QueuePort;
import org.dclab.sim.topology.Topologies;
import org.eclipse.jface.viewers.StructuredSelection;
import org.junit.jupiter.api.Test;

/** A queue bar picked on the canvas narrows the charts to that one port; its link alone means both directions. */
class SelectedSeriesTest {

    private final Scenario dumbbell = Topologies.dumbbell(2, 10_000_000_000L, 1_000_000_000L, 10_000_000L, 100);

    private Link bottleneck() {
        return dumbbell.getNetwork().getLinks().stream()
                .filter(l -> l.getSource().getName().equals("left") && l.getTarget().getName().equals("right")).findFirst().orElseThrow();
    }

    @Test
    void aPickedQueueBarSelectsItsPortOnly() {
        Link link = bottleneck();
        Predicate<String> shown = SelectedSeries.of(new StructuredSelection(List.of(link, new QueuePort(link, link.getSource()))));

        assertTrue(shown.test("queue left->right length"));
        assertFalse(shown.test("queue right->left length"), "the other direction's queue is not the one picked");
    }

    @Test
    void aLinkAloneSelectsBothDirections() {
        Predicate<String> shown = SelectedSeries.of(new StructuredSelection(bottleneck()));

        assertTrue(shown.test("queue left->right length"));
        assertTrue(shown.test("queue right->left length"));
        assertFalse(shown.test("queue s1->left length"));
    }
}
