package org.dclab.ui.classroom;

import java.io.IOException;
import java.net.InetAddress;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;

import org.dclab.classroom.ClassLimits;
import org.dclab.classroom.ClassQuestions;
import org.dclab.classroom.ClassServer;
import org.eclipse.swt.widgets.Display;

/**
 * The workbench's one sharing with a class, if any: its server, its questions, the lab step the teacher is at, and
 * the publisher that sends the run to the pages. Nothing of it exists until the teacher shares (the server costs
 * nothing when off), and it ends with the workbench's display. Touched on the UI thread only.
 */
public final class ClassSharing {

    /**
     * A page's updates come as often as the live charts drain: the run reports about ten times a wall second, and a
     * publisher at the same rate, out of step with it, would miss one report in two on a busy machine.
     */
    static final int PUBLISH_MILLIS = 60;

    private static final List<Runnable> LISTENERS = new CopyOnWriteArrayList<>();
    private static ClassSharing current;

    private final ClassServer server;
    private final ClassQuestions questions;
    private final ClassFrames frames;
    private final Display display;
    private final Runnable tick = this::publish;
    private boolean stopped;

    private ClassSharing(Display display, ClassServer server, ClassQuestions questions) {
        this.display = display;
        this.server = server;
        this.questions = questions;
        this.frames = new ClassFrames(questions);
    }

    /** The sharing under way, if any. */
    public static Optional<ClassSharing> current() {
        return Optional.ofNullable(current);
    }

    /**
     * Starts sharing on {@code address} at {@code port} (0: any free one), or returns the sharing under way.
     *
     * @throws IOException when nothing can listen there
     */
    public static ClassSharing start(InetAddress address, int port) throws IOException {
        if (current != null) {
            return current;
        }
        Display display = Display.getCurrent();
        ClassQuestions questions = new ClassQuestions(ClassLimits.CLASSROOM);
        ClassServer server = ClassServer.start(address, port, ClassLimits.CLASSROOM, questions);
        current = new ClassSharing(display, server, questions);
        display.disposeExec(ClassSharing::stop);
        display.timerExec(PUBLISH_MILLIS, current.tick);
        changed();
        return current;
    }

    /** Stops sharing: every page is told the class has ended, and the server stops listening. */
    public static void stop() {
        ClassSharing sharing = current;
        if (sharing == null) {
            return;
        }
        current = null;
        sharing.stopped = true;
        if (!sharing.display.isDisposed()) {
            sharing.display.timerExec(-1, sharing.tick);
        }
        sharing.server.stop();
        changed();
    }

    public ClassServer server() {
        return server;
    }

    public ClassQuestions questions() {
        return questions;
    }

    /** Shows the class the lab step the teacher is at: its sheet's title and step number, and its text. */
    public static void showStep(String title, String text) {
        if (current != null) {
            current.frames.step(title, text);
            changed();
        }
    }

    /**
     * Asks the class the prediction of the lab step the teacher is at; the step is shown with it. The question is
     * known by {@code id} until the sharing ends.
     */
    public static void ask(String id, String title, String stepText, String question, String unit) {
        if (current != null) {
            current.frames.step(title, stepText);
            current.questions.ask(id, title, question, unit);
            changed();
        }
    }

    /** The run measured {@code value} for the question {@code id}, if it was asked: it takes no more answers. */
    public static void measured(String id, double value) {
        if (current != null) {
            current.questions.measured(id, value);
            changed();
        }
    }

    /** Called, on the UI thread, when sharing starts or stops, or a question or step changes. */
    public static void addListener(Runnable listener) {
        LISTENERS.add(listener);
    }

    public static void removeListener(Runnable listener) {
        LISTENERS.remove(listener);
    }

    static void changed() {
        LISTENERS.forEach(Runnable::run);
    }

    private void publish() {
        if (stopped) {
            return;
        }
        try {
            frames.next(server.pageWaiting()).ifPresent(server::publish);
        } finally {
            display.timerExec(PUBLISH_MILLIS, tick);
        }
    }
}
