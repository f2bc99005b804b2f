package org.dclab.ui.views;

import static org.dclab.ui.views.ShellFixture.pumpUntil;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;

import org.dclab.sim.RunResult;
import org.dclab.sim.RunStatus;
import org.dclab.ui.run.RunSession;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Drives the control panel by its buttons, in a real shell, over the coexistence example. */
class SimulationControlPanelTest {

    private Display display;
    private Shell shell;
    private SimulationControlPanel panel;

    @BeforeEach
    void openShell() {
        display = Display.getDefault();
        shell = new Shell(display);
        shell.setLayout(new FillLayout());
        panel = new SimulationControlPanel(shell, SWT.NONE);
        shell.setSize(900, 200);
        shell.open();
    }

    @AfterEach
    void closeShell() {
        RunSession s = panel.session();
        if (s != null) {
            s.cancel();
        }
        shell.dispose();
    }

    @Test
    void withoutAScenarioSaysSoAndOffersNothingToRun() {
        assertEquals(SimulationControlPanel.NO_SCENARIO, panel.status.getText());
        assertFalse(button("Run").isEnabled());
        assertFalse(button("Step").isEnabled());
    }

    @Test
    void stepsOneHundredEvents() throws Exception {
        RunSession session = ready("coexist-fig3-threshold");
        panel.stepEvents.setSelection(100);
        click("Step");
        idle(session);
        assertEquals(100, session.state().events());
        assertTrue(session.state().nowPs() > 0);
        assertTrue(panel.clock.getText().endsWith("Events: 100"), panel.clock.getText());

        click("Step");
        idle(session);
        assertEquals(200, session.state().events());
    }

    @Test
    void runsUntilATimeAndStopsThere() throws Exception {
        RunSession session = ready("coexist-fig3-threshold");
        panel.untilMillis.setText("5");
        click("Run until");
        idle(session);
        assertEquals(5_000_000_000L, session.state().nowPs());
        assertTrue(panel.clock.getText().startsWith("Simulated time: 5.000000 ms"), () -> panel.clock.getText() + " / " + panel.status
                .getText() + " / " + session.state());
        assertTrue(button("Run").isEnabled(), "a run that stopped where asked can go on");
    }

    @Test
    void cancelKeepsTheResultsSoFar() throws Exception {
        RunSession session = ready("coexist-fig3-threshold");
        click("Run");
        pumpUntil(display, () -> panel.shown.busy() && panel.shown.events() > 0, 30_000);
        assertTrue(button("Pause").isEnabled(), "pause is offered while running");
        click("Cancel");
        idle(session);
        RunResult result = session.result();
        assertEquals(RunStatus.CANCELLED, result.status());
        assertTrue(session.state().nowPs() < session.state().endPs(), "cancelled before the end");
        assertTrue(result.series().stream().anyMatch(s -> s.size() > 0), "samples up to the cancel are kept");
        assertTrue(panel.status.getText().contains("Cancelled"), panel.status.getText());
    }

    @Test
    void resetStartsOverAtTimeZero() throws Exception {
        RunSession session = ready("coexist-fig3-threshold");
        click("Step");
        idle(session);
        assertEquals(1, session.state().events());
        click("Reset");
        idle(session);
        assertEquals(0, session.state().events());
        assertEquals(0, session.state().nowPs());
    }

    private RunSession ready(String example) throws Exception {
        RunSession session = ShellFixture.session(example);
        panel.setSession(session);
        idle(session);
        assertTrue(session.state().endPs() > 0, session.state().message());
        return session;
    }

    /** Waits for the job to finish and the panel to have shown its last state. */
    private void idle(RunSession session) {
        pumpUntil(display, () -> !session.state().busy() && session.state().equals(panel.shown), 60_000);
    }

    private void click(String text) {
        Button b = button(text);
        assertTrue(b.isEnabled(), text + " is disabled");
        b.notifyListeners(SWT.Selection, null);
    }

    private Button button(String text) {
        return buttons(panel).filter(b -> b.getText().equals(text)).findFirst().orElseThrow();
    }

    private static java.util.stream.Stream<Button> buttons(Control c) {
        if (c instanceof Button b) {
            return java.util.stream.Stream.of(b);
        }
        if (c instanceof Composite parent) {
            return Arrays.stream(parent.getChildren()).flatMap(SimulationControlPanelTest::buttons);
        }
        return java.util.stream.Stream.empty();
    }
}
