package org.dclab.ui.labs;

import java.nio.file.Path;
import java.util.function.Consumer;

import org.dclab.model.Scenario;
import org.dclab.sim.RunResult;
import org.dclab.sim.labs.LabAction;
import org.dclab.sim.labs.LabSheet;
import org.dclab.sim.labs.LabStep;
import org.dclab.sim.labs.Prediction;
import org.dclab.ui.run.LiveRuns;
import org.dclab.ui.run.RunSession;
import org.dclab.ui.views.SimulationControlView;
import org.eclipse.core.runtime.Adapters;
import org.eclipse.emf.common.command.Command;
import org.eclipse.emf.edit.domain.EditingDomain;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;

/**
 * A step's <em>Do it</em>, done as a student would do it by hand: the scenario opened in the topology editor, each
 * parameter set as an undoable edit of it, and the run given to the session the Simulation Control view drives for
 * that editor, which shows it as any run. A step that opens or changes the scenario starts the run over, so that it
 * simulates the scenario as the step sets it. When the run stands still, the prediction's measurement is read from
 * the run's results, as the Results view shows them.
 */
final class DoIt {

    /** What Do it came to: a measured value (NaN when nothing was measured) or why it could not go on. */
    record Outcome(double measured, String standing, String problem) {
        static Outcome failed(String problem) {
            return new Outcome(Double.NaN, "", problem);
        }
    }

    private DoIt() {
    }

    /**
     * Does {@code step} of {@code sheet} on {@code page}; {@code done} hears, on the UI thread, once the run stands
     * still (or at once, when the step could not be done).
     */
    static void start(IWorkbenchPage page, LabSheet sheet, LabStep step, Consumer<Outcome> done) {
        Display display = page.getWorkbenchWindow().getShell().getDisplay();
        try {
            // The session a run needs is made by Simulation Control for the editor it follows.
            page.showView(SimulationControlView.ID, null, IWorkbenchPage.VIEW_CREATE);
        } catch (PartInitException e) {
            done.accept(Outcome.failed("Simulation Control could not be opened: " + e.getMessage()));
            return;
        }
        for (LabAction action : step.doIt()) {
            if (action instanceof LabAction.Open open) {
                Path file = sheet.scenarioFiles().get(sheet.scenarios().indexOf(open.scenario()));
                if (!ScenarioOpener.open(page, file)) {
                    done.accept(Outcome.failed("Could not open " + open.scenario() + "."));
                    return;
                }
            } else if (action instanceof LabAction.Set set) {
                String problem = set(page.getActiveEditor(), set);
                if (problem != null) {
                    done.accept(Outcome.failed(problem));
                    return;
                }
            }
        }
        RunSession session = LiveRuns.current();
        if (session == null) {
            done.accept(Outcome.failed("No scenario is open to run: open one of the lab's scenarios first."));
            return;
        }
        if (step.startsOver()) {
            session.reset();
        }
        for (LabAction action : step.doIt()) {
            if (action instanceof LabAction.Run) {
                session.run();
            } else if (action instanceof LabAction.RunUntil until) {
                session.runUntil(until.untilPs());
            }
        }
        Prediction prediction = step.prediction().orElse(null);
        session.whenIdle("Measure for the lab", () -> {
            Outcome outcome = measure(session.result(), prediction);
            display.asyncExec(() -> done.accept(outcome));
        });
    }

    /** Sets the parameter on the active editor's scenario; a sentence saying why not, or null. */
    private static String set(IEditorPart editor, LabAction.Set set) {
        Scenario scenario = editor == null ? null : Adapters.adapt(editor, Scenario.class);
        EditingDomain domain = editor == null ? null : Adapters.adapt(editor, EditingDomain.class);
        if (scenario == null || domain == null) {
            return "No scenario is open to " + set.text() + ": open one of the lab's scenarios first.";
        }
        try {
            Command command = ParameterCommand.of(scenario, set.path(), set.value());
            if (!command.canExecute()) {
                return "DC Lab could not " + set.text() + ".";
            }
            domain.getCommandStack().execute(command);
            return null;
        } catch (IllegalArgumentException e) {
            return "Could not " + set.text() + ": " + e.getMessage();
        }
    }

    /** Called on the job thread of the session, with the run standing still. */
    private static Outcome measure(RunResult result, Prediction prediction) {
        if (result == null) {
            return Outcome.failed("The scenario could not run; Simulation Control says why.");
        }
        if (prediction == null) {
            return new Outcome(Double.NaN, result.standing(), null);
        }
        try {
            return new Outcome(prediction.measurement().valueIn(result), result.standing(), null);
        } catch (IllegalArgumentException e) {
            return new Outcome(Double.NaN, result.standing(), "The run cannot measure this: " + e.getMessage());
        }
    }
}
