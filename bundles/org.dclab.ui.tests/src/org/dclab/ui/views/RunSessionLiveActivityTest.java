package org.dclab.ui.views;

import static org.dclab.ui.views.ShellFixture.pumpUntil;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.dclab.model.Scenario;
import org.dclab.model.resource.ScenarioFiles;
import org.dclab.sim.SimulationRun;
import org.dclab.sim.live.LiveActivity;
import org.dclab.sim.live.Motion;
import org.dclab.sim.live.NetworkActivity;
import org.dclab.ui.run.RunSession;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.swt.widgets.Display;
import org.junit.jupiter.api.Test;

/** A session shows its run to editors of the same file, for as long as the session lives. */
class RunSessionLiveActivityTest {

    @Test
    void showsEachPreparedRunUnderTheScenarioUriUntilClosed() throws Exception {
        Display display = Display.getDefault();
        Scenario scenario = ScenarioFiles.load(ShellFixture.example("coexist-fig3-threshold"));
        String uri = "file:/lab/coexist-fig3-threshold.dclab";
        RunSession session = new RunSession("coexist", uri, () -> EcoreUtil.copy(scenario));
        pumpUntil(display, () -> LiveActivity.of(uri) != null && !session.state().busy(), 20_000);
        SimulationRun first = LiveActivity.of(uri);
        assertEquals(0, first.activity().events(), "shown as soon as it is prepared, before it runs");

        session.step(25);
        pumpUntil(display, () -> !session.state().busy(), 20_000);
        NetworkActivity stepped = first.activity();
        assertEquals(25, stepped.events());
        assertEquals(Motion.STEPPED, stepped.motion());

        session.reset();
        pumpUntil(display, () -> LiveActivity.of(uri) != first && !session.state().busy(), 20_000);
        assertEquals(0, LiveActivity.of(uri).activity().events(), "a reset shows the fresh run");

        session.close();
        pumpUntil(display, () -> LiveActivity.of(uri) == null, 20_000);
    }
}
