package org.dclab.ui.present;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.dclab.model.DclabFactory;
import org.dclab.model.LongFlow;
import org.dclab.model.Scenario;
import org.dclab.sim.SeriesKey;
import org.dclab.sim.SeriesSubject;
import org.eclipse.swt.graphics.RGB;
import org.junit.jupiter.api.Test;

/**
 * One colour per application, the same whichever way it is looked up: by the application's name (the canvas), by a
 * series' subject (the charts) and by the trace's name of a connection (the Event List).
 */
class FlowColorsTest {

    @Test
    void applicationsTakeOkabeItoColoursInTheScenariosOrderAndEveryLookUpAgrees() {
        Scenario scenario = DclabFactory.eINSTANCE.createScenario();
        scenario.setTraffic(DclabFactory.eINSTANCE.createTraffic());
        for (String name : new String[] { "dctcp1", "tcp1", "a #b" }) {
            LongFlow app = DclabFactory.eINSTANCE.createLongFlow();
            app.setName(name);
            scenario.getTraffic().getApplications().add(app);
        }
        FlowColors colours = FlowColors.of(scenario);

        assertEquals(new RGB(0x00, 0x72, 0xB2), colours.ofApplication("dctcp1"), "Okabe-Ito blue first");
        assertEquals(new RGB(0xCC, 0x79, 0xA7), colours.ofApplication("tcp1"), "reddish purple second");
        assertEquals(colours.ofApplication("tcp1"), colours.of(new SeriesSubject.Flow("tcp1", "#1 s2->r2", "s2", "r2")));
        assertEquals(colours.ofApplication("tcp1"), colours.of(SeriesKey.ofApplication("tcp1", org.dclab.sim.Measure.GOODPUT).subject()));
        assertEquals(colours.ofApplication("tcp1"), colours.ofConnection("tcp1 #1 s2->r2"));
        assertEquals(colours.ofApplication("a #b"), colours.ofConnection("a #b #2 s3->r3"), "a name with ' #' in it");
        assertNull(colours.ofConnection(""), "an event of no connection");
        assertNull(colours.of(new SeriesSubject.Port("left", "right")), "a queue is no one flow's");
    }

    /** No two flows on screen share a colour: the palette goes on past its seven with colours unlike all before. */
    @Test
    void theFirstSixtyFourColoursAreAllDifferent() {
        java.util.Set<RGB> seen = new java.util.HashSet<>();
        for (int i = 0; i < 64; i++) {
            RGB rgb = FlowColors.inPalette(i);
            for (RGB other : seen) {
                int distance = Math.abs(rgb.red - other.red) + Math.abs(rgb.green - other.green) + Math.abs(rgb.blue - other.blue);
                assertTrue(distance >= 12, "colour " + i + " " + rgb + " is too near " + other);
            }
            seen.add(rgb);
        }
    }

    /** An application keeps its colour in its file when another is deleted, and a run's copy of the file agrees. */
    @Test
    void deletingAnApplicationLeavesTheOthersTheirColours() {
        Scenario scenario = DclabFactory.eINSTANCE.createScenario();
        scenario.setTraffic(DclabFactory.eINSTANCE.createTraffic());
        for (String name : new String[] { "flow1", "flow2" }) {
            LongFlow app = DclabFactory.eINSTANCE.createLongFlow();
            app.setName(name);
            scenario.getTraffic().getApplications().add(app);
        }
        String uri = "file:/deleting.dclab";
        Scenario asRun = org.eclipse.emf.ecore.util.EcoreUtil.copy(scenario);
        RGB pink = FlowColors.of(uri, scenario).ofApplication("flow2");
        scenario.getTraffic().getApplications().remove(0);
        LongFlow added = DclabFactory.eINSTANCE.createLongFlow();
        added.setName("flow3");
        scenario.getTraffic().getApplications().add(added);
        FlowColors after = FlowColors.of(uri, scenario);
        assertEquals(pink, after.ofApplication("flow2"), "flow2 keeps the second colour");
        assertEquals(FlowColors.PALETTE.get(2), after.ofApplication("flow3"), "flow3 does not take the deleted flow1's blue");
        assertEquals(FlowColors.PALETTE.get(0), FlowColors.of(uri, asRun).ofApplication("flow1"), "the old run still draws flow1 blue");
    }
}
