package org.dclab.ui.views;

import java.math.BigDecimal;
import java.util.function.Supplier;

import org.dclab.ui.present.Presentation;
import org.dclab.ui.run.LiveRuns;
import org.dclab.ui.run.RunSession;
import org.dclab.ui.run.RunState;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Scale;

/**
 * One timeline for the canvas, the charts, the Inspector and the Event List: a scrubber under the canvas over the
 * simulated time the run has reached, with Step back, Run or Pause, and Step beside it. Dragged to an earlier instant, it
 * takes the run there as Step back Δt does (the same seed run again from zero, so everything that shows the run shows
 * that instant, exactly); dragged to a later instant the run has reached before, it runs on to it. It follows the run
 * of its scenario file whenever Simulation Control drives it.
 */
public final class TimelineBar extends Composite {

    /** The scrubber's steps: a thousandth of the time reached, finer than a projector shows. */
    private static final int STEPS = 1000;
    /** As often as Simulation Control's clock: the scrubber moves with a run. */
    private static final int TICK_MILLIS = 100;
    /** A drag ends once the scrubber has stood this long: one re-run per gesture, not one per pixel. */
    private static final int SETTLE_MILLIS = 300;
    /** Words, not media glyphs: the fonts a classroom machine has may draw those as boxes. */
    private static final String RUN = "Run";
    private static final String PAUSE = "Pause";

    private final Supplier<String> scenarioUri;
    private final Button back;
    private final Button run;
    private final Button step;
    private final Scale scrubber;
    private final Label time;
    private RunSession session;
    /** The furthest instant the session's run has reached since it began: the scrubber's end. */
    private long reachedPs;
    /** The scrubber's position the user set last, applied once it has stood {@link #SETTLE_MILLIS}. */
    private int dragged = -1;
    private final Runnable settle = this::applyDrag;

    /** A timeline for the run of the scenario file at {@code scenarioUri} (asked anew, as Save As changes it). */
    public TimelineBar(Composite parent, Supplier<String> scenarioUri) {
        super(parent, SWT.NONE);
        this.scenarioUri = scenarioUri;
        GridLayout layout = new GridLayout(5, false);
        layout.marginHeight = 2;
        setLayout(layout);
        back = button("\u25c0 Step", "Step back one event", () -> session.stepBack(1));
        run = button(RUN, "Run, or Pause a running command", this::runOrPause);
        step = button("Step \u25b6", "Step one event", () -> session.step(1));
        scrubber = new Scale(this, SWT.HORIZONTAL);
        scrubber.setMinimum(0);
        scrubber.setMaximum(STEPS);
        scrubber.setPageIncrement(STEPS / 20);
        scrubber.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        scrubber.setToolTipText("Drag to any instant the run has reached: canvas, charts, Inspector and Event List show it");
        scrubber.addListener(SWT.Selection, e -> {
            dragged = scrubber.getSelection();
            getDisplay().timerExec(-1, settle);
            getDisplay().timerExec(SETTLE_MILLIS, settle);
        });
        time = new Label(this, SWT.NONE);
        time.setLayoutData(new GridData(SWT.END, SWT.CENTER, false, false));
        Presentation.scaleFonts(this);
        Presentation.follow(this, () -> {
            Presentation.scaleFonts(this);
            getParent().layout(true, true);
        });
        getDisplay().timerExec(TICK_MILLIS, this::tick);
    }

    private Button button(String text, String tip, Runnable action) {
        Button b = new Button(this, SWT.PUSH);
        b.setText(text);
        b.setToolTipText(tip);
        b.addListener(SWT.Selection, e -> {
            if (session != null) {
                action.run();
            }
        });
        return b;
    }

    private void runOrPause() {
        if (session.state().busy()) {
            session.pause();
        } else {
            session.run();
        }
    }

    /** The instant the scrubber shows, in picoseconds of simulated time. */
    public long shownPs() {
        return session == null ? 0 : session.state().nowPs();
    }

    /** The end of the scrubber: the furthest instant the run has reached. */
    public long reachedPs() {
        return reachedPs;
    }

    /** The scrubber, for a person's pointer. */
    public Scale scrubber() {
        return scrubber;
    }

    private void tick() {
        if (isDisposed()) {
            return;
        }
        follow();
        show();
        getDisplay().timerExec(TICK_MILLIS, this::tick);
    }

    /** Takes the session Simulation Control drives when it is this file's, and keeps it while another file's is driven. */
    private void follow() {
        RunSession current = LiveRuns.current();
        String uri = scenarioUri.get();
        if (current != null && current != session && uri != null && uri.equals(current.scenarioUri())) {
            session = current;
            reachedPs = 0;
        }
    }

    private void show() {
        boolean live = session != null && session.scenarioUri() != null && session.scenarioUri().equals(scenarioUri.get());
        RunState s = live ? session.state() : null;
        back.setEnabled(s != null && !s.busy() && s.events() > 0);
        step.setEnabled(s != null && !s.busy());
        run.setEnabled(s != null);
        scrubber.setEnabled(s != null && !s.busy() && reachedPs > 0);
        if (s == null) {
            setTime("t \u2014");
            return;
        }
        if (s.nowPs() == 0 && s.events() == 0 && !s.busy()) {
            // A reset or an edit applied: a new run, which has reached nothing yet.
            reachedPs = 0;
        }
        reachedPs = Math.max(reachedPs, s.nowPs());
        String runLabel = s.busy() ? PAUSE : RUN;
        if (!runLabel.equals(run.getText())) {
            run.setText(runLabel);
        }
        if (dragged < 0 && reachedPs > 0) {
            int at = (int) Math.round((double) s.nowPs() / reachedPs * STEPS);
            if (scrubber.getSelection() != at) {
                scrubber.setSelection(at);
            }
        }
        setTime("t = " + millis(s.nowPs()) + " of " + millis(reachedPs) + " ms");
    }

    private void setTime(String text) {
        if (!text.equals(time.getText())) {
            time.setText(text);
            layout(true);
        }
    }

    /** Takes the run to where the user left the scrubber: back by a re-run, or on within what was reached. */
    private void applyDrag() {
        int at = dragged;
        dragged = -1;
        if (at < 0 || session == null || session.state().busy()) {
            return;
        }
        long targetPs = Math.round((double) reachedPs * at / STEPS);
        long nowPs = session.state().nowPs();
        if (targetPs < nowPs) {
            session.stepBackFor(nowPs - targetPs);
        } else if (targetPs > nowPs) {
            session.runUntil(targetPs);
        }
    }

    private static String millis(long ps) {
        return BigDecimal.valueOf(ps, 9).setScale(3, java.math.RoundingMode.HALF_UP).stripTrailingZeros().toPlainString();
    }
}
