package org.dclab.ui.papers;

import java.nio.file.Path;
import java.util.function.Consumer;

import org.dclab.sim.papers.FigureSize;
import org.dclab.sim.papers.PaperFigure;
import org.dclab.sim.papers.PaperLibrary;
import org.dclab.sim.papers.Reproduction;
import org.dclab.cli.api.ProductInfo;
import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;

/**
 * A paper figure's campaign in a background job, as {@code dclab paper} runs it (the check size first, then the full
 * size when asked for), cancellable from the Progress view or the Papers view, with the finished runs kept in the
 * workspace for the next run of the same figure to resume.
 */
public final class PaperJob extends Job {

    /** What the job hands over on its thread: the result, or why there is none; never both. */
    public record Outcome(Reproduction.Result result, String problem) {
    }

    /** Told on the job's thread as runs end: the phase ("check", "full"), runs done and runs in all. */
    public interface Progress {
        void at(String phase, int done, int total);
    }

    private final PaperLibrary library;
    private final PaperFigure figure;
    private final FigureSize size;
    private final Path out;
    private final Progress progress;
    private final Consumer<Outcome> done;
    private final Reproduction reproduction;

    public PaperJob(PaperLibrary library, PaperFigure figure, FigureSize size, Path out, Progress progress, Consumer<Outcome> done) {
        super("Reproduce " + figure.id() + " (" + figure.where() + ")");
        this.library = library;
        this.figure = figure;
        this.size = size;
        this.out = out;
        this.progress = progress;
        this.done = done;
        this.reproduction = new Reproduction(library, figure);
        setUser(false);
    }

    @Override
    protected IStatus run(IProgressMonitor monitor) {
        monitor.beginTask(getName(), IProgressMonitor.UNKNOWN);
        try {
            Reproduction.Result result = reproduction.run(size, null, out, Runtime.getRuntime().availableProcessors(), ProductInfo
                    .versionWithQualifier(),
                    (phase, runsDone, total) -> {
                        monitor.subTask(phase + ": " + runsDone + " of " + total + " runs");
                        progress.at(phase, runsDone, total);
                    });
            done.accept(new Outcome(result, null));
        } catch (Exception | LinkageError e) {
            ILog.of(PaperJob.class).error("Reproducing " + figure.id(), e);
            done.accept(new Outcome(null, e.getMessage() == null ? e.toString() : e.getMessage()));
        } finally {
            monitor.done();
        }
        return monitor.isCanceled() ? Status.CANCEL_STATUS : Status.OK_STATUS;
    }

    @Override
    protected void canceling() {
        reproduction.cancel();
    }

    public PaperFigure figure() {
        return figure;
    }

    /** The library this job's figure is from. */
    public PaperLibrary library() {
        return library;
    }
}
