package org.dclab.ui.views;

import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;

import org.dclab.ui.present.Presentation;
import org.dclab.ui.run.RunSession;
import org.dclab.ui.run.RunState;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.RowLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Spinner;
import org.eclipse.swt.widgets.Text;

/**
 * Buttons, step sizes and the clock of one {@link RunSession}. Clicks only submit commands; the session's job
 * runs them, and its newest state is shown by a 50 ms UI timer.
 */
public final class SimulationControlPanel extends Composite {

    static final String NO_SCENARIO = "No scenario is open.";
    private static final String RESET = "Reset";
    private static final String RESET_AND_APPLY = "Reset and apply";
    static final String STALE = "The scenario was edited after this run began, which still simulates it as it was: "
            + "Reset and apply to run it as edited.";
    private static final int SHOW_MILLIS = 50;
    /** Width of a number field at everyday text size, in pixels. */
    private static final int FIELD_WIDTH = 70;

    private final Button run;
    private final Button pause;
    private final Button step;
    private final Button stepDelta;
    private final Button runUntil;
    private final Button reset;
    private final Button cancel;
    private final Button stepBack;
    private final Button stepBackDelta;
    private final Button runToNext;
    final Combo nextKind;
    final Combo speed;
    final Spinner stepEvents;
    final Text deltaMicros;
    final Text untilMillis;
    final Label clock;
    final Label status;

    private RunSession session;
    /** The newest state not yet shown; the timer shows only the newest, however fast the run publishes. */
    private final AtomicReference<RunState> unshown = new AtomicReference<>();
    private final Consumer<RunState> stateListener = this::stateChanged;

    public SimulationControlPanel(Composite parent, int style) {
        super(parent, style);
        GridLayoutFactory.swtDefaults().margins(10, 10).applyTo(this);

        // Rows that wrap: at 1280x720 in presentation mode the view is half a window wide, and a row cut off at the
        // right hid the very field a teacher types the run's end into.
        Composite buttons = row(this);
        run = button(buttons, "Run", () -> whenCurrent(() -> session.run()));
        pause = button(buttons, "Pause", () -> session.pause());
        step = button(buttons, "Step", () -> whenCurrent(this::stepEvents));
        stepDelta = button(buttons, "Step \u0394t", () -> whenCurrent(this::stepDelta));
        runUntil = button(buttons, "Run until", () -> whenCurrent(this::runUntil));
        reset = button(buttons, RESET, () -> session.reset());
        cancel = button(buttons, "Cancel", () -> session.cancel());

        Composite more = row(this);
        stepBack = button(more, "Step back", () -> whenCurrent(this::stepBackEvents));
        stepBackDelta = button(more, "Step back \u0394t", () -> whenCurrent(this::stepBackDelta));
        Composite next = pair(more);
        runToNext = button(next, "Run to next", () -> whenCurrent(this::runToNext));
        nextKind = new Combo(next, SWT.READ_ONLY);
        for (NextEvent e : NextEvent.values()) {
            nextKind.add(e.label);
        }
        nextKind.select(0);
        Composite speedPair = pair(more);
        new Label(speedPair, SWT.NONE).setText("  Speed:");
        speed = new Combo(speedPair, SWT.READ_ONLY);
        for (Speed v : Speed.values()) {
            speed.add(v.label);
        }
        speed.select(0);
        speed.addListener(SWT.Selection, e -> speedChanged());

        Composite sizes = row(this);
        Composite events = pair(sizes);
        new Label(events, SWT.NONE).setText("Step events:");
        stepEvents = new Spinner(events, SWT.BORDER);
        stepEvents.setValues(1, 1, 1_000_000, 0, 1, 100);
        Composite delta = pair(sizes);
        new Label(delta, SWT.NONE).setText("\u0394t (\u00b5s):");
        deltaMicros = field(delta, "100");
        Composite until = pair(sizes);
        new Label(until, SWT.NONE).setText("Until (ms):");
        untilMillis = field(until, "10");
        Presentation.follow(this, () -> {
            for (Text t : new Text[] { deltaMicros, untilMillis }) {
                ((GridData) t.getLayoutData()).widthHint = Presentation.scale(FIELD_WIDTH);
            }
            layout(true, true);
        });

        clock = new Label(this, SWT.WRAP);
        GridDataFactory.fillDefaults().grab(true, false).applyTo(clock);
        status = new Label(this, SWT.WRAP);
        GridDataFactory.fillDefaults().grab(true, false).applyTo(status);
        addDisposeListener(e -> setSession(null));
        setSession(null);
        getDisplay().timerExec(SHOW_MILLIS, this::tick);
    }

    /** Called on the run's thread: only remembers the newest state, which {@link #tick} shows. */
    private void stateChanged(RunState s) {
        unshown.set(s);
    }

    /**
     * Shows the newest state on a UI timer rather than by asyncExec: SWT runs asyncExec work only when no other
     * event is pending, and with live charts and the event list redrawing during a paced run the clock then
     * lagged seconds behind the run.
     */
    private void tick() {
        if (isDisposed()) {
            return;
        }
        RunState newest = unshown.getAndSet(null);
        if (newest != null && session != null) {
            show(newest);
        }
        getDisplay().timerExec(SHOW_MILLIS, this::tick);
    }

    /** Drives {@code next} from now on, or shows that no scenario is open when it is null. */
    public void setSession(RunSession next) {
        if (session != null) {
            session.removeListener(stateListener);
        }
        session = next;
        if (session == null) {
            clock.setText("Simulated time: \u2014     Events: \u2014");
            status.setText(NO_SCENARIO);
            enable(false, false);
        } else {
            unshown.set(null);
            session.addListener(stateListener);
            speed.select(Speed.of(session.slowdown()).ordinal());
            show(session.state());
        }
        layout(true, true);
    }

    public RunSession session() {
        return session;
    }

    /** The state as the panel last showed it; tests wait for this to catch up with the session. */
    RunState shown;

    private void show(RunState s) {
        shown = s;
        clock.setText(String.format(Locale.ROOT, "Simulated time: %.6f ms of %.3f ms     Events: %,d", s.nowPs() / 1e9,
                s.endPs() / 1e9, s.events()));
        status.setText(session.name() + ": " + s.message() + (s.stale() ? "\n" + STALE : ""));
        String resetText = s.stale() ? RESET_AND_APPLY : RESET;
        if (!reset.getText().equals(resetText)) {
            reset.setText(resetText);
            reset.getParent().layout(true);
        }
        enable(true, s.busy());
        clock.getParent().layout(true);
    }

    private void enable(boolean open, boolean busy) {
        for (Button b : new Button[] { run, step, stepDelta, runUntil, stepBack, stepBackDelta, runToNext }) {
            b.setEnabled(open && !busy);
        }
        pause.setEnabled(open && busy);
        nextKind.setEnabled(open);
        speed.setEnabled(open);
        reset.setEnabled(open);
        cancel.setEnabled(open);
    }

    private static Button button(Composite parent, String text, Runnable action) {
        Button b = new Button(parent, SWT.PUSH);
        b.setText(text);
        b.addListener(SWT.Selection, e -> action.run());
        return b;
    }

    private static Text field(Composite parent, String value) {
        Text t = new Text(parent, SWT.BORDER);
        t.setText(value);
        GridDataFactory.swtDefaults().hint(Presentation.scale(FIELD_WIDTH), SWT.DEFAULT).applyTo(t);
        return t;
    }

    /** A row of controls that wraps onto the next line where the view is too narrow for all of them. */
    private static Composite row(Composite parent) {
        Composite row = new Composite(parent, SWT.NONE);
        RowLayout layout = new RowLayout(SWT.HORIZONTAL);
        layout.wrap = true;
        layout.center = true;
        layout.marginLeft = layout.marginRight = layout.marginTop = layout.marginBottom = 0;
        row.setLayout(layout);
        GridDataFactory.fillDefaults().grab(true, false).applyTo(row);
        return row;
    }

    /** A label and its field, kept on one line when their row wraps. */
    private static Composite pair(Composite row) {
        Composite pair = new Composite(row, SWT.NONE);
        GridLayoutFactory.swtDefaults().numColumns(2).margins(0, 0).applyTo(pair);
        return pair;
    }

    /**
     * Runs {@code command} on the run as it stands, unless the scenario was edited since the run began: then the user
     * chooses between applying the edits (a reset, then the command from time zero), going on with the run of the
     * scenario as it was, and neither. A run never goes on with an old scenario unasked.
     */
    private void whenCurrent(Runnable command) {
        if (!session.isStale()) {
            command.run();
            return;
        }
        MessageDialog ask = new MessageDialog(getShell(), "Scenario Edited", null,
                "You edited the scenario after this run began; the run still simulates it as it was.\n\n"
                        + "Reset and apply starts again from time zero with the scenario as edited; Continue goes on with the run as it was.",
                MessageDialog.QUESTION, 0, RESET_AND_APPLY, "Continue", "Cancel");
        switch (ask.open()) {
            case 0 -> {
                session.reset();
                command.run();
            }
            case 1 -> command.run();
            default -> {
                // Cancelled: nothing runs.
            }
        }
    }

    private void stepEvents() {
        session.step(stepEvents.getSelection());
    }

    private void stepDelta() {
        parse(deltaMicros, 1e6).ifPresent(session::stepFor);
    }

    private void stepBackEvents() {
        session.stepBack(stepEvents.getSelection());
    }

    private void runToNext() {
        session.runUntilNext(NextEvent.values()[nextKind.getSelectionIndex()].kind);
    }

    private void speedChanged() {
        session.slowdown(Speed.values()[speed.getSelectionIndex()].slowdown);
    }

    private void stepBackDelta() {
        parse(deltaMicros, 1e6).ifPresent(session::stepBackFor);
    }

    private void runUntil() {
        parse(untilMillis, 1e9).ifPresent(session::runUntil);
    }

    /** A positive number in the field's unit, as picoseconds; anything else is reported, not run. */
    private Optional<Long> parse(Text t, double psPerUnit) {
        try {
            double value = Double.parseDouble(t.getText().trim());
            if (value > 0) {
                return Optional.of(Math.round(value * psPerUnit));
            }
        } catch (NumberFormatException e) {
            // Falls through to the same hint as a non-positive entry.
        }
        status.setText("Enter a positive number, e.g. 100.");
        return Optional.empty();
    }
}
