package org.dclab.ui.labs;

import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Optional;
import java.util.Properties;

import org.dclab.sim.labs.LabSheet;
import org.dclab.sim.labs.Prediction;
import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.IPath;
import org.eclipse.core.runtime.Platform;
import org.osgi.framework.FrameworkUtil;

/**
 * The predictions students typed and what the runs measured for them, kept in the workspace (the workbench's state
 * folder for this bundle) so that they outlive the Labs view and the workbench. A prediction is known by its sheet's
 * file name and its question, so reordering a sheet's steps keeps it. Every change is written at once, beside the file
 * and then moved over it, so a crash never leaves half a file.
 */
final class PredictionRecords {

    private static final String FILE = "lab-predictions.properties";

    /** What was measured for a prediction, and where the run stood then ("finished at 200 ms"). */
    record Measured(double value, String standing) {
    }

    private final Path file;
    private final Properties records = new Properties();

    PredictionRecords(Path file) {
        this.file = file;
        if (Files.isRegularFile(file)) {
            try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
                records.load(in);
            } catch (IOException | IllegalArgumentException e) {
                // An unreadable file loses the old answers, never the view: new ones are written over it.
                ILog.of(PredictionRecords.class).warn("The lab predictions in " + file + " could not be read: " + e.getMessage());
            }
        }
    }

    /** The records of this workspace. */
    static PredictionRecords ofWorkspace() {
        IPath state = Platform.getStateLocation(FrameworkUtil.getBundle(PredictionRecords.class));
        return new PredictionRecords(state.toPath().resolve(FILE));
    }

    /** The prediction as typed, or empty. */
    String typed(LabSheet sheet, Prediction p) {
        return records.getProperty(key(sheet, p) + ".predicted", "");
    }

    Optional<Measured> measured(LabSheet sheet, Prediction p) {
        String value = records.getProperty(key(sheet, p) + ".measured");
        if (value == null) {
            return Optional.empty();
        }
        try {
            return Optional.of(new Measured(Double.parseDouble(value), records.getProperty(key(sheet, p) + ".standing", "")));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }

    void type(LabSheet sheet, Prediction p, String typed) {
        if (typed.equals(typed(sheet, p))) {
            return;
        }
        records.setProperty(key(sheet, p) + ".predicted", typed);
        save();
    }

    void measure(LabSheet sheet, Prediction p, Measured measured) {
        records.setProperty(key(sheet, p) + ".measured", Double.toString(measured.value()));
        records.setProperty(key(sheet, p) + ".standing", measured.standing());
        save();
    }

    private static String key(LabSheet sheet, Prediction p) {
        return sheet.file().getFileName() + "|" + p.question();
    }

    private void save() {
        try {
            Files.createDirectories(file.getParent());
            Path partial = file.resolveSibling("." + file.getFileName() + ".part");
            try (Writer out = Files.newBufferedWriter(partial, StandardCharsets.UTF_8)) {
                records.store(out, "DC Lab: predictions typed in the lab sheets' steps and what the runs measured");
            }
            Files.move(partial, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            ILog.of(PredictionRecords.class).error("The lab predictions could not be written to " + file + ": " + e.getMessage(), e);
        }
    }
}
