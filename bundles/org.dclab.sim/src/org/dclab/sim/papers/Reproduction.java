package org.dclab.sim.papers;

import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

import org.dclab.sim.ScenarioNotRunnableException;

/**
 * One figure reproduced: first its check-size campaign, which says which engine is running (the digest of its data),
 * then, unless only the check was asked for, its full campaign or a variant's, resumed from what an earlier run of the
 * same engine and definition left in the output folder. Cancellable from another thread between two events.
 */
public final class Reproduction {

    /** Told on the running thread: the phase ("check", "full", a variant's name), runs done and runs in all. */
    public interface Progress {
        void at(String phase, int done, int total);
    }

    /**
     * What came of it: the check data (with its meta lines, as the repository keeps it), the data of the size asked
     * for (the check's again at the check size) and its report against the paper.
     */
    public record Result(FigureData check, FigureData data, FigureReport report, boolean cancelled) {
    }

    private final PaperLibrary library;
    private final PaperFigure figure;
    private volatile FigureCampaign current;
    private volatile boolean cancelled;

    public Reproduction(PaperLibrary library, PaperFigure figure) {
        this.library = library;
        this.figure = figure;
    }

    /**
     * Runs the figure at {@code size} (with {@code variant}'s settings when not null, always at the full size) in
     * {@code out} on {@code jobs} workers; {@code dclabVersion} is stored with every run.
     */
    public Result run(FigureSize size, Variant variant, Path out, int jobs, String dclabVersion, Progress progress)
            throws IOException, ScenarioNotRunnableException {
        FigureCampaign check = new FigureCampaign(library.examples(), figure, FigureSize.CHECK, null);
        FigureData checkData = campaign(check, out, jobs, null, dclabVersion, FigureSize.CHECK.word(), progress).withMeta(checkMeta());
        if (size == FigureSize.CHECK && variant == null || cancelled) {
            return new Result(checkData, checkData, FigureReport.of(figure, checkData), cancelled);
        }
        FigureCampaign full = new FigureCampaign(library.examples(), figure, FigureSize.FULL, variant);
        Map<String, String> meta = new LinkedHashMap<>();
        meta.put("figure", figure.id() + (variant == null ? "" : " --variant " + variant.name()));
        meta.put(PaperFiles.ENGINE, checkData.digest());
        meta.put("made by", "dclab paper " + figure.id() + (variant == null ? "" : " --variant " + variant.name()) + ", DC Lab "
                + dclabVersion + "; the engine is the one whose check data (papers/check/" + figure.id() + ".csv) has that SHA-256");
        FigureData data = campaign(full, out, jobs, checkData.digest(), dclabVersion, variant == null ? FigureSize.FULL.word()
                : variant.name(), progress).withMeta(meta);
        return new Result(checkData, data, FigureReport.of(figure, data), cancelled);
    }

    private FigureData campaign(FigureCampaign campaign, Path out, int jobs, String engine, String version, String phase,
            Progress progress) throws IOException, ScenarioNotRunnableException {
        current = campaign;
        if (cancelled) {
            campaign.cancel();
        }
        return campaign.run(campaign.folderIn(out), jobs, engine, version, done -> progress.at(phase, done, campaign.runs()));
    }

    /** The meta lines of check data: the same whatever the version, so that the build can compare it exactly. */
    Map<String, String> checkMeta() {
        return Map.of("figure", figure.id() + " --check", "made by", "dclab paper --check; PaperChecksTest runs the same campaign in"
                + " the build and compares its data with this file, character for character");
    }

    /** Stops the campaign running (its runs cut short are stored as cancelled) and the ones after it. */
    public void cancel() {
        cancelled = true;
        FigureCampaign c = current;
        if (c != null) {
            c.cancel();
        }
    }
}
