package org.dclab.ui.robot.scripts;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.dclab.ui.robot.Diagram;
import org.dclab.ui.robot.Input;
import org.dclab.ui.robot.Labs;
import org.dclab.ui.robot.Properties;
import org.dclab.ui.robot.RunningProduct;
import org.dclab.ui.robot.Scenarios;
import org.dclab.ui.robot.Ui;
import org.eclipse.swt.SWT;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** The examples DC Lab ships stay as shipped: saving one, opened from a lab sheet, saves a copy where the user says. */
@ExtendWith(RunningProduct.class)
class ExamplesTest {

    @Test
    void savingAShippedExampleSavesACopy() throws Exception {
        Path example = Scenarios.examples().resolve("coexist-fig3-threshold.dclab");
        byte[] shipped = Files.readAllBytes(example);
        Path copy = RunningProduct.outputFolder().resolve("examples-copy/my-fig3.dclab");
        Files.createDirectories(copy.getParent());
        Files.deleteIfExists(copy);
        try {
            Labs.open("DCTCP and TCP coexistence", "coexist-fig3-threshold.dclab");
            Scenarios.waitForEditor(example);
            Diagram.select("left-right");
            Properties.show();
            Properties.type("30", "Source Queue", "Marking Threshold");
            Diagram.focus();
            Input.pressIntoFileChooser(SWT.CTRL, 's');
            Input.typeIntoFileChooser(copy.toString(), () -> Files.exists(copy));
            Scenarios.waitForEditor(copy);
            assertArrayEquals(shipped, Files.readAllBytes(example), "the shipped example is as shipped");
            // Format 3 stores K as its discipline's parameter, by its key.
            assertTrue(Files.readString(copy).matches("(?s).*key=\"threshold-marking\\.markingThreshold\"\\s+value=\"30\".*"),
                    "the copy has the edit");
            assertEquals(false, Ui.read(() -> Diagram.editor().isDirty()));
        } finally {
            if (!java.util.Arrays.equals(shipped, Files.readAllBytes(example))) {
                Files.write(example, shipped);
            }
        }
    }
}
